import type { CartCoupon, Manjian } from '@shop/contract';
import type { Activity, Coupon, FullReductionTier } from '@shop/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { ReadPart } from '../../db/read-together.ts';

// The order-level discounts, 满减 activities and coupons, as checkout sees
// them: a port the promotion module registers (registry.ts), so checkout
// reads, claims and gives them back without importing it.

/** A 满减 activity as pricing and the rules read it (the promotion module's row fits). */
export type CheckoutActivity = {
  id: number;
  title: string;
  /** Per company over the activity; 0: none. */
  limitPerBuyer: number;
  tiers: readonly FullReductionTier[];
};

/** A coupon or cash voucher the company holds (the promotion module's row fits). */
export type HeldCoupon = {
  id: number;
  name: string;
  amountFen: number;
  minSpendFen: number;
  endsAt: Date;
  scopeGoodsIds: number[];
  scopeCategoryIds: number[];
};

export type DiscountData = {
  /** The running activity of each goods. */
  activities: Map<number, CheckoutActivity>;
  coupons: HeldCoupon[];
  /** Cash vouchers held; the cart page applies none (they are chosen at step 2). */
  vouchers: HeldCoupon[];
};

/** A line bought in an activity: what its per-buyer limit counts. */
export type ActivityLine = { activityId: number; goodsId: number; quantity: number };

export type Discounts = {
  /** Activities and coupons read now, as a part of the order's one statement. */
  part(companyId: number, goodsIds: number[]): ReadPart<DiscountData>;
  /** The same a few seconds old, for pages: no vouchers. */
  cached(companyId: number, goodsIds: number[]): Promise<DiscountData>;
  /** Each goods' running activity read now, in the caller's transaction. */
  activitiesNow(tx: DbOrTx, goodsIds: number[]): Promise<Map<number, CheckoutActivity>>;
  /** The same from the announced-change cache (adding to the cart; the order reads them now). */
  activitiesCached(goodsIds: number[], via?: DbOrTx): Promise<Map<number, CheckoutActivity>>;
  /** What the company bought of each goods in each activity, keyed `activityId:goodsId`. */
  bought(tx: DbOrTx, companyId: number, goodsIds: number[]): Promise<Map<string, number>>;
  /** Claims each line against its activity's limit; the first line past it, or null. */
  claimLimits(
    tx: DbOrTx,
    companyId: number,
    lines: (ActivityLine & { limit: number })[],
  ): Promise<(ActivityLine & { limit: number; bought: number }) | null>;
  releaseLimits(tx: DbOrTx, companyId: number, lines: ActivityLine[]): Promise<void>;
  /** Marks the coupon used by the order: false when it was not the company's unused coupon. */
  consumeCoupon(tx: DbOrTx, companyId: number, couponId: number, orderId: number): Promise<boolean>;
  releaseCoupon(tx: DbOrTx, orderId: number): Promise<unknown>;
  /** The company's coupons changed in this process (used or given back): its cache forgets them. */
  forgetCoupons(companyId: number): void;
  presentActivity(a: CheckoutActivity): Manjian;
  /** A coupon in the cart or at step 2; `needFen`: what its threshold still lacks. */
  presentCoupon(c: HeldCoupon, usable: boolean, needFen: number): CartCoupon;
};

export const toActivity = (a: CheckoutActivity): Activity => ({ id: a.id, tiers: a.tiers });
export const toCoupon = (c: HeldCoupon): Coupon => ({
  id: c.id,
  amountFen: c.amountFen,
  minSpendFen: c.minSpendFen,
  scope: { goodsIds: c.scopeGoodsIds, categoryIds: c.scopeCategoryIds },
});
