import { readTogether } from '../../db/read-together.ts';
import type { ShippingCredit } from '../checkout/index.ts';
import { sameDeliveryPart } from './repo.ts';

// Free shipping's no_trans_order_amount (spec section 9), which the order
// module gives the checkout funnel: what the company already paid for today
// in orders not shipped yet goes out in the same delivery, so it counts
// toward the threshold, on the cart page, at step 2 and when the fee is
// charged. Decision: docs/decisions/2026-11-28-free-shipping.md.

/** Midnight of the server's day (the shop's local time, as flash sessions' days). */
function startOfToday() {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  return d;
}

export const sameDelivery: ShippingCredit = {
  part: (companyId) => sameDeliveryPart(companyId, startOfToday()),
  async now(tx, companyId) {
    return (await readTogether(tx, { fen: sameDeliveryPart(companyId, startOfToday()) })).fen;
  },
};
