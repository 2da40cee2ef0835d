import { z } from 'zod';
import { id, int, isoTime, money, page, pageNo, requiredText, whole } from './fields.ts';
import { idempotencyKey } from './order.ts';

// 药品退换: a buyer's returns and refunds of order lines (docs/api-cart-order.md,
// docs/decisions/2026-11-23-after-sales.md).

export const afterSaleKinds = ['refund', 'return'] as const;
export type AfterSaleKind = (typeof afterSaleKinds)[number];
export const afterSaleStatuses = [
  'pending',
  'approved',
  'returning',
  'received',
  'refunded',
  'declined',
  'cancelled',
] as const;
export type AfterSaleStatus = (typeof afterSaleStatuses)[number];

export const MAX_AFTER_SALE_PHOTOS = 5;

/** A photo the buyer uploaded first (POST /api/upload/after-sale-photo). */
const photoUrl = z
  .string({ message: '图片地址格式不正确' })
  .regex(/^\/uploads\/after-sales\/[a-f0-9]{32}\.jpg$/, { message: '图片地址不正确，请重新上传' });

const quantity = whole(
  z
    .number({ message: '退换数量须为整数' })
    .int({ message: '退换数量须为整数' })
    .min(1, { message: '退换数量至少为 1' })
    .max(1_000_000, { message: '退换数量超过购买数量' }),
);

export const afterSaleBody = z.strictObject({
  kind: z.enum(afterSaleKinds, { message: '售后类型须为 refund（仅退款）或 return（退货退款）' }),
  reason: requiredText('售后原因', 500),
  lines: z
    .array(z.strictObject({ id, number: quantity }), { message: '请选择售后商品' })
    .min(1, { message: '请选择售后商品' })
    .max(200, { message: '售后商品一次最多 200 种' })
    .refine((ls) => new Set(ls.map((l) => l.id)).size === ls.length, {
      message: '同一商品只能选择一次',
    }),
  photos: z
    .array(photoUrl, { message: '图片格式不正确' })
    .max(MAX_AFTER_SALE_PHOTOS, { message: `图片最多 ${MAX_AFTER_SALE_PHOTOS} 张` })
    .default([]),
  key: idempotencyKey,
});

export const returnShipmentBody = z.strictObject({
  carrier: requiredText('快递公司', 30),
  tracking_no: z
    .string({ message: '请输入快递单号' })
    .trim()
    .regex(/^[A-Za-z0-9-]{6,40}$/, { message: '快递单号为 6-40 位字母、数字或短横线' }),
});

export const afterSaleListQuery = z.strictObject({ page: pageNo });

// ---- responses ----

export const afterSaleStep = z.object({
  key: z.string(),
  title: z.string(),
  /** null: not reached (yet). */
  time: isoTime.nullable(),
});

export const afterSale = z.object({
  id: int,
  order_id: int,
  order_no: z.string(),
  kind: z.enum(afterSaleKinds),
  kind_text: z.string(),
  status: z.enum(afterSaleStatuses),
  status_text: z.string(),
  reason: z.string(),
  photos: z.array(z.string()),
  review_note: z.string(),
  return_carrier: z.string(),
  return_tracking_no: z.string(),
  amount: money,
  refunded_amount: money,
  refund_method: z.string(),
  refund_method_text: z.string(),
  /**
   * Where to send the goods: only while an approved return waits for them
   * (status approved, kind return), and only once the shop has set its
   * return address (站点设置); null otherwise.
   */
  return_address: z
    .object({ receiver: z.string(), phone: z.string(), address: z.string() })
    .nullable(),
  lines: z.array(
    z.object({
      order_line_id: int,
      goods_id: int,
      name: z.string(),
      ypgg: z.string(),
      bzdw: z.string(),
      number: int,
      amount: money,
    }),
  ),
  /** Every step in order, with its time once reached; a declined or cancelled request ends there. */
  steps: z.array(afterSaleStep),
  created_at: isoTime,
});

/** An order line as the after-sales form needs it. */
export const afterSaleOrderLine = z.object({
  id: int,
  goods_id: int,
  name: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
  number: int,
  /** What is left to ask back (bought minus open or finished requests). */
  claimable: int,
  /** The line's share of what was paid (discounts split by line, shipping not refunded). */
  paid_share: money,
  refunded: money,
  shipped: z.boolean(),
});

export const orderAfterSales = z.object({
  /** Whether the order may get a new request (paid, shipped or completed). */
  can_apply: z.boolean(),
  lines: z.array(afterSaleOrderLine),
  requests: z.array(afterSale),
});

export const afterSalePage = page(afterSale);

export const uploadedPhoto = z.object({ url: z.string() });

export type AfterSale = z.infer<typeof afterSale>;
export type AfterSaleStep = z.infer<typeof afterSaleStep>;
export type OrderAfterSales = z.infer<typeof orderAfterSales>;
export type AfterSaleOrderLine = z.infer<typeof afterSaleOrderLine>;
export type AfterSaleBody = z.input<typeof afterSaleBody>;
