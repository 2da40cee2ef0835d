import type { Fen } from './money.ts';
import {
  type Coupon,
  couponAppliesTo,
  couponDiscount,
  type FullReductionTier,
  fullReduction,
  type ShippingRule,
  shipping,
} from './pricing.ts';
import { splitByLargestRemainder } from './split.ts';

// The money of a cart or an order, in one function: the cart page shows what
// this returns and the order is charged what this returns for the same lines.

export type CartLineInput = {
  id: number;
  quantity: number;
  /**
   * The unit price offered for this line at this quantity: the goods' tier
   * price, or an activity's price (flash sale, group-buy...). Whoever offers
   * the line decides it; pricing only adds up.
   */
  unitPriceFen: Fen;
  selected: boolean;
  /** Buyable now (is_buy 1 and stock > 0); unbuyable lines never count. */
  buyable: boolean;
  preferred: boolean;
  freeShippingNumber: number;
  /** Full-reduction activity the line takes part in (null when none or bought at the original price). */
  activityId: number | null;
  /** For coupons limited to goods or categories: the line's goods and its categories. */
  goodsId?: number;
  categoryIds?: readonly number[];
};

export type Activity = { id: number; tiers: readonly FullReductionTier[] };

export type PricedLine = {
  id: number;
  unitPriceFen: Fen;
  amountFen: Fen;
  counts: boolean;
  /** The line's part of its 满减 activity's reduction (largest remainder over the activity's lines). */
  reductionFen: Fen;
  /** The line's part of the coupon (largest remainder over what is left of every line). */
  couponFen: Fen;
  /** The line's part of the cash voucher (largest remainder over what is still payable). */
  voucherFen: Fen;
};

export type ActivityTotal = {
  id: number;
  amountFen: Fen;
  reductionFen: Fen;
  /** The next tier to reach: how much more to spend and what it would take off in all. */
  next: { missingFen: Fen; reductionFen: Fen } | null;
};

export type CartSummary = {
  lines: PricedLine[];
  selectedCount: number;
  selectedQuantity: number;
  goodsFen: Fen;
  activities: ActivityTotal[];
  reductionFen: Fen;
  /** What coupons may apply to: the goods amount after full reductions. */
  couponEligibleFen: Fen;
  /** Each coupon held, by id: the amount after full reductions of the lines it applies to. */
  couponEligible: Map<number, Fen>;
  /** The coupons held whose threshold the lines they apply to reach. */
  usableCouponIds: number[];
  coupon: Coupon | null;
  couponFen: Fen;
  /** The cash voucher (现金券) applied: at most what is payable for goods, no change given. */
  voucher: Coupon | null;
  voucherFen: Fen;
  shippingFen: Fen;
  shippingRemainingFen: Fen;
  preferredShippingRemainingFen: Fen;
  /** Selected amount of lines that ship free on their own. */
  freeOnTheirOwnFen: Fen;
  /** no_trans_order_amount: the company's goods already paid today and not shipped (ShippingResult). */
  sameDeliveryFen: Fen;
  payFen: Fen;
};

/**
 * The least extra spend that raises the reduction. Greedy reduction is not
 * monotone (满1减1 and 满17减1: 16 takes off 16, 17 only 1), so walk the
 * points where any tier's count changes; one more of the largest tier always
 * raises it, which bounds the walk.
 */
function nextTier(amountFen: Fen, tiers: readonly FullReductionTier[]) {
  const valid = tiers
    .filter((t) => t.thresholdFen > 0 && t.reductionFen > 0)
    .sort((a, b) => b.thresholdFen - a.thresholdFen);
  if (valid.length === 0) return null;
  const now = fullReduction(amountFen, valid).reductionFen;
  const largest = valid[0]!.thresholdFen;
  let x = amountFen;
  for (let i = 0; i < 10_000 && x < amountFen + largest; i++) {
    let left = x;
    let step = Number.POSITIVE_INFINITY;
    for (const t of valid) {
      step = Math.min(step, t.thresholdFen - (left % t.thresholdFen));
      left %= t.thresholdFen;
    }
    x += step;
    const then = fullReduction(x, valid).reductionFen;
    if (then > now) return { missingFen: x - amountFen, reductionFen: then };
  }
  const then = fullReduction(amountFen + largest, valid).reductionFen;
  return { missingFen: largest, reductionFen: then };
}

export type PriceCartOptions = {
  activities: readonly Activity[];
  shippingRule: ShippingRule;
  /** The coupons the buyer holds. */
  coupons: readonly Coupon[];
  /** undefined: pick the best usable coupon; null: none; an id: that one, if usable. */
  couponId?: number | null;
  /** The cash vouchers the buyer holds; one is applied only when chosen by id. */
  vouchers?: readonly Coupon[];
  voucherId?: number | null;
  /** Goods the company already paid for today in orders not yet shipped (counts toward free shipping). */
  sameDeliveryFen?: Fen;
};

/** Each activity's reduction over its own lines, stored per line. */
function splitReductions(
  lines: readonly CartLineInput[],
  priced: PricedLine[],
  activities: readonly ActivityTotal[],
) {
  for (const a of activities) {
    if (a.reductionFen === 0) continue;
    const inIt = priced.filter((p, i) => p.counts && lines[i]!.activityId === a.id);
    const parts = splitByLargestRemainder(
      a.reductionFen,
      inIt.map((p) => p.amountFen),
    );
    inIt.forEach((p, i) => {
      p.reductionFen = parts[i]!;
    });
  }
}

/** The counted lines a coupon applies to, with their indexes. */
const linesOf = (coupon: Coupon, lines: readonly CartLineInput[], priced: PricedLine[]) =>
  priced.filter((p, i) => p.counts && couponAppliesTo(coupon, lines[i]!));

/**
 * Order-level discounts stored per line, so a refund of a line gives back
 * exactly what was paid for it: the coupon over what its lines have left.
 */
function splitCoupon(mine: PricedLine[], couponFen: Fen) {
  const parts = splitByLargestRemainder(
    couponFen,
    mine.map((p) => p.amountFen - p.reductionFen),
  );
  mine.forEach((p, i) => {
    p.couponFen = parts[i]!;
  });
}

/** A cash voucher over what every counted line still has to pay. */
function splitVoucher(priced: PricedLine[], voucherFen: Fen) {
  const counted = priced.filter((p) => p.counts);
  const parts = splitByLargestRemainder(
    voucherFen,
    counted.map((p) => p.amountFen - p.reductionFen - p.couponFen),
  );
  counted.forEach((p, i) => {
    p.voucherFen = parts[i]!;
  });
}

export function priceCart(lines: readonly CartLineInput[], opts: PriceCartOptions): CartSummary {
  const priced: PricedLine[] = [];
  const byActivity = new Map<number, Fen>();
  const shippingLines = [];
  let goodsFen = 0;
  let selectedCount = 0;
  let selectedQuantity = 0;
  for (const l of lines) {
    const unitPriceFen = l.unitPriceFen;
    const amountFen = unitPriceFen * l.quantity;
    const counts = l.selected && l.buyable && l.quantity > 0;
    priced.push({
      id: l.id,
      unitPriceFen,
      amountFen,
      counts,
      reductionFen: 0,
      couponFen: 0,
      voucherFen: 0,
    });
    if (!counts) continue;
    selectedCount += 1;
    selectedQuantity += l.quantity;
    goodsFen += amountFen;
    if (l.activityId !== null)
      byActivity.set(l.activityId, (byActivity.get(l.activityId) ?? 0) + amountFen);
    shippingLines.push({
      amountFen,
      quantity: l.quantity,
      preferred: l.preferred,
      freeShippingNumber: l.freeShippingNumber,
    });
  }

  const activities: ActivityTotal[] = [];
  let reductionFen = 0;
  for (const a of opts.activities) {
    const amountFen = byActivity.get(a.id) ?? 0;
    const r = fullReduction(amountFen, a.tiers).reductionFen;
    reductionFen += r;
    activities.push({ id: a.id, amountFen, reductionFen: r, next: nextTier(amountFen, a.tiers) });
  }

  const couponEligibleFen = goodsFen - reductionFen;
  splitReductions(lines, priced, activities);
  // Keyed by the coupon itself: each one's amount is read once, whatever its id.
  const eligibleOf = new Map(
    opts.coupons.map((c) => [
      c,
      linesOf(c, lines, priced).reduce((n, p) => n + p.amountFen - p.reductionFen, 0),
    ]),
  );
  const couponEligible = new Map(opts.coupons.map((c) => [c.id, eligibleOf.get(c)!]));
  const usable = opts.coupons.filter((c) => couponDiscount(eligibleOf.get(c)!, c) > 0);
  let coupon: Coupon | null = null;
  if (opts.couponId === undefined) {
    const best = usable.slice().sort((a, b) => b.amountFen - a.amountFen || a.id - b.id)[0];
    coupon = best ?? null;
  } else if (opts.couponId !== null) {
    coupon = usable.find((c) => c.id === opts.couponId) ?? null;
  }
  const couponFen = coupon ? couponDiscount(eligibleOf.get(coupon)!, coupon) : 0;
  if (coupon) splitCoupon(linesOf(coupon, lines, priced), couponFen);
  const payableFen = couponEligibleFen - couponFen;
  const voucher =
    opts.voucherId == null
      ? null
      : ((opts.vouchers ?? []).find((v) => v.id === opts.voucherId) ?? null);
  const voucherFen = voucher && payableFen > 0 ? Math.min(voucher.amountFen, payableFen) : 0;
  if (voucherFen > 0) splitVoucher(priced, voucherFen);

  const ship = shipping(shippingLines, opts.shippingRule, opts.sameDeliveryFen ?? 0);

  return {
    lines: priced,
    selectedCount,
    selectedQuantity,
    goodsFen,
    activities,
    reductionFen,
    couponEligibleFen,
    couponEligible,
    usableCouponIds: usable.map((c) => c.id),
    coupon,
    couponFen,
    voucher: voucherFen > 0 ? voucher : null,
    voucherFen,
    shippingFen: ship.feeFen,
    shippingRemainingFen: ship.remainingFen,
    preferredShippingRemainingFen: ship.preferredRemainingFen,
    freeOnTheirOwnFen: ship.freeOnTheirOwnFen,
    sameDeliveryFen: ship.sameDeliveryFen,
    payFen: payableFen - voucherFen + ship.feeFen,
  };
}
