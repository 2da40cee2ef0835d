import { shopDay, shopDayStart } from '@shop/domain';
import { readTogether } from '../../db/read-together.ts';
import { ttlCache } from '../../platform/ttl-cache.ts';
import type { ShippingCredit } from '../checkout/index.ts';
import { sameDeliveryPart } from './repo.ts';

// Free shipping's no_trans_order_amount (spec section 9), which the order
// module gives the checkout funnel: what the company already paid for today
// in orders not shipped yet goes out in the same delivery, so it counts
// toward the threshold, on the cart page, at step 2 and when the fee is
// charged. Decision: docs/decisions/2026-11-28-free-shipping.md.

/** Midnight of the shop's (Beijing) day, whatever zone the server runs in. */
const startOfToday = () => shopDayStart(shopDay(new Date()));

/**
 * The cart page reads it on every visit and every quantity changed; a few
 * seconds old is what it may show (step 2 and the order read it afresh in
 * their statement), and one read per company in a few seconds is what kept
 * the cart list's throughput where it was before the credit (bench:cart).
 */
export function sameDelivery(): ShippingCredit & { forget(companyId: number): void } {
  const recent = ttlCache<number>(3_000, 5_000, { name: 'same delivery' });
  const now: ShippingCredit['now'] = async (tx, companyId) =>
    (await readTogether(tx, { fen: sameDeliveryPart(companyId, startOfToday()) })).fen;
  return {
    part: (companyId) => sameDeliveryPart(companyId, startOfToday()),
    now,
    cached: (tx, companyId) => recent.get(String(companyId), () => now(tx, companyId)),
    /** An order of the company was paid here: its cart page counts it at once. */
    forget: (companyId) => recent.delete(String(companyId)),
  };
}
