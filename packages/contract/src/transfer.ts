import { z } from 'zod';
import {
  calendarDate,
  id,
  int,
  isoTime,
  money,
  page,
  pageNo,
  pageSize,
  singleLine,
  text,
} from './fields.ts';

// 对公转账: the buyer's company pays an order from its bank account to the
// shop's, writes the transfer reference in the 附言, uploads the bank's
// receipt; finance confirms what arrived (or rejects the receipt).

/** The shop's receiving account, as the settings keep it. */
export const transferBank = z.object({ name: z.string(), bank: z.string(), account: z.string() });

/** POST /api/order/{id}/pay with method transfer. */
export const transferStart = z.object({
  reference: z.string(),
  bank: transferBank,
  expires_at: isoTime,
});

export const transferStates = ['waiting', 'rejected', 'partly', 'confirmed', 'closed'] as const;
export const TRANSFER_STATE_TEXT: Record<(typeof transferStates)[number], string> = {
  waiting: '待确认到账',
  rejected: '凭证被驳回',
  partly: '部分到账',
  confirmed: '已到账',
  closed: '已关闭',
};
export const receiptStates = ['pending', 'confirmed', 'rejected', 'replaced'] as const;
export const RECEIPT_STATE_TEXT: Record<(typeof receiptStates)[number], string> = {
  pending: '待财务确认',
  confirmed: '已确认',
  rejected: '已驳回',
  replaced: '已重新上传',
};

export const transferReceipt = z.object({
  id: int,
  state: z.enum(receiptStates),
  state_text: z.string(),
  uploaded_at: isoTime,
  /** What finance recorded as received from this receipt (0.00 until confirmed). */
  amount: money,
  reason: z.string(),
  file_type: z.string(),
});

/** GET /api/order/{id}/transfer: the order's transfer as the buyer sees it. */
export const orderTransfer = z.object({
  reference: z.string(),
  bank: transferBank,
  amount: money,
  received: money,
  still_due: money,
  state: z.enum(transferStates),
  state_text: z.string(),
  /** The last rejection's reason, while the transfer is rejected. */
  reject_reason: z.string(),
  expires_at: isoTime,
  receipts: z.array(transferReceipt),
});

export const receiptParams = z.strictObject({ id, receipt: id });

// ---- console ----

export const transferListQuery = z.strictObject({
  page: pageNo,
  page_size: pageSize(100, 20),
  /** todo: a receipt waits for finance; all: every transfer. */
  view: z.enum(['todo', 'all'], { message: '筛选条件不正确' }).default('todo'),
  keyword: text('关键词', 50).optional(),
});

export const adminTransfer = z.object({
  id: int,
  kind: z.string(),
  kind_text: z.string(),
  target_id: int,
  target_no: z.string(),
  company_id: int,
  company_name: z.string(),
  reference: z.string(),
  amount: money,
  received: money,
  still_due: money,
  state: z.enum(transferStates),
  state_text: z.string(),
  created_at: isoTime,
  expires_at: isoTime,
  receipts: z.array(transferReceipt),
});
export const adminTransferPage = page(adminTransfer);

const yuanAmount = z
  .string({ message: '请输入到账金额' })
  .trim()
  .regex(/^\d{1,8}(\.\d{1,2})?$/, { message: '到账金额须为大于 0 的金额，最多两位小数' })
  .refine((s) => Number(s) > 0 && Number(s) <= 10_000_000, {
    message: '到账金额须大于 0 且不超过 10000000 元',
  });

export const transferConfirmBody = z.strictObject({
  receipt_id: id,
  amount: yuanAmount,
  payer_name: singleLine('付款户名', 100),
  /** Required when the payer's name differs from the company's registered name. */
  reason: text('户名不一致的原因', 200).optional(),
});

export const transferRejectBody = z.strictObject({
  receipt_id: id,
  reason: singleLine('驳回原因', 200),
});

export const transferDailyQuery = z.strictObject({
  from: calendarDate('开始日期'),
  to: calendarDate('结束日期'),
});

/** One confirmed receipt, in the daily statement of received transfers. */
export const transferDailyRow = z.object({
  date: z.string(),
  confirmed_at: isoTime,
  company_name: z.string(),
  payer_name: z.string(),
  reference: z.string(),
  target_no: z.string(),
  amount: money,
  staff: z.string(),
  reason: z.string(),
});
export const transferDaily = z.object({
  rows: z.array(transferDailyRow),
  days: z.array(z.object({ date: z.string(), count: int, amount: money })),
  total: money,
});

export const transferSettings = z.object({
  name: z.string(),
  bank: z.string(),
  account: z.string(),
  window_hours: int,
});
export const transferSettingsBody = z.strictObject({
  name: singleLine('收款户名', 100),
  bank: singleLine('开户行', 100),
  account: z
    .string({ message: '请输入收款账号' })
    .trim()
    .regex(/^[0-9 ]{8,40}$/, { message: '收款账号须为 8 到 40 位数字' }),
  window_hours: z
    .number({ message: '转账保留时长须为整数' })
    .int({ message: '转账保留时长须为整数' })
    .min(1, { message: '转账保留时长至少 1 小时' })
    .max(720, { message: '转账保留时长最多 720 小时' }),
});

export type TransferStart = z.infer<typeof transferStart>;
export type OrderTransfer = z.infer<typeof orderTransfer>;
export type TransferReceipt = z.infer<typeof transferReceipt>;
export type AdminTransfer = z.infer<typeof adminTransfer>;
export type AdminTransferPage = z.infer<typeof adminTransferPage>;
export type TransferConfirmBody = z.infer<typeof transferConfirmBody>;
export type TransferDaily = z.infer<typeof transferDaily>;
export type TransferSettings = z.infer<typeof transferSettings>;
export type TransferSettingsBody = z.infer<typeof transferSettingsBody>;
export type TransferState = (typeof transferStates)[number];
