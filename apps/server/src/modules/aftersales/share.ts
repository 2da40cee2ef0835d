// What a line of an order is worth back (docs/decisions/2026-11-23-after-sales.md):
// the order's discounts (满减 and coupon) are split over its lines in
// proportion to their amounts, shipping is not refunded, and every split
// rounds down, so the shares never add up to more than was paid.

type Order = { payFen: number; shippingFen: number; goodsFen: number };
type Line = { amountFen: number; quantity: number };

/** A line's share of what was paid: floor(amount × (pay − shipping) / goods). */
export function lineShareFen(order: Order, line: Line): number {
  if (order.goodsFen <= 0) return 0;
  const paidForGoods = Math.max(0, order.payFen - order.shippingFen);
  // BigInt: amount × paid can pass 2^53 for large orders.
  return Number((BigInt(line.amountFen) * BigInt(paidForGoods)) / BigInt(order.goodsFen));
}

/** The share of `quantity` units of the line: floor(share × quantity / bought). */
export function quantityShareFen(order: Order, line: Line, quantity: number): number {
  if (line.quantity <= 0) return 0;
  return Number((BigInt(lineShareFen(order, line)) * BigInt(quantity)) / BigInt(line.quantity));
}
