// What a line of an order is worth back (docs/decisions/2026-11-23-after-sales.md):
// the order's 满减 and coupon are stored on its lines when it is placed (split
// by largest remainder in packages/domain, so the lines add up to what was
// paid), shipping is not refunded. The part paid with a cash voucher is not
// money the buyer paid: it is not given back (现金券不退现).

type Line = {
  amountFen: number;
  reductionFen: number;
  couponFen: number;
  voucherFen: number;
  quantity: number;
};

/** What was paid for the line: its amount less its parts of the discounts. */
export function lineShareFen(line: Line): number {
  return Math.max(0, line.amountFen - line.reductionFen - line.couponFen - line.voucherFen);
}

/**
 * The share of `quantity` units: the whole line's share exactly, or
 * floor(share × quantity / bought) for part of it, so parts never add up to
 * more than the line.
 */
export function quantityShareFen(line: Line, quantity: number): number {
  if (line.quantity <= 0) return 0;
  const share = lineShareFen(line);
  if (quantity >= line.quantity) return share;
  return Math.floor((share * quantity) / line.quantity);
}

/**
 * The share of the next `quantity` units after `before` units were asked
 * back already: the difference of the floors, so requests that together ask
 * the whole line back give exactly its share (1 then 6 of 7 units is the
 * whole share, not a fen short).
 */
export function nextUnitsShareFen(line: Line, before: number, quantity: number): number {
  return quantityShareFen(line, before + quantity) - quantityShareFen(line, before);
}
