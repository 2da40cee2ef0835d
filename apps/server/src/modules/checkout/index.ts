import type { Module } from '../module.ts';
import { type CheckoutService, checkoutService } from './service.ts';

export type {
  ActivityLine,
  CheckoutActivity,
  DiscountData,
  Discounts,
  HeldCoupon,
} from './discounts.ts';
export type {
  ComplianceGoods,
  Context,
  DraftLine,
  KindAdd,
  LineKind,
  LineState,
  LineWithGoods,
  OfferModifier,
  OrderExpansion,
  OrderOf,
  Reads,
  ReleasedLine,
} from './line-kind.ts';
export { quantityGoods } from './ordinary-line-kind.ts';
export type { PlaceSteps } from './place.ts';
export {
  presentActivities,
  presentCoupons,
  presentLines,
  presentSummary,
  presentVouchers,
} from './present.ts';
export type { PricedCart } from './price.ts';
export type { RefusalRule } from './refusal-rules.ts';
export { outOfStock, withOthers } from './refusal-step.ts';
export {
  type CheckoutRegistry,
  checkoutRegistry,
  type ShippingCredit,
  type SpecialPurchases,
} from './registry.ts';
export type { CheckoutService, KindedAdd } from './service.ts';

/**
 * The checkout funnel (step 1, step 2, create) over the registry of line
 * kinds that promotion modules fill at wiring; no routes of its own.
 */
export function checkoutModule(
  deps: Parameters<typeof checkoutService>[0],
): Module<CheckoutService> {
  return { service: checkoutService(deps) };
}
