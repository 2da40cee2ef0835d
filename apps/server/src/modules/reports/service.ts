import {
  type Dashboard,
  MAX_REPORT_DAYS,
  type SalesGrouping,
  type StaffPermission,
} from '@shop/contract';
import { addDays, formatYuan, shopDay } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../http/errors.ts';
import type { Staff } from '../../http/staff-session.ts';
import { daySpan, daysBetween } from './period.ts';
import { type Grouped, reportsRepo, type Totals } from './repo.ts';
import { salesRecordStream } from './sales-record.ts';

/** Goods below this stock count as short (the stock page's default filter too). */
export const LOW_STOCK = 100;
const LOW_LIST = 10;
const SERIES_DAYS = 30;

const ORDER_STATUSES = ['unpaid', 'grouping', 'paid', 'shipped', 'completed', 'cancelled'] as const;

const mayAny = (staff: Staff, ...perms: StaffPermission[]) =>
  perms.some((p) => staff.permissions.has(p));

const present = (r: Grouped) => ({
  key: r.key,
  name: r.name,
  orders: r.orders,
  quantity: r.quantity,
  amount: formatYuan(r.amountFen),
});

const presentTotals = (t: Totals) => ({
  orders: t.orders,
  quantity: t.quantity,
  amount: formatYuan(t.amountFen),
});

export type SalesRange = { by: SalesGrouping; from?: string | undefined; to?: string | undefined };

/** What finance owns, read by the modules that own it (wired in composition). */
export type FinanceFigures = {
  /** 对公转账 waiting for finance: how many, and what they still owe. */
  transfers: () => Promise<{ count: number; owedFen: number }>;
  /** 应收账龄's totals and rows (yuan strings). */
  credit: () => Promise<{ data: { overdue: string }[]; total: { used: string; overdue: string } }>;
};

export function reportsService(deps: { db: Db; finance: FinanceFigures; now?: () => Date }) {
  const repo = reportsRepo(deps.db);
  const now = deps.now ?? (() => new Date());

  /** The asked range, or the last 30 days up to today. */
  function range(q: SalesRange) {
    const to = q.to ?? (q.from && q.from > shopDay(now()) ? q.from : shopDay(now()));
    const from = q.from ?? addDays(to, -(SERIES_DAYS - 1));
    // The schema checks a range given whole; this catches a far `from` alone.
    if (daysBetween(from, to).length > MAX_REPORT_DAYS)
      throw fieldError('to', `统计区间不能超过 ${MAX_REPORT_DAYS} 天`);
    return { from, to };
  }

  /** Every day of the range, days without a sale as zero. */
  async function byDay(from: string, to: string) {
    const sold = new Map((await repo.sales('day', daySpan(from, to))).map((r) => [r.key, r]));
    return daysBetween(from, to).map(
      (d) => sold.get(d) ?? { key: d, name: d, orders: 0, quantity: 0, amountFen: 0 },
    );
  }

  async function rows(q: SalesRange, page?: { limit: number; offset: number }) {
    const { from, to } = range(q);
    const span = daySpan(from, to);
    const totals = await repo.totals(q.by, span);
    if (q.by === 'day') {
      const all = await byDay(from, to);
      return {
        from,
        to,
        totals,
        count: all.length,
        rows: page ? all.slice(page.offset, page.offset + page.limit) : all,
      };
    }
    return { from, to, totals, count: totals.groups, rows: await repo.sales(q.by, span, page) };
  }

  return {
    range,

    /** The 销售记录 of the days (both included) as a streamed xlsx (sales-record.ts). */
    salesRecord: (from: string, to: string) => salesRecordStream(deps.db, from, to),

    /** One page of a sales report with the whole range's totals. */
    async sales(q: SalesRange, pageNo: number, pageSize: number) {
      const r = await rows(q, { limit: pageSize, offset: (pageNo - 1) * pageSize });
      return {
        by: q.by,
        from: r.from,
        to: r.to,
        data: r.rows.map(present),
        total: r.count,
        current_page: pageNo,
        per_page: pageSize,
        last_page: Math.max(1, Math.ceil(r.count / pageSize)),
        totals: presentTotals(r.totals),
      };
    },

    /** Every row of a report, for the spreadsheet. */
    async allRows(q: SalesRange) {
      const r = await rows(q);
      return { from: r.from, to: r.to, rows: r.rows.map(present), totals: presentTotals(r.totals) };
    },

    /**
     * 数据看板: each part only for a role that may see it. Money needs
     * `reports` or `orders.read`; order counts `orders.read`; buyers
     * `buyers.read`; stock `goods.read` (or `goods`); 待确认到账
     * `transfers`; 账期欠款 `credit`. Every day is the
     * shop's (Beijing) day; every kind of order counts (group-buy ones are
     * `orders` rows too, points orders are counted beside them).
     */
    async dashboard(staff: Staff) {
      const today = shopDay(now());
      const monthStart = `${today.slice(0, 8)}01`;
      const todaySpan = daySpan(today, today);
      const monthSpan = daySpan(monthStart, today);
      const out: Dashboard = { today };

      const tasks: Promise<void>[] = [];
      if (mayAny(staff, 'reports', 'orders.read'))
        tasks.push(
          (async () => {
            const seriesFrom = addDays(today, -(SERIES_DAYS - 1));
            const days = await byDay(seriesFrom < monthStart ? seriesFrom : monthStart, today);
            const sum = (list: Grouped[]) => ({
              amount: formatYuan(list.reduce((n, d) => n + d.amountFen, 0)),
              orders: list.reduce((n, d) => n + d.orders, 0),
            });
            out.sales = {
              today: sum(days.filter((d) => d.key === today)),
              month: sum(days.filter((d) => d.key >= monthStart)),
              daily: days
                .filter((d) => d.key >= seriesFrom)
                .map((d) => ({ date: d.key, amount: formatYuan(d.amountFen), orders: d.orders })),
            };
          })(),
        );
      if (mayAny(staff, 'orders.read'))
        tasks.push(
          (async () => {
            const [counts, placed, points] = await Promise.all([
              repo.ordersByStatus(),
              repo.ordersPlaced(todaySpan),
              repo.pointsOrders(todaySpan),
            ]);
            const by = new Map(counts.map((c) => [c.status, Number(c.n)]));
            out.orders = {
              by_status: Object.fromEntries(
                ORDER_STATUSES.map((s) => [s, by.get(s) ?? 0]),
              ) as Record<(typeof ORDER_STATUSES)[number], number>,
              today: placed,
              points: { paid: points.paid, today: points.placed },
            };
          })(),
        );
      if (mayAny(staff, 'buyers.read'))
        tasks.push(
          (async () => {
            const b = await repo.buyers(todaySpan, monthSpan);
            out.buyers = { new_today: b.today, new_month: b.month, pending_review: b.pending };
          })(),
        );
      if (mayAny(staff, 'goods.read', 'goods'))
        tasks.push(
          (async () => {
            const low = await repo.lowStock(LOW_STOCK, LOW_LIST);
            out.stock = {
              threshold: LOW_STOCK,
              low_count: low.count,
              low: low.list.map((g) => ({
                id: g.id,
                name: g.name,
                ypgg: g.specification,
                number: Number(g.stock),
                zbz: Number(g.mid_pack),
              })),
            };
          })(),
        );
      if (mayAny(staff, 'transfers'))
        tasks.push(
          (async () => {
            const w = await deps.finance.transfers();
            out.transfers = { waiting: w.count, owed: formatYuan(w.owedFen) };
          })(),
        );
      if (mayAny(staff, 'credit'))
        tasks.push(
          (async () => {
            const r = await deps.finance.credit();
            out.credit = {
              used: r.total.used,
              overdue: r.total.overdue,
              overdue_companies: r.data.filter((c) => c.overdue !== '0.00').length,
            };
          })(),
        );
      await Promise.all(tasks);
      return out;
    },
  };
}

export type ReportsService = ReturnType<typeof reportsService>;
