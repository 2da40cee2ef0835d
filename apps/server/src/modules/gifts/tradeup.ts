import { formatYuan, tradeUpUnitPrice } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { LineKind } from '../checkout/index.ts';
import type { DraftLine } from '../order/index.ts';
import { type TradeUpRow, tradeUpRepo } from './tradeup-repo.ts';

// 换购 (line kind 5): past a 满减 activity's threshold the buyer adds the
// activity's trade-up goods at its hg_price, up to its per-order number and
// while its stock lasts. The line is priced after the cart's other lines
// (checkout's afterOthers), on the activity amount they reach; it counts
// toward no threshold itself. The order records which activity's units it
// took (order_tradeups, through 满赠's line expander) and a cancel gives them back. Decision: docs/decisions/2026-11-25-gifts-and-tradeups.md.

/** The cart line kind of a trade-up line (spec kinds 0, 1, 3 and 新人特价's 4 are taken). */
export const TRADEUP_KIND = 5;

export const TRADEUP_MESSAGES = {
  gone: '该商品不是换购商品',
  notRunning: '换购活动未在进行中',
  soldOut: '换购商品已换完',
} as const;

const running = (r: TradeUpRow, now = new Date()) => r.startsAt <= now && now < r.endsAt;

export function tradeUps({ db }: { db: Db }) {
  // Checkout prices synchronously: rules are held by goods id, read with 满赠's
  // snapshot (its timer, and after a staff write), and again inside an order's
  // transaction.
  const held = new Map<number, TradeUpRow>();
  const reload = async () => {
    const rows = await tradeUpRepo(db).current();
    held.clear();
    for (const r of rows) held.set(r.goodsId, r);
  };

  // The rule each order's transaction read (refusal), so the order's record
  // (taken) names the same activity without reading it again. Only inside a
  // transaction: a read outside one (the cart's checkout step) is not kept.
  const readIn = new WeakMap<DbOrTx, Map<number, TradeUpRow>>();
  const readNow = async (tx: DbOrTx, goodsId: number) => {
    const seen = readIn.get(tx)?.get(goodsId);
    if (seen) return seen;
    const r = await tradeUpRepo(tx).byGoods(goodsId);
    if (r && tx !== db) readIn.set(tx, (readIn.get(tx) ?? new Map()).set(goodsId, r));
    return r;
  };

  const kind: LineKind = {
    afterOthers: true,
    offer: (_line, g, ctx) => {
      const r = held.get(g.id);
      if (!r || !running(r) || r.stockLeft <= 0) return null;
      return tradeUpUnitPrice(r, ctx.activityAmounts?.get(r.activityId) ?? 0, g.priceFen);
    },
    unpriced(_line, g, ctx) {
      const r = held.get(g.id);
      if (!r || !running(r)) return TRADEUP_MESSAGES.notRunning;
      if (r.stockLeft <= 0) return TRADEUP_MESSAGES.soldOut;
      const missing = r.thresholdFen - (ctx.activityAmounts?.get(r.activityId) ?? 0);
      return missing > 0 ? `再购¥${formatYuan(missing)}可换购${r.name}` : null;
    },
    async refusal(tx, _buyer, line, g) {
      const r = await readNow(tx, g.id);
      if (!r) throw new AppError('not_found', TRADEUP_MESSAGES.gone);
      held.set(r.goodsId, r);
      if (!running(r)) throw new AppError('bad_request', TRADEUP_MESSAGES.notRunning);
      const ref = { goodsId: g.id, name: g.name, unit: g.unit };
      // The goods' own 限购 (per order) still holds under the trade-up's number.
      const limit = g.purchaseLimit > 0 ? Math.min(r.perOrder, g.purchaseLimit) : r.perOrder;
      if (line.quantity > limit) return { reason: 'activity_limit', limit, bought: 0, ...ref };
      if (r.stockLeft < line.quantity) throw new AppError('conflict', TRADEUP_MESSAGES.soldOut);
      if (g.stock < line.quantity)
        return { reason: 'out_of_stock', available: Math.max(0, g.stock), ...ref };
      return null;
    },
    // Sold out, under the threshold or outside the window, the line has no
    // price (offer) and says why (unpriced); the order's refusal then answers
    // with that reason, not with the out-of-stock an unbuyable line gets.
    buyable: () => true,
    describe: () => undefined,
    /** Trade-up stock, taken with a conditional update inside the order's transaction. */
    async claim(tx, _buyer, rows) {
      for (const { line, goods: g } of rows)
        if (!(await tradeUpRepo(tx).take(g.id, line.quantity)))
          throw new AppError('conflict', TRADEUP_MESSAGES.soldOut);
    },
  };

  /**
   * The order's record of the trade-up lines among its drafts, by the rule's
   * activity read now, written with the order; a cancel gives the units back
   * to that activity (not to whichever rule holds the goods by then).
   */
  async function taken(tx: DbOrTx, lines: DraftLine[]) {
    const by = new Map<number, number>();
    for (const l of lines) {
      if (l.kind !== TRADEUP_KIND) continue;
      const r = await readNow(tx, l.goodsId);
      if (r) by.set(r.activityId, (by.get(r.activityId) ?? 0) + l.quantity);
    }
    return [...by].map(([activityId, quantity]) => ({ activityId, quantity }));
  }

  return {
    kind,
    taken,
    reload,
    /** Running rules, seconds old: what the cart shows under each activity. */
    rules: () => [...held.values()].filter((r) => running(r)),
  };
}
