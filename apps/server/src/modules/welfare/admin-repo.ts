import type { WelfareStatus } from '@shop/contract';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { goods } from '../../db/schema/catalog.ts';
import {
  cashBackClaims,
  cashBackPeriods,
  cashBackTiers,
  welfareEvents,
  welfareGoods,
} from '../../db/schema/welfare.ts';
import { inState, overlapping } from '../../db/windows.ts';
import type { CashBackPeriodRow, CashBackTierRow, WelfareEventRow } from './repo.ts';

// SQL of the console's 94折 events and 满额返 periods: the lists, a row
// (locked for a change), writes, the overlap checks and the table locks
// that serialise them, and the figures shown beside each period.

type Window = { startsAt: Date; endsAt: Date };
type WindowValues = Window & { title: string; enabled: boolean };

export function welfareAdminRepo(db: DbOrTx) {
  return {
    // ---- 94折 events ----

    async eventPage(status: WelfareStatus | undefined, limit: number, offset: number) {
      const where = inState(welfareEvents, status);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(welfareEvents)
          .where(where)
          .orderBy(desc(welfareEvents.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(welfareEvents).where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    async event(id: number, lock = false): Promise<WelfareEventRow | undefined> {
      const q = db.select().from(welfareEvents).where(eq(welfareEvents.id, id));
      const [found] = await (lock ? q.for('update') : q);
      return found;
    },

    async insertEvent(e: WindowValues): Promise<WelfareEventRow> {
      const [made] = await db.insert(welfareEvents).values(e).returning();
      return made!;
    },

    async updateEvent(id: number, set: Partial<WindowValues>): Promise<WelfareEventRow> {
      const [after] = await db
        .update(welfareEvents)
        .set(set)
        .where(eq(welfareEvents.id, id))
        .returning();
      return after!;
    },

    /** The goods of these events, each with the event it is in, by goods id. */
    eventGoods: (eventIds: number[]) =>
      db
        .select({
          eventId: welfareGoods.eventId,
          id: goods.id,
          name: goods.name,
          specification: goods.specification,
          priceFen: goods.priceFen,
        })
        .from(welfareGoods)
        .innerJoin(goods, eq(goods.id, welfareGoods.goodsId))
        .where(inArray(welfareGoods.eventId, eventIds))
        .orderBy(goods.id),

    async eventGoodsIds(eventId: number): Promise<number[]> {
      const rows = await db
        .select({ id: welfareGoods.goodsId })
        .from(welfareGoods)
        .where(eq(welfareGoods.eventId, eventId))
        .orderBy(welfareGoods.goodsId);
      return rows.map((r) => r.id);
    },

    /** Which of these goods ids exist. */
    async knownGoods(ids: number[]): Promise<Set<number>> {
      const rows = await db.select({ id: goods.id }).from(goods).where(inArray(goods.id, ids));
      return new Set(rows.map((g) => g.id));
    },

    /** Taken before the clash check so two staff saving overlapping events cannot both pass. */
    lockEventGoods: () => db.execute(sql`LOCK TABLE welfare_goods IN SHARE ROW EXCLUSIVE MODE`),

    /** One of these goods in another switched-on event overlapping the window, if any. */
    async eventGoodsClash(self: number, goodsIds: number[], w: Window) {
      const [clash] = await db
        .select({ goodsId: welfareGoods.goodsId, title: welfareEvents.title, name: goods.name })
        .from(welfareGoods)
        .innerJoin(welfareEvents, eq(welfareEvents.id, welfareGoods.eventId))
        .innerJoin(goods, eq(goods.id, welfareGoods.goodsId))
        .where(
          and(
            ne(welfareEvents.id, self),
            inArray(welfareGoods.goodsId, goodsIds),
            overlapping(welfareEvents, w.startsAt, w.endsAt),
          ),
        )
        .limit(1);
      return clash;
    },

    async setEventGoods(eventId: number, goodsIds: number[]) {
      await db.delete(welfareGoods).where(eq(welfareGoods.eventId, eventId));
      if (goodsIds.length > 0)
        await db.insert(welfareGoods).values(goodsIds.map((goodsId) => ({ eventId, goodsId })));
    },

    // ---- 满额返 periods ----

    async periodPage(status: WelfareStatus | undefined, limit: number, offset: number) {
      const where = inState(cashBackPeriods, status);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(cashBackPeriods)
          .where(where)
          .orderBy(desc(cashBackPeriods.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(cashBackPeriods).where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    async period(id: number, lock = false): Promise<CashBackPeriodRow | undefined> {
      const q = db.select().from(cashBackPeriods).where(eq(cashBackPeriods.id, id));
      const [found] = await (lock ? q.for('update') : q);
      return found;
    },

    async insertPeriod(p: WindowValues): Promise<CashBackPeriodRow> {
      const [made] = await db.insert(cashBackPeriods).values(p).returning();
      return made!;
    },

    async updatePeriod(id: number, set: Partial<WindowValues>): Promise<CashBackPeriodRow> {
      const [after] = await db
        .update(cashBackPeriods)
        .set(set)
        .where(eq(cashBackPeriods.id, id))
        .returning();
      return after!;
    },

    /** Taken before the overlap check so two staff saving overlapping periods cannot both pass. */
    lockPeriods: () => db.execute(sql`LOCK TABLE cash_back_periods IN SHARE ROW EXCLUSIVE MODE`),

    /** The title of another switched-on period overlapping the window, if any. */
    async overlappingPeriod(self: number, w: Window): Promise<string | undefined> {
      const [clash] = await db
        .select({ title: cashBackPeriods.title })
        .from(cashBackPeriods)
        .where(
          and(ne(cashBackPeriods.id, self), overlapping(cashBackPeriods, w.startsAt, w.endsAt)),
        )
        .limit(1);
      return clash?.title;
    },

    /** The tiers of these periods, lowest threshold first. */
    tiers: (periodIds: number[]): Promise<CashBackTierRow[]> =>
      db
        .select()
        .from(cashBackTiers)
        .where(inArray(cashBackTiers.periodId, periodIds))
        .orderBy(cashBackTiers.thresholdFen),

    async setTiers(periodId: number, tiers: { thresholdFen: number; rewardFen: number }[]) {
      await db.delete(cashBackTiers).where(eq(cashBackTiers.periodId, periodId));
      await db.insert(cashBackTiers).values(tiers.map((t) => ({ periodId, ...t })));
    },

    /** Per period: companies credited and the fen credited, taken-back credits left out. */
    claimSums: (periodIds: number[]) =>
      db
        .select({
          periodId: cashBackClaims.periodId,
          companies: sql<number>`count(DISTINCT ${cashBackClaims.companyId})::int`,
          fen: sql<number>`coalesce(sum(${cashBackClaims.amountFen}), 0)::int`,
        })
        .from(cashBackClaims)
        .where(and(inArray(cashBackClaims.periodId, periodIds), isNull(cashBackClaims.reversedAt)))
        .groupBy(cashBackClaims.periodId),
  };
}
