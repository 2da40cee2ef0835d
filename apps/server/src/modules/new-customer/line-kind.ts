import type { DbOrTx } from '../../db/client.ts';
import { AppError, fieldError } from '../../http/errors.ts';
import type { LineKind } from '../checkout/index.ts';
import { type NewCustomerRow, newCustomerRepo } from './repo.ts';

// 新人特价 as a line kind (type 4): the special price while the offer runs,
// its own rules in place of the goods' packing (a company without a
// completed order, once per company, up to the offer's limit), the
// once-per-company claim inside the order and its give-back on cancel.

export const NEW_CUSTOMER_KIND = 4;

type Deps = {
  /** The offer of a goods as last read (checkout prices synchronously). */
  held(goodsId: number): NewCustomerRow | undefined;
  /** An offer read now: the held copy takes it. */
  remember(r: NewCustomerRow | null): void;
  running(r: NewCustomerRow): boolean;
  /** Why this company may not buy `quantity` now (throws), or the limit it is over; null: it may. */
  why(
    tx: DbOrTx,
    companyId: number,
    r: NewCustomerRow | null,
    quantity: number,
  ): Promise<number | null>;
  /** The buyer's words when the claim finds the goods already bought. */
  bought: string;
};

export function newCustomerLineKind(d: Deps): LineKind {
  return {
    id: NEW_CUSTOMER_KIND,
    name: 'new-customer',
    goodsRules: false,
    inActivity: false,
    modifiable: false,
    // The special price while the offer runs; no price (not buyable) otherwise.
    offer: (_line, g) => {
      const r = d.held(g.id);
      return r && d.running(r) ? r.priceFen : null;
    },
    add(add) {
      if (add.isYj) throw fieldError('is_yj', '新人特价商品不能原价购买');
      return {};
    },
    async refusal(tx, buyer, rows) {
      for (const { line, goods: g } of rows) {
        const r = await newCustomerRepo(tx).byGoods(g.id);
        d.remember(r);
        const ref = { goodsId: g.id, name: g.name, unit: g.unit };
        const over = await d.why(tx, buyer.company.id, r, line.quantity);
        if (over !== null) return { reason: 'activity_limit', limit: over, bought: 0, ...ref };
        if (g.stock < line.quantity)
          return { reason: 'out_of_stock', available: Math.max(0, g.stock), ...ref };
      }
      return null;
    },
    buyable: (_line, g) => {
      const r = d.held(g.id);
      return r !== undefined && d.running(r);
    },
    /** The once-per-company claim, inside the order's transaction. */
    async claim(tx, buyer, rows) {
      for (const { line, goods: g } of rows)
        if (!(await newCustomerRepo(tx).claim(buyer.company.id, g.id, line.quantity)))
          throw new AppError('conflict', d.bought);
    },
    async release(tx, order, lines) {
      await newCustomerRepo(tx).release(
        order.companyId,
        lines.filter((l) => l.newCustomer).map((l) => l.goodsId),
      );
    },
    promo: () => ({ kind: 'new_customer' }),
    draft: () => ({ newCustomer: true }),
  };
}
