import type { DbOrTx } from '../../db/client.ts';
import type { ReadPart } from '../../db/read-together.ts';
import type { Discounts } from './discounts.ts';
import type { LineKind, OfferModifier, OrderExpansion } from './line-kind.ts';
import type { RefusalRule } from './refusal-rules.ts';

// The one way a promotion (or a compliance rule) takes part in a purchase:
// it registers here at wiring, and the checkout funnel reads the registry on
// each call. Checkout itself registers the ordinary kind and the first two
// rules. See docs/architecture.md, "Line kinds".

/**
 * no_trans_order_amount: what outside the selection counts toward free
 * shipping (the company's goods paid today and not shipped yet), registered
 * by the order module, which owns the orders.
 */
export type ShippingCredit = {
  part(companyId: number): ReadPart<number>;
  now(tx: DbOrTx, companyId: number): Promise<number>;
  /** A few seconds old at most: what the cart page may show, never what is charged. */
  cached(tx: DbOrTx, companyId: number): Promise<number>;
};

/**
 * What a company ordered of each goods since an instant, orders not
 * cancelled: the 含特殊药品复方制剂 monthly limits read it. Registered by the
 * order module, which owns the orders. `lock`: inside an order's
 * transaction, first serialise the company's orders of each goods until
 * the commit, so two parallel orders cannot both pass a limit.
 */
export type SpecialPurchases = {
  bought(
    tx: DbOrTx,
    companyId: number,
    goodsIds: number[],
    since: Date,
    lock: boolean,
  ): Promise<Map<number, number>>;
};

export function checkoutRegistry() {
  const kinds = new Map<number, LineKind>();
  const modifiers: OfferModifier[] = [];
  const expansions: OrderExpansion[] = [];
  const rules: RefusalRule[] = [];
  const names = new Set<string>();
  let discounts: Discounts | undefined;
  let credit: ShippingCredit | undefined;
  let purchases: SpecialPurchases | undefined;

  /** Reads are keyed by name: two parts of a purchase may not share one. */
  const named = (what: string, name: string) => {
    if (names.has(name)) throw new Error(`checkout registry: ${what} name "${name}" is taken`);
    names.add(name);
  };

  return {
    /** A kind of line; its id is the spec's line type and may be registered once. */
    kind<D>(k: LineKind<D>) {
      const taken = kinds.get(k.id);
      if (taken) throw new Error(`checkout registry: line kind ${k.id} is ${taken.name}'s`);
      named('line kind', k.name);
      kinds.set(k.id, k as LineKind);
    },
    /** A modifier of ordinary offers (94折); the first that applies to a line sets its price. */
    modifier<D>(m: OfferModifier<D>) {
      named('offer modifier', m.name);
      modifiers.push(m as OfferModifier);
    },
    /** A step over the order's lines after the kinds' expansions (满赠), in registration order. */
    expansion(e: OrderExpansion) {
      named('order expansion', e.name);
      expansions.push(e);
    },
    /** A compliance rule of the refusal step, run in registration order. */
    rule(r: RefusalRule) {
      named('refusal rule', r.name);
      rules.push(r);
    },
    /** The 满减 activities and coupons (one provider). */
    discounts(d: Discounts) {
      if (discounts) throw new Error('checkout registry: discounts are registered once');
      discounts = d;
    },
    /** What outside the selection counts toward free shipping (one provider). */
    shippingCredit(c: ShippingCredit) {
      if (credit) throw new Error('checkout registry: the shipping credit is registered once');
      credit = c;
    },
    /** What the company ordered of special-compound goods this month (one provider). */
    specialPurchases(p: SpecialPurchases) {
      if (purchases) throw new Error('checkout registry: special purchases are registered once');
      purchases = p;
    },

    kindOf: (id: number) => kinds.get(id),
    kinds: () => kinds.values(),
    modifiers: (): readonly OfferModifier[] => modifiers,
    expansions: (): readonly OrderExpansion[] => expansions,
    rules: (): readonly RefusalRule[] => rules,
    /** The discounts provider; wiring always registers one. */
    discountsOf(): Discounts {
      if (!discounts) throw new Error('checkout registry: no discounts registered');
      return discounts;
    },
    /** Nothing outside the selection counts when no module registered a credit. */
    creditOf: () => credit,
    /** The month's purchases provider; wiring always registers one (the order module). */
    purchasesOf(): SpecialPurchases {
      if (!purchases) throw new Error('checkout registry: no special purchases registered');
      return purchases;
    },
  };
}

export type CheckoutRegistry = ReturnType<typeof checkoutRegistry>;
