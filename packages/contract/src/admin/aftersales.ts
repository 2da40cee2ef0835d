import { z } from 'zod';
import { afterSale } from '../aftersales.ts';
import { int, money, page, pageNo, pageSize, requiredText, text } from '../fields.ts';
import { ROLES, STAFF_PERMISSIONS, type StaffPermission } from './roles.ts';

// The console's after-sales desk (docs/api-admin.md, 售后).

/**
 * The console's tabs: 待审核, 待退货 (a return approved, not yet sent back),
 * 待收货, 待退款 (a refund approved, or a return received), 已退款, 已拒绝, 已取消.
 */
export const afterSaleStages = [
  'pending',
  'to_return',
  'returning',
  'to_refund',
  'refunded',
  'declined',
  'cancelled',
] as const;
export type AfterSaleStage = (typeof afterSaleStages)[number];

export const adminAfterSalesQuery = z.strictObject({
  page: pageNo,
  page_size: pageSize(100, 20),
  status: z.enum(afterSaleStages, { message: '售后状态不正确' }).optional(),
  keywords: text('搜索关键词', 50).default(''),
});

/** An empty POST approves without a note. */
export const approveBody = z.preprocess(
  (v) => v ?? {},
  z.strictObject({ note: text('审核备注', 200).default('') }),
);
export const declineBody = z.strictObject({ note: requiredText('拒绝原因', 200) });

/**
 * The permission each staff step of a request needs: the server checks it on
 * the step's route, the console shows the step's button only to those who
 * have it, and the request names the roles that act next (next_text).
 */
export const AFTER_SALE_STEP_PERMISSION = {
  approve: 'aftersales.review',
  decline: 'aftersales.review',
  receive: 'returns.receive',
  refund: 'refunds',
} as const satisfies Record<string, StaffPermission>;

/** The console's roles (not 超级管理员, who may do everything) that hold a permission, by name. */
export const roleNamesWith = (p: StaffPermission) =>
  Object.entries(ROLES)
    .filter(([key, r]) => key !== 'super' && (r.permissions as readonly string[]).includes(p))
    .map(([, r]) => r.name)
    .join('、');

export const adminAfterSale = afterSale.extend({
  company_id: int,
  company_name: z.string(),
  order_status: z.string(),
  order_pay_amount: money,
  /** Who acts next and what they do, e.g. 下一步：客服审核; '' once the request has ended. */
  next_text: z.string(),
  /** The permission the next step needs; null when the buyer acts next or nothing is left. */
  next_permission: z.enum(STAFF_PERMISSIONS).nullable(),
});

export const adminAfterSalePage = page(adminAfterSale).extend({
  counts: z.record(z.enum(afterSaleStages), int),
});

export type AdminAfterSale = z.infer<typeof adminAfterSale>;
export type AdminAfterSalePage = z.infer<typeof adminAfterSalePage>;
