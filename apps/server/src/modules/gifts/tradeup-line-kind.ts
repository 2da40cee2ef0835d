import { formatYuan, tradeUpUnitPrice } from '@shop/domain';
import { AppError, fieldError } from '../../http/errors.ts';
import type { LineKind } from '../checkout/index.ts';
import { TRADEUP_MESSAGES, type TradeUps, tradeUpRunning } from './tradeup.ts';
import { tradeUpRepo } from './tradeup-repo.ts';

// 换购 as a line kind (type 5): past a 满减 activity's threshold the buyer
// adds the activity's trade-up goods at its hg_price, up to its per-order
// number and while its stock lasts. The line is priced after the cart's
// other lines (afterOthers), on the activity amount they reach; it counts
// toward no threshold itself. The order takes the trade-up stock and records
// which activity's units it took (order_tradeups); a cancel gives them back.

export const TRADEUP_KIND = 5;

export function tradeUpLineKind(trade: TradeUps): LineKind {
  return {
    id: TRADEUP_KIND,
    name: 'tradeup',
    goodsRules: false,
    inActivity: false,
    modifiable: false,
    afterOthers: true,
    offer: (_line, g, _data, ctx) => {
      const r = trade.held(g.id);
      if (!r || !tradeUpRunning(r) || r.stockLeft <= 0) return null;
      return tradeUpUnitPrice(r, ctx.activityAmounts?.get(r.activityId) ?? 0, g.priceFen);
    },
    unpriced(_line, g, _data, ctx) {
      const r = trade.held(g.id);
      if (!r || !tradeUpRunning(r)) return TRADEUP_MESSAGES.notRunning;
      if (r.stockLeft <= 0) return TRADEUP_MESSAGES.soldOut;
      const missing = r.thresholdFen - (ctx.activityAmounts?.get(r.activityId) ?? 0);
      return missing > 0 ? `再购¥${formatYuan(missing)}可换购${r.name}` : null;
    },
    add(add) {
      if (add.isYj) throw fieldError('is_yj', '换购商品不能原价购买');
      return {};
    },
    async refusal(tx, _buyer, rows) {
      for (const { line, goods: g } of rows) {
        const r = await trade.readNow(tx, g.id);
        if (!r) throw new AppError('not_found', TRADEUP_MESSAGES.gone);
        if (!tradeUpRunning(r)) throw new AppError('bad_request', TRADEUP_MESSAGES.notRunning);
        const ref = { goodsId: g.id, name: g.name, unit: g.unit };
        // The goods' own 限购 (per order) still holds under the trade-up's number.
        const limit = g.purchaseLimit > 0 ? Math.min(r.perOrder, g.purchaseLimit) : r.perOrder;
        if (line.quantity > limit) return { reason: 'activity_limit', limit, bought: 0, ...ref };
        if (r.stockLeft < line.quantity) throw new AppError('conflict', TRADEUP_MESSAGES.soldOut);
        if (g.stock < line.quantity)
          return { reason: 'out_of_stock', available: Math.max(0, g.stock), ...ref };
      }
      return null;
    },
    // Sold out, under the threshold or outside the window, the line has no
    // price (offer) and says why (unpriced); the order then answers with that
    // reason, not with the out-of-stock an unbuyable line gets.
    buyable: () => true,
    /**
     * Trade-up stock, taken with a conditional update inside the order's
     * transaction, and the order's record of it by the rule's activity read
     * in the same transaction: a cancel gives the units back to that activity
     * (not to whichever rule holds the goods by then).
     */
    async claim(tx, _buyer, rows, order) {
      const by = new Map<number, number>();
      for (const { line, goods: g } of rows) {
        if (!(await tradeUpRepo(tx).take(g.id, line.quantity)))
          throw new AppError('conflict', TRADEUP_MESSAGES.soldOut);
        const r = await trade.readNow(tx, g.id);
        if (r) by.set(r.activityId, (by.get(r.activityId) ?? 0) + line.quantity);
      }
      await tradeUpRepo(tx).record(
        order.orderId,
        [...by].map(([activityId, quantity]) => ({ activityId, quantity })),
      );
    },
    release: (tx, order) =>
      tradeUpRepo(tx)
        .release(order.orderId)
        .then(() => undefined),
    promo: () => ({ kind: 'tradeup' }),
  };
}
