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
  requiredText,
  text,
  whole,
} from './fields.ts';

// E-invoices (电子发票, /dzfp): a buyer asks for the invoice of a paid order,
// finance staff issue it (an invoice number and a PDF) or reject it with a
// reason. Paths and limits: docs/api-invoice.md.

/** 1: 增值税普通发票, 2: 增值税专用发票 (as the order's invoice_type ids). */
export const invoiceKinds = [
  { id: 1, kind: 'normal', name: '增值税普通发票' },
  { id: 2, kind: 'special', name: '增值税专用发票' },
] as const;

export const invoiceStatuses = ['pending', 'issued', 'rejected'] as const;
export const invoiceStatusTexts = {
  pending: '申请中',
  issued: '已开票',
  rejected: '已驳回',
} as const;

/** 纳税人识别号: the 18-character unified social credit code or an older 15/17/20-character number. */
export const taxNo = z
  .string({ message: '请输入纳税人识别号' })
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-Z]{15,20}$/, { message: '纳税人识别号为 15-20 位字母或数字' });

export const invoiceApplyBody = z
  .strictObject({
    order_id: id,
    type: whole(z.union([z.literal(1), z.literal(2)], { message: '发票类型须为 1 或 2' })),
    title: requiredText('发票抬头', 100),
    tax_no: taxNo,
    address: text('注册地址', 200).default(''),
    phone: text('注册电话', 30).default(''),
    bank: text('开户银行', 100).default(''),
    account: text('银行账号', 40).default(''),
  })
  .superRefine((b, ctx) => {
    if (b.type !== 2) return;
    const need = [
      ['address', '注册地址'],
      ['phone', '注册电话'],
      ['bank', '开户银行'],
      ['account', '银行账号'],
    ] as const;
    for (const [k, label] of need)
      if (b[k] === '')
        ctx.addIssue({ code: 'custom', path: [k], message: `专用发票请填写${label}` });
  });

const dateRange = {
  order_no: text('订单号', 40).default(''),
  start_date: calendarDate('开始日期').optional(),
  end_date: calendarDate('结束日期').optional(),
};

export const invoiceListQuery = z.strictObject({
  page: pageNo,
  ...dateRange,
  status: z.enum(invoiceStatuses, { message: '状态不正确' }).optional(),
});

export const invoiceItem = z.object({
  id: int,
  order_id: int,
  order_no: z.string(),
  type: int,
  type_text: z.string(),
  title: z.string(),
  tax_no: z.string(),
  address: z.string(),
  phone: z.string(),
  bank: z.string(),
  account: z.string(),
  amount: money,
  status: z.enum(invoiceStatuses),
  status_text: z.string(),
  reject_reason: z.string(),
  invoice_no: z.string().nullable(),
  /** Where the PDF is downloaded once issued. */
  pdf_url: z.string().nullable(),
  created_at: isoTime,
  decided_at: isoTime.nullable(),
});
export const invoicePage = page(invoiceItem);

/** What the order detail page needs: may this order get an invoice, and its request. */
export const orderInvoice = z.object({
  can_apply: z.union([z.literal(0), z.literal(1)]),
  /** Why not, when can_apply is 0 and there is no request. */
  reason: z.string(),
  invoice: invoiceItem.nullable(),
});

export const invoiceOrderParams = z.strictObject({ order_id: id });
export const invoiceParams = z.strictObject({ id });

// ---- console ----

export const adminInvoiceQuery = z.strictObject({
  page: pageNo,
  page_size: pageSize(100, 20),
  ...dateRange,
  status: z.enum(invoiceStatuses, { message: '状态不正确' }).optional(),
  company: text('买家', 60).default(''),
});

export const adminInvoiceItem = invoiceItem.extend({
  company_id: int,
  company_name: z.string(),
  username: z.string(),
});
export const adminInvoicePage = page(adminInvoiceItem);

export const invoiceRejectBody = z.strictObject({ reason: requiredText('驳回原因', 200) });

export type InvoiceItem = z.infer<typeof invoiceItem>;
export type InvoicePage = z.infer<typeof invoicePage>;
export type OrderInvoice = z.infer<typeof orderInvoice>;
export type InvoiceApplyBody = z.infer<typeof invoiceApplyBody>;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
export type AdminInvoiceItem = z.infer<typeof adminInvoiceItem>;
export type AdminInvoicePage = z.infer<typeof adminInvoicePage>;
