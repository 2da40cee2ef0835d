import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { goods } from '../../db/schema/catalog.ts';
import { companies } from '../../db/schema/company.ts';
import { groupbuyActivities, groupbuyGroups, groupbuyMembers } from '../../db/schema/groupbuy.ts';
import { orders } from '../../db/schema/order.ts';
import { runningAt } from '../../db/windows.ts';
import { GROUP_BUY_ACTIVITY } from '../catalog/index.ts';

// SQL of the group-buy tables. Every place, payment and settlement is a
// conditional write whose returned rows say whether it happened.

export type ActivityRow = typeof groupbuyActivities.$inferSelect;
export type GroupRow = typeof groupbuyGroups.$inferSelect;
export type MemberRow = typeof groupbuyMembers.$inferSelect;
export type ActivityStatus = 'upcoming' | 'running' | 'ended' | 'stopped';

/** Where an activity runs now (enabled, started, not ended). */
export const runningNow = (now = new Date()) => runningAt(groupbuyActivities, now)!;

/** Open groups and the places they hold, per activity. */
const openCounts = (ids: number[]) => sql`
  SELECT activity_id,
    count(*) FILTER (WHERE state = 'open' AND members > 0)::int AS open_groups,
    coalesce(sum(members) FILTER (WHERE state = 'open'), 0)::int AS joined,
    coalesce(sum(members) FILTER (WHERE state = 'filled'), 0)::int AS sold,
    count(*) FILTER (WHERE state = 'filled')::int AS filled,
    count(*) FILTER (WHERE state = 'failed')::int AS failed
  FROM ${groupbuyGroups} WHERE activity_id = ANY(${sql.param(ids)}::int[]) GROUP BY activity_id`;

export type Counts = {
  open_groups: number;
  joined: number;
  sold: number;
  filled: number;
  failed: number;
};

export function groupbuyRepo(db: DbOrTx) {
  return {
    async counts(ids: number[]): Promise<Map<number, Counts>> {
      if (ids.length === 0) return new Map();
      const res = await db.execute(openCounts(ids));
      const rows = (res as unknown as { rows: (Counts & { activity_id: number })[] }).rows;
      return new Map(rows.map((r) => [r.activity_id, r]));
    },

    async activity(id: number): Promise<ActivityRow | undefined> {
      const [row] = await db.select().from(groupbuyActivities).where(eq(groupbuyActivities.id, id));
      return row;
    },

    /** The goods' activity a buyer should see: running, else the next, else the last ended. */
    async activityOfGoods(goodsId: number): Promise<ActivityRow | undefined> {
      const now = new Date();
      const [row] = await db
        .select()
        .from(groupbuyActivities)
        .where(and(eq(groupbuyActivities.goodsId, goodsId), eq(groupbuyActivities.enabled, true)))
        .orderBy(
          sql`CASE WHEN ${groupbuyActivities.startsAt} <= ${now} AND ${groupbuyActivities.endsAt} > ${now} THEN 0
            WHEN ${groupbuyActivities.startsAt} > ${now} THEN 1 ELSE 2 END`,
          sql`abs(extract(epoch FROM ${groupbuyActivities.startsAt} - ${now}))`,
        )
        .limit(1);
      return row;
    },

    /** Running activities first, then the coming ones, for the zone. */
    async zone(limit: number, offset: number) {
      const now = new Date();
      const where = and(eq(groupbuyActivities.enabled, true), gt(groupbuyActivities.endsAt, now));
      const [rows, [n]] = await Promise.all([
        db
          .select()
          .from(groupbuyActivities)
          .where(where)
          .orderBy(asc(groupbuyActivities.startsAt), asc(groupbuyActivities.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(groupbuyActivities).where(where),
      ]);
      return { rows, total: n?.n ?? 0 };
    },

    /** Of these goods, those with a live activity: enabled and not yet ended (upcoming too). */
    async liveGoods(goodsIds: number[], now = new Date()): Promise<Set<number>> {
      if (goodsIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ id: groupbuyActivities.goodsId })
        .from(groupbuyActivities)
        .where(
          and(
            inArray(groupbuyActivities.goodsId, goodsIds),
            eq(groupbuyActivities.enabled, true),
            gt(groupbuyActivities.endsAt, now),
          ),
        );
      return new Set(rows.map((r) => r.id));
    },

    /** Goods still marked 拼团 (activity_type 1) whose activities have all ended or stopped. */
    async markedWithoutLive(limit: number, now = new Date()): Promise<number[]> {
      const rows = await db
        .select({ id: goods.id })
        .from(goods)
        .where(
          and(
            eq(goods.activityType, GROUP_BUY_ACTIVITY),
            sql`NOT EXISTS (SELECT 1 FROM ${groupbuyActivities} WHERE ${groupbuyActivities.goodsId} = ${goods.id}
              AND ${groupbuyActivities.enabled} AND ${groupbuyActivities.endsAt} > ${now})`,
          ),
        )
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Serialises writes of one goods' activities (the console's overlap check and its write, the mark job). */
    lockGoods: (goodsId: number) =>
      db.execute(sql`SELECT pg_advisory_xact_lock(${0x67627579}, ${goodsId})`),

    async group(id: number): Promise<GroupRow | undefined> {
      const [row] = await db.select().from(groupbuyGroups).where(eq(groupbuyGroups.id, id));
      return row;
    },

    /** Open groups of an activity with places left and time to run, fullest first. */
    openGroups: (activityId: number, limit = 20) =>
      db
        .select({ g: groupbuyGroups, opener: companies.name })
        .from(groupbuyGroups)
        .innerJoin(companies, eq(companies.id, groupbuyGroups.openerCompanyId))
        .where(
          and(
            eq(groupbuyGroups.activityId, activityId),
            eq(groupbuyGroups.state, 'open'),
            gt(groupbuyGroups.members, 0),
            gt(groupbuyGroups.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(groupbuyGroups.members), asc(groupbuyGroups.expiresAt))
        .limit(limit),

    async openerName(companyId: number) {
      const [row] = await db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row?.name ?? '';
    },

    /** Groups where the company holds a place now. */
    async mineAmong(companyId: number, groupIds: number[]): Promise<Set<number>> {
      if (groupIds.length === 0) return new Set();
      const rows = await db
        .select({ id: groupbuyMembers.groupId })
        .from(groupbuyMembers)
        .where(
          and(
            eq(groupbuyMembers.companyId, companyId),
            inArray(groupbuyMembers.groupId, groupIds),
            inArray(groupbuyMembers.state, ['unpaid', 'paid']),
          ),
        );
      return new Set(rows.map((r) => r.id));
    },

    insertGroup: async (v: typeof groupbuyGroups.$inferInsert) =>
      (await db.insert(groupbuyGroups).values(v).returning())[0]!,

    /** Takes a place: the one guard that keeps members at or under the size. */
    async claimPlace(groupId: number): Promise<GroupRow | null> {
      const [row] = await db
        .update(groupbuyGroups)
        .set({ members: sql`${groupbuyGroups.members} + 1` })
        .where(
          and(
            eq(groupbuyGroups.id, groupId),
            eq(groupbuyGroups.state, 'open'),
            gt(groupbuyGroups.expiresAt, new Date()),
            sql`${groupbuyGroups.members} < ${groupbuyGroups.size}`,
          ),
        )
        .returning();
      return row ?? null;
    },

    insertMember: async (v: typeof groupbuyMembers.$inferInsert) =>
      (await db.insert(groupbuyMembers).values(v).returning())[0]!,

    async memberOfOrder(orderId: number): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(groupbuyMembers)
        .where(eq(groupbuyMembers.orderId, orderId));
      return row;
    },

    async members(groupIds: number[]) {
      if (groupIds.length === 0) return [];
      return db
        .select({ m: groupbuyMembers, company: companies.name, orderNo: orders.orderNo })
        .from(groupbuyMembers)
        .innerJoin(companies, eq(companies.id, groupbuyMembers.companyId))
        .innerJoin(orders, eq(orders.id, groupbuyMembers.orderId))
        .where(inArray(groupbuyMembers.groupId, groupIds))
        .orderBy(asc(groupbuyMembers.id));
    },

    /** unpaid -> paid for the member of an order; null when it was not unpaid. */
    async memberPaid(orderId: number): Promise<MemberRow | null> {
      const [row] = await db
        .update(groupbuyMembers)
        .set({ state: 'paid' })
        .where(and(eq(groupbuyMembers.orderId, orderId), eq(groupbuyMembers.state, 'unpaid')))
        .returning();
      return row ?? null;
    },

    /**
     * Counts a payment; the group fills when every place is paid. Null when
     * the group is no longer open (it failed meanwhile).
     */
    async countPaid(groupId: number): Promise<GroupRow | null> {
      const [row] = await db
        .update(groupbuyGroups)
        .set({
          paid: sql`${groupbuyGroups.paid} + 1`,
          state: sql`CASE WHEN ${groupbuyGroups.paid} + 1 >= ${groupbuyGroups.size} THEN 'filled' ELSE 'open' END`,
          settledAt: sql`CASE WHEN ${groupbuyGroups.paid} + 1 >= ${groupbuyGroups.size} THEN now() END`,
        })
        .where(and(eq(groupbuyGroups.id, groupId), eq(groupbuyGroups.state, 'open')))
        .returning();
      return row ?? null;
    },

    /** unpaid -> left for an order cancelled unpaid; its place is given back once. */
    async leave(orderId: number): Promise<MemberRow | null> {
      const [row] = await db
        .update(groupbuyMembers)
        .set({ state: 'left' })
        .where(and(eq(groupbuyMembers.orderId, orderId), eq(groupbuyMembers.state, 'unpaid')))
        .returning();
      return row ?? null;
    },

    /** A place given back; a group left with nobody fails at once (nothing to refund). */
    freePlace: (groupId: number) =>
      db
        .update(groupbuyGroups)
        .set({
          members: sql`${groupbuyGroups.members} - 1`,
          state: sql`CASE WHEN ${groupbuyGroups.members} - 1 = 0 THEN 'failed' ELSE ${groupbuyGroups.state} END`,
          settledAt: sql`CASE WHEN ${groupbuyGroups.members} - 1 = 0 THEN now() ELSE ${groupbuyGroups.settledAt} END`,
        })
        .where(and(eq(groupbuyGroups.id, groupId), eq(groupbuyGroups.state, 'open'))),

    /** Open groups past their time (or of an activity that ended). */
    async expiredOpen(limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: groupbuyGroups.id })
        .from(groupbuyGroups)
        .where(and(eq(groupbuyGroups.state, 'open'), lte(groupbuyGroups.expiresAt, new Date())))
        .orderBy(asc(groupbuyGroups.expiresAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** open -> failed, claimed: of two sweeps exactly one gets the row. */
    async fail(groupId: number): Promise<GroupRow | null> {
      const [row] = await db
        .update(groupbuyGroups)
        .set({ state: 'failed', settledAt: sql`now()` })
        .where(
          and(
            eq(groupbuyGroups.id, groupId),
            eq(groupbuyGroups.state, 'open'),
            lte(groupbuyGroups.expiresAt, new Date()),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Members of failed groups still holding a place (their orders not yet settled). */
    async unsettledOfFailed(limit: number) {
      return db
        .select({ m: groupbuyMembers })
        .from(groupbuyMembers)
        .innerJoin(groupbuyGroups, eq(groupbuyGroups.id, groupbuyMembers.groupId))
        .where(
          and(
            eq(groupbuyGroups.state, 'failed'),
            inArray(groupbuyMembers.state, ['unpaid', 'paid']),
          ),
        )
        .orderBy(asc(groupbuyMembers.id))
        .limit(limit);
    },

    /** paid -> refunded, claimed: the refund of a member happens once. */
    async memberRefunded(memberId: number): Promise<MemberRow | null> {
      const [row] = await db
        .update(groupbuyMembers)
        .set({ state: 'refunded' })
        .where(and(eq(groupbuyMembers.id, memberId), eq(groupbuyMembers.state, 'paid')))
        .returning();
      return row ?? null;
    },

    /** The paid members' orders of a group (to release when it fills). */
    async paidOrderIds(groupId: number): Promise<number[]> {
      const rows = await db
        .select({ id: groupbuyMembers.orderId })
        .from(groupbuyMembers)
        .where(and(eq(groupbuyMembers.groupId, groupId), eq(groupbuyMembers.state, 'paid')));
      return rows.map((r) => r.id);
    },
  };
}
