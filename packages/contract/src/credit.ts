import { z } from 'zod';
import { calendarDate, id, int, isoTime, money, requiredText, whole } from './fields.ts';
import { payPasswordField } from './payment.ts';

// 账期 (credit terms) and 对账单 (statements): the buyer's side and the
// console's. Money is yuan with two decimals; dates are Beijing calendar days.

export const creditTerms = ['monthly', 'after_ship'] as const;
export const CREDIT_TERMS_TEXT: Record<(typeof creditTerms)[number], string> = {
  monthly: '月结',
  after_ship: '发货后付款',
};

/** A company without a line: limit 0, terms '', has_line 0. */
export const userCredit = z.object({
  has_line: z.union([z.literal(0), z.literal(1)]),
  limit: money,
  used: money,
  available: money,
  terms: z.string(),
  terms_text: z.string(),
  statement_day: int,
  pay_days: int,
  next_statement_date: z.string(),
  overdue_amount: money,
  blocked: z.union([z.literal(0), z.literal(1)]),
  blocked_reason: z.string(),
});

export const statementStatuses = ['open', 'confirmed', 'disputed'] as const;
export const STATEMENT_STATUS_TEXT: Record<(typeof statementStatuses)[number], string> = {
  open: '待确认',
  confirmed: '已确认',
  disputed: '有异议',
};

export const statementItem = z.object({
  id: int,
  statement_no: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  due_date: z.string(),
  opening: money,
  charges: money,
  refunds: money,
  repaid: money,
  closing: money,
  outstanding: money,
  status: z.enum(statementStatuses),
  status_text: z.string(),
  closed_at: isoTime,
});

/** kind: charge (挂账订单), refund (退款冲减), repay (还款). */
export const statementLine = z.object({
  id: int,
  kind: z.enum(['charge', 'refund', 'repay']),
  kind_text: z.string(),
  amount: money,
  order_id: int.nullable(),
  order_no: z.string(),
  remark: z.string(),
  created_at: isoTime,
  dispute_note: z.string(),
  dispute_answer: z.string(),
  disputed: z.union([z.literal(0), z.literal(1)]),
  resolved: z.union([z.literal(0), z.literal(1)]),
});

export const statementDetail = statementItem.extend({
  company_name: z.string(),
  lines: z.array(statementLine),
});

export const statementList = z.object({ data: z.array(statementItem) });

export const statementParams = z.strictObject({ id });

export const statementDisputeBody = z.strictObject({
  line_id: id,
  note: requiredText('异议说明', 500),
});

/** Yuan (a string, or a number in a JSON body), > 0, two decimals at most. */
export const positiveYuan = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
    z
      .string({ message: `请输入${label}` })
      .trim()
      .regex(/^\d{1,9}(\.\d{1,2})?$/, { message: `${label}须为金额，最多两位小数` })
      .refine((s) => Number(s) > 0, { message: `${label}须大于 0` }),
  );

/** 余额还款 takes money from the balance: the 支付密码 when the company turned it on. */
export const statementRepayBody = z.strictObject({
  amount: positiveYuan('还款金额'),
  pay_password: payPasswordField.optional(),
});

// ---- console ----

const smallWhole = (label: string, min: number, max: number) =>
  whole(
    z
      .number({ message: `${label}须为整数` })
      .int({ message: `${label}须为整数` })
      .min(min, { message: `${label}须在 ${min} 到 ${max} 之间` })
      .max(max, { message: `${label}须在 ${min} 到 ${max} 之间` }),
  );

export const creditLineBody = z.strictObject({
  limit: z
    .string({ message: '请输入额度' })
    .trim()
    .regex(/^\d{1,8}(\.\d{1,2})?$/, { message: '额度须为不小于 0 的金额，最多两位小数' })
    .refine((s) => Number(s) <= 20_000_000, { message: '额度最多 20000000.00 元' }),
  terms: z.enum(creditTerms, { message: '请选择账期方式' }),
  statement_day: smallWhole('对账日', 1, 28),
  pay_days: smallWhole('付款天数', 0, 180),
  start_date: calendarDate('开始日期'),
});

export const creditCompanyParams = z.strictObject({ company_id: id });

export const adminCreditLine = z.object({
  company_id: int,
  company_name: z.string(),
  limit: money,
  used: money,
  available: money,
  terms: z.string(),
  terms_text: z.string(),
  statement_day: int,
  pay_days: int,
  start_date: z.string(),
  overdue_amount: money,
  blocked: z.union([z.literal(0), z.literal(1)]),
  updated_at: isoTime,
});
export const adminCreditLines = z.object({ data: z.array(adminCreditLine) });

export const adminDispute = statementLine.extend({
  statement_id: int,
  statement_no: z.string(),
  company_id: int,
  company_name: z.string(),
  disputed_at: isoTime,
});
export const adminDisputes = z.object({ data: z.array(adminDispute) });
export const disputeParams = z.strictObject({ id });
export const disputeResolveBody = z.strictObject({ answer: requiredText('处理说明', 500) });

export const receivableRow = z.object({
  company_id: int,
  company_name: z.string(),
  used: money,
  not_due: money,
  d1_30: money,
  d31_60: money,
  d61_90: money,
  d90_plus: money,
  overdue: money,
});
export const receivables = z.object({ data: z.array(receivableRow), total: receivableRow });

export const adminStatementList = z.object({
  data: z.array(statementItem.extend({ company_id: int, company_name: z.string() })),
});

export type UserCredit = z.infer<typeof userCredit>;
export type StatementItem = z.infer<typeof statementItem>;
export type StatementLine = z.infer<typeof statementLine>;
export type StatementDetail = z.infer<typeof statementDetail>;
export type AdminCreditLine = z.infer<typeof adminCreditLine>;
export type AdminDispute = z.infer<typeof adminDispute>;
export type ReceivableRow = z.infer<typeof receivableRow>;
export type CreditLineBody = z.infer<typeof creditLineBody>;
