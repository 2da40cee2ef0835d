import { z } from 'zod';
import { int, isoTime, money, requiredText } from './fields.ts';

// Purchase approvals (待审批): a sub-account's order above its per-order or
// monthly limit waits for a main account of its store (docs/api-approvals.md).

/** An order waiting for the caller's approval, in any store the login holds. */
export const approvalItem = z.object({
  id: int,
  order_no: z.string(),
  company_id: int,
  /** The store the order is for. */
  company_name: z.string(),
  /** The sub-account that placed it. */
  username: z.string(),
  pay_amount: money,
  /** Why it waits: the limit it went over. */
  reason: z.string(),
  /** Lines, and the first goods' name (the list's summary). */
  line_count: int,
  first_goods: z.string(),
  created_at: isoTime,
  /** When it is cancelled unless approved and paid (its stock is held till then). */
  expires_at: isoTime,
});
export type ApprovalItem = z.infer<typeof approvalItem>;
export const approvalList = z.array(approvalItem);

export const rejectOrderBody = z.strictObject({
  reason: requiredText('驳回原因', 200),
});
