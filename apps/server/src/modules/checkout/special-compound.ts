import {
  type BuyRefusal,
  hasSpecialLimits,
  NO_PURCHASER_AUTHORISATION_TIP,
  refusalMessage,
  type SpecialLimits,
  shopMonthStart,
  specialLimitRefusal,
} from '@shop/domain';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { GoodsRow } from '../catalog/index.ts';
import type { ComplianceGoods } from './line-kind.ts';
import type { RefusalRule } from './refusal-rules.ts';
import type { CheckoutRegistry } from './registry.ts';

// 含特殊药品复方制剂 in the refusal step: the per-goods limits per company
// (units per order, units per Beijing calendar month over orders not
// cancelled). Every way into a purchase runs them: adding to the cart and
// step 2 read the month's orders; an order reads them again inside its
// transaction after an advisory lock per company and goods, so parallel
// orders are counted one after the other. Decision:
// docs/decisions/2026-11-28-special-compounds.md.

const limitsOf = (g: Pick<ComplianceGoods, 'specialOrderLimit' | 'specialMonthLimit'>) => ({
  orderLimit: g.specialOrderLimit,
  monthLimit: g.specialMonthLimit,
});

const unauthorised = (g: ComplianceGoods, buyer: Buyer): BuyRefusal | null =>
  g.isSpecialCompound && !buyer.company.purchaserAuthorised
    ? { reason: 'special_authorisation', goodsId: g.goodsId, name: g.name, unit: g.unit }
    : null;

/**
 * The company's purchaser authorisation (an approved 采购委托书 in date,
 * naming the purchaser), on every way in; it may lapse after the goods went
 * into the cart, so it holds the line too. A special compound inside a
 * package would escape the limits (the package's units are its own) and
 * the own-funds mark of the order, so it is not sold in one.
 */
export const specialCompoundRule: RefusalRule = {
  name: 'special-compound',
  refuse: unauthorised,
  hold: (g, buyer) => {
    const r = unauthorised(g, buyer);
    return r
      ? {
          tip: NO_PURCHASER_AUTHORISATION_TIP,
          error: new AppError('bad_request', refusalMessage(r)),
        }
      : null;
  },
  refuseItem: (g) =>
    g.isSpecialCompound
      ? { reason: 'special_in_package', goodsId: g.goodsId, name: g.name, unit: g.unit }
      : null,
};

/** A goods and every unit of it in the purchase (all its lines together). */
export type SpecialLine = { goods: GoodsRow; quantity: number };

export function specialLimits(registry: CheckoutRegistry) {
  /**
   * The first goods over a limit, or null. `lock`: inside an order's
   * transaction (the month is then read after the company's other orders
   * of the goods committed).
   */
  return async function refusal(
    tx: DbOrTx,
    buyer: Buyer,
    lines: readonly SpecialLine[],
    lock: boolean,
    now = new Date(),
  ): Promise<BuyRefusal | null> {
    const totals = new Map<number, { goods: GoodsRow; limits: SpecialLimits; quantity: number }>();
    for (const { goods: g, quantity } of lines) {
      if (!g.isSpecialCompound) continue;
      const limits = limitsOf(g);
      if (!hasSpecialLimits(limits)) continue;
      const t = totals.get(g.id) ?? { goods: g, limits, quantity: 0 };
      t.quantity += quantity;
      totals.set(g.id, t);
    }
    if (totals.size === 0) return null;
    const check = (
      t: { goods: GoodsRow; limits: SpecialLimits; quantity: number },
      bought: number,
    ) =>
      specialLimitRefusal({
        goods: { goodsId: t.goods.id, name: t.goods.name, unit: t.goods.unit, ...t.limits },
        quantity: t.quantity,
        boughtThisMonth: bought,
      });
    // The order's own number needs no read.
    for (const t of totals.values()) {
      const refused = check(t, 0);
      if (refused) return refused;
    }
    const monthly = [...totals.values()].filter((t) => t.limits.monthLimit > 0);
    if (monthly.length === 0) return null;
    const bought = await registry.purchasesOf().bought(
      tx,
      buyer.company.id,
      monthly.map((t) => t.goods.id).sort((a, b) => a - b),
      shopMonthStart(now),
      lock,
    );
    for (const t of monthly) {
      const refused = check(t, bought.get(t.goods.id) ?? 0);
      if (refused) return refused;
    }
    return null;
  };
}

export type SpecialLimitsCheck = ReturnType<typeof specialLimits>;
