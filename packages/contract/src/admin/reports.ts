import { z } from 'zod';
import {
  calendarDate,
  int,
  money,
  page,
  pageNo,
  pageSize,
  requiredText,
  whole,
} from '../fields.ts';

// The console's figures (docs/api-admin.md, 数据看板 and 统计报表) and the
// warehouse's relative stock change. Strict: an unknown field is a 422 naming it.

export const salesGroupings = ['day', 'goods', 'category', 'buyer'] as const;
export type SalesGrouping = (typeof salesGroupings)[number];

/** The longest range a report reads: a year and a leap day. */
export const MAX_REPORT_DAYS = 366;

const dayNumber = (s: string) => Date.parse(`${s}T00:00:00Z`) / 86_400_000;

const rangeFields = {
  by: z
    .enum(salesGroupings, { message: '统计维度须为 day、goods、category 或 buyer' })
    .default('day'),
  /** Both ends included, China's calendar days; absent: the last 30 days. */
  from: calendarDate('开始日期').optional(),
  to: calendarDate('结束日期').optional(),
};

type Range = { from?: string | undefined; to?: string | undefined };
const checkRange = <T extends z.ZodType<Range>>(schema: T) =>
  schema
    .refine((q) => !q.from || !q.to || q.from <= q.to, {
      message: '开始日期不能晚于结束日期',
      path: ['from'],
    })
    .refine((q) => !q.from || !q.to || dayNumber(q.to) - dayNumber(q.from) + 1 <= MAX_REPORT_DAYS, {
      message: `统计区间不能超过 ${MAX_REPORT_DAYS} 天`,
      path: ['to'],
    });

export const salesReportQuery = checkRange(
  z.strictObject({ ...rangeFields, page: pageNo, page_size: pageSize(500, 20) }),
);

export const salesExportQuery = checkRange(z.strictObject(rangeFields));

/**
 * GET /admin-api/reports/sales-record: the 销售记录 (xlsx) of a period, both
 * days required and included, at most MAX_REPORT_DAYS.
 */
export const salesRecordQuery = checkRange(
  z.strictObject({ from: calendarDate('开始日期'), to: calendarDate('结束日期') }),
);
export type SalesRecordQuery = z.input<typeof salesRecordQuery>;

/** POST /admin-api/goods/{id}/stock: received (+) or counted short (−), never to below zero. */
export const stockChangeBody = z.strictObject({
  change: whole(
    z
      .number({ message: '变动数量须为整数' })
      .int({ message: '变动数量须为整数' })
      .min(-100_000_000, { message: '变动数量过大' })
      .max(100_000_000, { message: '变动数量过大' })
      .refine((n) => n !== 0, { message: '变动数量不能为 0' }),
  ),
  reason: requiredText('库存变动原因', 200),
});

export type SalesReportQuery = z.input<typeof salesReportQuery>;
export type StockChangeBody = z.input<typeof stockChangeBody>;

/** One row of a sales report: a day, a goods, a category or a buyer. */
export const salesRow = z.object({
  key: z.string(),
  name: z.string(),
  orders: int,
  quantity: int,
  amount: money,
});
export const salesTotals = z.object({ orders: int, quantity: int, amount: money });
export const salesReport = page(salesRow).extend({
  by: z.enum(salesGroupings),
  from: z.string(),
  to: z.string(),
  totals: salesTotals,
});

const figure = z.object({ amount: money, orders: int });

/** GET /admin-api/dashboard: each part only for a role that may see it (absent otherwise). */
export const dashboard = z.object({
  /** The shop's day (Beijing, YYYY-MM-DD) the figures are of: the console's 今天. */
  today: z.string(),
  sales: z
    .object({
      today: figure,
      month: figure,
      /** The last 30 days, oldest first, every day present. */
      daily: z.array(figure.extend({ date: z.string() })),
    })
    .optional(),
  orders: z
    .object({
      /** Every order of the shop (cart, group-buy, ...) by status; grouping is 待成团. */
      by_status: z.object({
        unpaid: int,
        grouping: int,
        paid: int,
        shipped: int,
        completed: int,
        cancelled: int,
      }),
      /** Orders placed today (the shop's day). */
      today: int,
      /** Points orders (积分订单): waiting to ship (paid), and placed today. */
      points: z.object({ paid: int, today: int }),
    })
    .optional(),
  buyers: z.object({ new_today: int, new_month: int, pending_review: int }).optional(),
  stock: z
    .object({
      threshold: int,
      low_count: int,
      low: z.array(
        z.object({ id: int, name: z.string(), ypgg: z.string(), number: int, zbz: int }),
      ),
    })
    .optional(),
  /** 对公转账 receipts finance has not decided on (the `transfers` permission). */
  transfers: z.object({ waiting: int, owed: money }).optional(),
  /** 账期: what companies owe on credit, and what of it is overdue (the `credit` permission). */
  credit: z.object({ used: money, overdue: money, overdue_companies: int }).optional(),
});

export type SalesRow = z.infer<typeof salesRow>;
export type SalesTotals = z.infer<typeof salesTotals>;
export type SalesReport = z.infer<typeof salesReport>;
export type Dashboard = z.infer<typeof dashboard>;
