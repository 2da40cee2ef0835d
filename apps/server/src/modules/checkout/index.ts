import type { Module } from '../module.ts';
import { type CheckoutService, checkoutService } from './service.ts';

export {
  presentActivities,
  presentCoupons,
  presentLines,
  presentSummary,
  presentVouchers,
} from './present.ts';
export {
  assertInScope,
  type CheckoutService,
  type Context,
  type FlashOfferRow,
  type FlashPort,
  type LineKind,
  type LineState,
  type LineWithGoods,
  lineBuyable,
  type PricedCart,
  type PriceOffer,
  quantityGoods,
  withOthers,
} from './service.ts';

/** Pricing and the buy rules that the cart and the order both call; no routes of its own. */
export function checkoutModule(
  deps: Parameters<typeof checkoutService>[0],
): Module<CheckoutService> {
  return { service: checkoutService(deps) };
}
