import { linePromoKinds } from '@shop/domain';
import { z } from 'zod';
import { address } from './address.ts';
import { cartCoupon, cartLine, cartManjian, cartSummary, skippedLines } from './cart.ts';
import { flag01, id, idList, int, isoTime, money, page, pageNo, text, whole } from './fields.ts';

// Checkout steps 2-4 and the order centre. The paths are ours (the spec does
// not show them); docs/api-cart-order.md lists them.

const couponId = whole(
  z
    .number({ message: '优惠券格式不正确' })
    .int({ message: '优惠券格式不正确' })
    .min(0, { message: '优惠券格式不正确' })
    .max(2_147_483_647, { message: '优惠券格式不正确' }),
);

const addressId = whole(
  z
    .number({ message: '请选择收货地址' })
    .int({ message: '请选择收货地址' })
    .positive({ message: '请选择收货地址' })
    .max(2_147_483_647, { message: '收货地址不存在' }),
);

/** A retried request carries the same key and gets the first result. */
export const idempotencyKey = z
  .string({ message: '请求标识缺失，请刷新页面重试' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { message: '请求标识格式不正确，请刷新页面重试' });

export const invoiceTypes = [
  { id: 0, name: '不开发票' },
  { id: 1, name: '增值税普通发票' },
  { id: 2, name: '增值税专用发票' },
] as const;

/** Step 2: the order these lines would make, for the address and coupon chosen. */
export const checkOrderBody = z.strictObject({
  ids: idList('商品', 200),
  address_id: addressId.optional(),
  // Left out: the best usable coupon; 0: none.
  coupon_id: couponId.optional(),
  // A cash voucher is applied only when chosen; left out or 0: none.
  voucher_id: couponId.optional(),
});

export const createOrderBody = z.strictObject({
  ids: idList('商品', 200),
  address_id: addressId,
  coupon_id: couponId.optional(),
  voucher_id: couponId.optional(),
  invoice_type: whole(
    z
      .number({ message: '发票类型不正确' })
      .int({ message: '发票类型不正确' })
      .min(0, { message: '发票类型不正确' })
      .max(2, { message: '发票类型不正确' })
      .default(0),
  ),
  remark: text('订单备注', 200).default(''),
  key: idempotencyKey,
});

/**
 * What a paid order's pay_method (the channel that took the money) is called
 * on every page. The only online channel today is the sandbox cashier, and
 * it says so: a buyer or an auditor must not take it for a real one.
 */
export const PAY_METHOD_TEXT: Readonly<Record<string, string>> = {
  balance: '余额支付',
  sandbox: '在线支付（沙箱）',
  credit: '挂账（账期）',
  transfer: '对公转账',
};

/**
 * How refunded money went back, by the refund's method: the balance, or the
 * channel that took it (原路退回). Said the same on an order and on an
 * after-sales request.
 */
export function refundMethodText(method: string): string {
  // A bank transfer's money goes back to the balance too (payment/refunds.ts).
  if (method === 'balance' || method === 'transfer') return '退回余额';
  if (method === 'sandbox') return '原路退回在线支付';
  if (method === 'credit') return '冲减账期欠款';
  return '原路退回';
}

/**
 * grouping: a paid group-buy (拼团) order waiting for its group to fill (待成团).
 * awaiting_approval: a sub-account's order above its limits, waiting for the
 * store's main account (待审批); not payable until approved.
 */
export const orderStatuses = [
  'awaiting_approval',
  'unpaid',
  'paid',
  'shipped',
  'completed',
  'cancelled',
  'grouping',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderListQuery = z.strictObject({
  status: z.enum(['all', ...orderStatuses], { message: '订单状态不正确' }).default('all'),
  keywords: text('搜索关键词', 50).default(''),
  page: pageNo,
});

export const orderParams = z.strictObject({ id });

// ---- responses ----

export const orderCheck = z.object({
  lines: z.array(cartLine),
  addresses: z.array(address),
  /** The address the order would go to: the one asked for, else the default (0: none yet). */
  address_id: int,
  coupons: z.array(cartCoupon),
  /** The cash vouchers held (现金券), each usable while anything is left to pay. */
  vouchers: z.array(cartCoupon),
  manjians: z.array(cartManjian),
  summary: cartSummary,
  invoice_types: z.array(z.object({ id: int, name: z.string() })),
});

export const createdOrder = z.object({ id: int, order_no: z.string(), pay_amount: money });

/** A lot an order line received (FEFO at placing): 批号, dates, units. */
export const orderLineLot = z.object({
  lot_no: z.string(),
  production_date: z.string(),
  expiry_date: z.string(),
  quantity: int,
});

export const orderLine = z.object({
  goods_id: int,
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
  logo: z.string(),
  number: int,
  price: money,
  amount: money,
  /** Units refunded before the line shipped: never sent (the parcel carries the rest), back in stock. */
  unshipped_refund: int,
  /** The flash goods a 秒杀 line was bought as (0 otherwise). */
  miaosha_goods_id: int.optional(),
  /** The cart line type it was bought as: 0, 1 秒杀, 3 组合, 4 新人特价, 5 换购. */
  type: int.optional(),
  /**
   * The promotion that priced the line, recorded when the order was placed
   * (null: the plain price). `tag` and `title` are the words step 2 shows; a
   * package line names its package as it was then.
   */
  promo: z
    .object({
      kind: z.enum(linePromoKinds),
      tag: z.string(),
      title: z.string(),
      combination_id: int.optional(),
      combination_name: z.string().optional(),
    })
    .nullable(),
  /** On an order's detail: the lots the line received (empty for an order from before lots). */
  lots: z.array(orderLineLot).optional(),
});

export const orderEvent = z.object({ time: isoTime, text: z.string() });

/** Money sent back for an order one way: `method` balance or the channel's name (refundMethodText). */
export const orderRefund = z.object({ method: z.string(), method_text: z.string(), amount: money });

export const order = z.object({
  id: int,
  order_no: z.string(),
  status: z.enum(orderStatuses),
  status_text: z.string(),
  goods_amount: money,
  manjian_reduce: money,
  coupon_reduce: money,
  voucher_reduce: money,
  shipping_fee: money,
  pay_amount: money,
  paid_amount: money,
  pay_method: z.string(),
  pay_method_text: z.string(),
  /** 1: holds 含特殊药品复方制剂, paid only from the company's balance (online payment is refused). */
  own_funds_only: flag01,
  invoice_type: int,
  invoice_text: z.string(),
  remark: z.string(),
  /** Who placed it: the username of the main account or sub-account (empty where not read). */
  user_name: z.string(),
  address: z.object({
    name: z.string(),
    phone: z.string(),
    region: z.string(),
    detail: z.string(),
  }),
  created_at: isoTime,
  paid_at: isoTime.nullable(),
  expires_at: isoTime.nullable(),
  cancelled_at: isoTime.nullable(),
  cancel_reason: z.string(),
  number_total: int,
  lines: z.array(orderLine),
  logistics: z
    .object({ company: z.string(), tracking_no: z.string(), traces: z.array(orderEvent) })
    .nullable(),
  /** Parcels in the order they left, each with the goods it holds. */
  shipments: z.array(
    z.object({
      /** The parcel's id: its 随货同行单 is /api/order/{id}/shipments/{sid}/delivery-note. */
      id: int,
      carrier: z.string(),
      tracking_no: z.string(),
      shipped_at: isoTime,
      goods: z.array(z.object({ goods_id: int, name: z.string(), number: int })),
    }),
  ),
  events: z.array(orderEvent),
  /**
   * Detail answers only (absent in lists): what has been refunded so far,
   * every completed after-sales refund and every payment given back whole
   * (a cancelled paid order), '0.00' when nothing; `refunds` splits it by
   * the way the money went back.
   */
  refunded_amount: money.optional(),
  refunds: z.array(orderRefund).optional(),
});

export const orderPage = page(order).extend({
  counts: z.object({
    awaiting_approval: int,
    unpaid: int,
    paid: int,
    shipped: int,
    completed: int,
    cancelled: int,
    grouping: int,
  }),
});

export const buyAgainResult = z.object({ total: int, added: int, skipped: skippedLines });

export type OrderCheck = z.infer<typeof orderCheck>;
export type CreatedOrder = z.infer<typeof createdOrder>;
export type Order = z.infer<typeof order>;
export type OrderLine = z.infer<typeof orderLine>;
export type OrderLineLot = z.infer<typeof orderLineLot>;
export type OrderLinePromo = NonNullable<OrderLine['promo']>;
export type OrderPage = z.infer<typeof orderPage>;
export type BuyAgainResult = z.infer<typeof buyAgainResult>;
export type InvoiceType = (typeof invoiceTypes)[number]['id'];
export type OrderCounts = OrderPage['counts'];
export type OrderEvent = z.infer<typeof orderEvent>;
export type OrderRefund = z.infer<typeof orderRefund>;
