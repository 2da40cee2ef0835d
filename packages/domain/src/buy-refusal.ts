import type { QuantityProblem } from './quantity.ts';
import type { BusinessScope, DrugClass } from './scope-classes.ts';

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
  /** The goods' drug class is not among the classes the company's licence allows (drug-class.ts). */
  | ({ reason: 'drug_class'; drugClass: DrugClass; licensed: DrugClass[] } & GoodsRef)
  /** 含特殊药品复方制剂: more units in one order than the goods allows a company (special-compound.ts). */
  | ({ reason: 'special_order_limit'; limit: number } & GoodsRef)
  /** 含特殊药品复方制剂: the month's orders not cancelled and this one pass the goods' monthly limit. */
  | ({ reason: 'special_month_limit'; limit: number; bought: number } & GoodsRef)
  /** 含特殊药品复方制剂: no approved, unexpired 采购委托书 naming the purchaser. */
  | ({ reason: 'special_authorisation' } & GoodsRef)
  /** 含特殊药品复方制剂 ship only to the company's registered address. */
  | ({ reason: 'special_address' } & GoodsRef)
  /** 含特殊药品复方制剂 inside a package: its units would escape the limits and the own-funds rule. */
  | ({ reason: 'special_in_package' } & GoodsRef)
  /** The cart lines are gone: ordered by another request, or deleted. */
  | { reason: 'lines_gone' };
