// Buyer points (积分): one point per whole yuan paid for goods, credited when
// the order is completed and taken back in proportion to what is refunded
// (docs/decisions/2026-11-25-points.md). Integers only; every division floors,
// so a buyer is never credited, nor charged back, a point not covered by money.

/** Points earned by paying `paidFen` for goods: floor(paid / 100), never negative. */
export function pointsForPaid(paidFen: number): number {
  if (!Number.isSafeInteger(paidFen) || paidFen <= 0) return 0;
  return Math.floor(paidFen / 100);
}

export type Reversal = {
  /** Points the order earned. */
  earned: number;
  /** What those points were earned on (fen of goods paid and not refunded at completion). */
  basisFen: number;
  /** Money refunded on that basis so far, this refund included (cumulative). */
  refundedFen: number;
  /** Points already taken back (or written off as a shortfall) for earlier refunds. */
  reversed: number;
};

/**
 * Points still to take back after a refund: floor(earned × refunded / basis)
 * for all refunds so far, less what earlier refunds took. Cumulative, so
 * several partial refunds add up exactly to what one refund of their sum
 * would take, and never to more than was earned. BigInt: earned × refunded
 * passes 2^53 for the largest orders.
 */
export function pointsToReverse(r: Reversal): number {
  if (r.earned <= 0 || r.basisFen <= 0 || r.refundedFen <= 0) return 0;
  const refunded = Math.min(r.refundedFen, r.basisFen);
  const total = Number((BigInt(r.earned) * BigInt(refunded)) / BigInt(r.basisFen));
  return Math.max(0, Math.min(total, r.earned) - Math.max(0, r.reversed));
}
