import { z } from 'zod';
import { calendarDate, pageNo, pageSize, requiredText, whole } from '../fields.ts';

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
export type SalesRow = {
  key: string;
  name: string;
  orders: number;
  quantity: number;
  amount: string;
};
export type SalesTotals = { orders: number; quantity: number; amount: string };
export type SalesReport = {
  by: SalesGrouping;
  from: string;
  to: string;
  data: SalesRow[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
  totals: SalesTotals;
};

/** GET /admin-api/dashboard: each part only for a role that may see it (absent otherwise). */
export type Dashboard = {
  today: string;
  sales?: {
    today: { amount: string; orders: number };
    month: { amount: string; orders: number };
    /** The last 30 days, oldest first, every day present. */
    daily: { date: string; amount: string; orders: number }[];
  };
  orders?: {
    by_status: Record<'unpaid' | 'paid' | 'shipped' | 'completed' | 'cancelled', number>;
    today: number;
  };
  buyers?: { new_today: number; new_month: number; pending_review: number };
  stock?: {
    threshold: number;
    low_count: number;
    low: { id: number; name: string; ypgg: string; number: number; zbz: number }[];
  };
};
