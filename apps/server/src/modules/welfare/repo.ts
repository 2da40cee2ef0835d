import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { ReadPart } from '../../db/read-together.ts';
import { goods } from '../../db/schema/catalog.ts';
import { orderLines, orders } from '../../db/schema/order.ts';
import {
  cashBackClaims,
  cashBackPeriods,
  cashBackTiers,
  welfareEvents,
  welfareGoods,
} from '../../db/schema/welfare.ts';

export type WelfareEventRow = typeof welfareEvents.$inferSelect;
export type CashBackPeriodRow = typeof cashBackPeriods.$inferSelect;
export type CashBackTierRow = typeof cashBackTiers.$inferSelect;
export type CashBackClaimRow = typeof cashBackClaims.$inferSelect;

/** Orders whose money counts towards cash-back: paid and not cancelled. */
const COUNTED = ['paid', 'shipped', 'completed'];

/**
 * The goods of the enabled 94折 events running now, among these: read inside
 * an order's statement (one round trip with the rest of its reads).
 */
export function runningGoodsPart(goodsIds: number[]): ReadPart<Set<number>> {
  return {
    sql: sql`SELECT coalesce(json_agg(DISTINCT wg.goods_id), '[]')
      FROM welfare_goods wg JOIN welfare_events we ON we.id = wg.event_id
      WHERE wg.goods_id = ANY(${sql.param(goodsIds)}::int[])
        AND we.enabled AND we.starts_at <= now() AND we.ends_at > now()`,
    parse: (json) => new Set((json as number[] | null) ?? []),
  };
}

export function welfareRepo(db: DbOrTx) {
  return {
    /** Enabled events not over yet, with their goods: the display cache's source. */
    async comingEvents() {
      const rows = await db
        .select({ event: welfareEvents, goodsId: welfareGoods.goodsId })
        .from(welfareEvents)
        .innerJoin(welfareGoods, eq(welfareGoods.eventId, welfareEvents.id))
        .where(and(eq(welfareEvents.enabled, true), gt(welfareEvents.endsAt, new Date())));
      return rows;
    },

    /** The event a buyer's /welfare shows: running, else the next, else the last ended. */
    async shownEvent(): Promise<WelfareEventRow | null> {
      const now = new Date();
      const on = eq(welfareEvents.enabled, true);
      const [running] = await db
        .select()
        .from(welfareEvents)
        .where(and(on, lte(welfareEvents.startsAt, now), gt(welfareEvents.endsAt, now)))
        .orderBy(asc(welfareEvents.id))
        .limit(1);
      if (running) return running;
      const [next] = await db
        .select()
        .from(welfareEvents)
        .where(and(on, gt(welfareEvents.startsAt, now)))
        .orderBy(asc(welfareEvents.startsAt))
        .limit(1);
      if (next) return next;
      const [last] = await db
        .select()
        .from(welfareEvents)
        .where(on)
        .orderBy(desc(welfareEvents.endsAt))
        .limit(1);
      return last ?? null;
    },

    /** A page of an event's visible goods, best sellers first. */
    async goodsPage(eventId: number, limit: number, offset: number) {
      const where = and(eq(welfareGoods.eventId, eventId), eq(goods.isHidden, false));
      const [rows, [count]] = await Promise.all([
        db
          .select({ id: goods.id })
          .from(welfareGoods)
          .innerJoin(goods, eq(goods.id, welfareGoods.goodsId))
          .where(where)
          .orderBy(desc(goods.sales), goods.id)
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(welfareGoods)
          .innerJoin(goods, eq(goods.id, welfareGoods.goodsId))
          .where(where),
      ]);
      return { ids: rows.map((r) => r.id), total: count?.n ?? 0 };
    },

    // ---- cash-back ----

    /** The enabled period a buyer's /hb shows: running, else the next, else the last ended. */
    async shownPeriod(): Promise<CashBackPeriodRow | null> {
      const now = new Date();
      const on = eq(cashBackPeriods.enabled, true);
      for (const [where, order] of [
        [
          and(on, lte(cashBackPeriods.startsAt, now), gt(cashBackPeriods.endsAt, now)),
          asc(cashBackPeriods.id),
        ],
        [and(on, gt(cashBackPeriods.startsAt, now)), asc(cashBackPeriods.startsAt)],
        [on, desc(cashBackPeriods.endsAt)],
      ] as const) {
        const [row] = await db.select().from(cashBackPeriods).where(where).orderBy(order).limit(1);
        if (row) return row;
      }
      return null;
    },

    /** Periods (enabled or not) whose window holds the time an order was placed. */
    async periodsOfOrder(orderId: number) {
      return db
        .select({ period: cashBackPeriods, companyId: orders.companyId })
        .from(orders)
        .innerJoin(
          cashBackPeriods,
          and(
            lte(cashBackPeriods.startsAt, orders.createdAt),
            gt(cashBackPeriods.endsAt, orders.createdAt),
          ),
        )
        .where(eq(orders.id, orderId));
    },

    tiers(periodIds: number[]): Promise<CashBackTierRow[]> {
      if (periodIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(cashBackTiers)
        .where(inArray(cashBackTiers.periodId, periodIds))
        .orderBy(cashBackTiers.thresholdFen);
    },

    /**
     * What a company paid for goods in orders placed in the window, less
     * refunds: all paid orders, and those completed (what credits count).
     */
    async spent(companyId: number, p: Pick<CashBackPeriodRow, 'startsAt' | 'endsAt'>) {
      const refunded = db
        .select({
          orderId: orderLines.orderId,
          fen: sql<number>`sum(${orderLines.refundedFen})`.as('fen'),
        })
        .from(orderLines)
        .groupBy(orderLines.orderId)
        .as('r');
      const net = sql`greatest(0, ${orders.paidFen} - ${orders.shippingFen} - coalesce(${refunded.fen}, 0))`;
      const [row] = await db
        .select({
          all: sql<number>`coalesce(sum(${net}), 0)::bigint`,
          completed: sql<number>`coalesce(sum(${net}) filter (where ${orders.status} = 'completed'), 0)::bigint`,
        })
        .from(orders)
        .leftJoin(refunded, eq(refunded.orderId, orders.id))
        .where(
          and(
            eq(orders.companyId, companyId),
            inArray(orders.status, COUNTED),
            sql`${orders.createdAt} >= ${p.startsAt}`,
            sql`${orders.createdAt} < ${p.endsAt}`,
          ),
        );
      return { all: Number(row?.all ?? 0), completed: Number(row?.completed ?? 0) };
    },

    /** A company's claims in a period, locked until the transaction ends when asked. */
    async claims(periodId: number, companyId: number, lock = false) {
      const q = db
        .select()
        .from(cashBackClaims)
        .where(and(eq(cashBackClaims.periodId, periodId), eq(cashBackClaims.companyId, companyId)));
      return lock ? q.for('update') : q;
    },

    /** The claim of a tier, once: null when the company already has it (unique index). */
    async insertClaim(c: typeof cashBackClaims.$inferInsert) {
      const [row] = await db.insert(cashBackClaims).values(c).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** Holds a reversed claim again; null unless it was reversed (conditional). */
    async reclaim(id: number, amountFen: number, orderId: number) {
      const [row] = await db
        .update(cashBackClaims)
        .set({ reversedAt: null, amountFen, shortfallFen: 0, orderId })
        .where(and(eq(cashBackClaims.id, id), sql`${cashBackClaims.reversedAt} IS NOT NULL`))
        .returning();
      return row ?? null;
    },

    /** Reverses a held claim; null unless it was held (conditional). */
    async reverse(id: number) {
      const [row] = await db
        .update(cashBackClaims)
        .set({ reversedAt: new Date() })
        .where(and(eq(cashBackClaims.id, id), isNull(cashBackClaims.reversedAt)))
        .returning();
      return row ?? null;
    },

    async setShortfall(id: number, shortfallFen: number) {
      await db.update(cashBackClaims).set({ shortfallFen }).where(eq(cashBackClaims.id, id));
    },
  };
}
