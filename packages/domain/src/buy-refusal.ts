import type { BusinessScope } from './business-scope.ts';
import type { QuantityProblem } from './quantity.ts';

// Why a line may not be bought, typed; it becomes Chinese text only where it is shown.
// Apart from buy-rules.ts so the rules' inputs (business-scope.ts) can name it without a circle.

export type GoodsRef = { goodsId: number; name: string; unit: string };

export type BuyRefusal =
  /** Credentials not approved: the company may look but not buy. */
  | { reason: 'credentials'; review: string }
  /** Staff froze the company: it may look, but not buy or pay. */
  | { reason: 'frozen' }
  /** The user's role does not allow this (a sub-account without the permission). */
  | { reason: 'permission'; permission: string }
  | ({ reason: 'quantity'; problem: QuantityProblem } & GoodsRef)
  /** xg_number counts the goods' activity and original-price lines together. */
  | ({ reason: 'purchase_limit'; limit: number } & GoodsRef)
  /** The activity's per-buyer limit, counting what the company already bought in it. */
  | ({ reason: 'activity_limit'; limit: number; bought: number } & GoodsRef)
  /** is_yj asked for goods in no running activity. */
  | ({ reason: 'no_activity' } & GoodsRef)
  /** Stock went while the order was being placed. */
  | ({ reason: 'out_of_stock'; available: number } & GoodsRef)
  | { reason: 'coupon_unusable'; couponId: number }
  | { reason: 'voucher_unusable'; voucherId: number }
  | { reason: 'order_too_large' }
  /** The goods' class is not in the company's 经营范围 (business-scope.ts). */
  | ({ reason: 'out_of_scope'; scope: BusinessScope } & GoodsRef)
  /** The cart lines are gone: ordered by another request, or deleted. */
  | { reason: 'lines_gone' };
