import { and, desc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowFromJson } from '../../db/json-rows.ts';
import type { ReadPart } from '../../db/read-together.ts';
import {
  activityPurchases,
  coupons,
  fullReductionGoods,
  fullReductions,
} from '../../db/schema/promotion.ts';
import { runningAt } from '../../db/windows.ts';

export type ActivityRow = typeof fullReductions.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
/** A goods' place in an activity. */
export type Membership = { goodsId: number; activity: ActivityRow };
export type Purchase = { activityId: number; goodsId: number; quantity: number };

const runningNow = (now: Date) => runningAt(fullReductions, now);

export function promotionRepo(db: DbOrTx) {
  return {
    /** The running activities of these goods, read now. */
    async runningOf(goodsIds: number[]): Promise<Membership[]> {
      if (goodsIds.length === 0) return [];
      return db
        .select({ goodsId: fullReductionGoods.goodsId, activity: fullReductions })
        .from(fullReductionGoods)
        .innerJoin(fullReductions, eq(fullReductions.id, fullReductionGoods.activityId))
        .where(and(inArray(fullReductionGoods.goodsId, goodsIds), runningNow(new Date())))
        .orderBy(fullReductions.id);
    },

    /** Every activity running now or later, with its goods (ended ones are never needed again). */
    async upcoming(): Promise<Membership[]> {
      return db
        .select({ goodsId: fullReductionGoods.goodsId, activity: fullReductions })
        .from(fullReductionGoods)
        .innerJoin(fullReductions, eq(fullReductions.id, fullReductionGoods.activityId))
        .where(gt(fullReductions.endsAt, new Date()))
        .orderBy(fullReductions.id);
    },

    async purchased(companyId: number, goodsIds: number[]): Promise<Purchase[]> {
      if (goodsIds.length === 0) return [];
      return db
        .select({
          activityId: activityPurchases.activityId,
          goodsId: activityPurchases.goodsId,
          quantity: activityPurchases.quantity,
        })
        .from(activityPurchases)
        .where(
          and(
            eq(activityPurchases.companyId, companyId),
            inArray(activityPurchases.goodsId, goodsIds),
          ),
        );
    },

    /**
     * Adds to what the company bought of the goods in the activity, only while
     * the total stays within the limit; false when it would not.
     */
    async claimPurchase(companyId: number, p: Purchase, limit: number): Promise<boolean> {
      if (p.quantity > limit) return false;
      const rows = await db
        .insert(activityPurchases)
        .values({ companyId, ...p })
        .onConflictDoUpdate({
          target: [
            activityPurchases.companyId,
            activityPurchases.activityId,
            activityPurchases.goodsId,
          ],
          set: { quantity: sql`${activityPurchases.quantity} + excluded.quantity` },
          setWhere: sql`${activityPurchases.quantity} + excluded.quantity <= ${limit}`,
        })
        .returning({ quantity: activityPurchases.quantity });
      return rows.length === 1;
    },

    async releasePurchase(companyId: number, p: Purchase) {
      await db
        .update(activityPurchases)
        .set({ quantity: sql`greatest(${activityPurchases.quantity} - ${p.quantity}, 0)` })
        .where(
          and(
            eq(activityPurchases.companyId, companyId),
            eq(activityPurchases.activityId, p.activityId),
            eq(activityPurchases.goodsId, p.goodsId),
          ),
        );
    },

    async unusedCoupons(companyId: number): Promise<CouponRow[]> {
      return db
        .select()
        .from(coupons)
        .where(
          and(
            eq(coupons.companyId, companyId),
            eq(coupons.kind, 1),
            eq(coupons.status, 'unused'),
            gt(coupons.endsAt, new Date()),
          ),
        )
        .orderBy(desc(coupons.amountFen), coupons.id);
    },

    /** status 0 unused, 1 used, 2 expired (unused past its end counts as expired); kind 1 coupons, 2 cash vouchers. */
    async couponPage(
      companyId: number,
      kind: number,
      status: number,
      limit: number,
      offset: number,
    ) {
      const where = and(couponStatusWhere(companyId, status), eq(coupons.kind, kind));
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(coupons)
          .where(where)
          .orderBy(desc(coupons.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(coupons).where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** Marks the coupon used by the order; false when it is not the company's, used or expired. */
    async consume(companyId: number, couponId: number, orderId: number): Promise<boolean> {
      const rows = await db
        .update(coupons)
        .set({ status: 'used', orderId })
        .where(
          and(
            eq(coupons.id, couponId),
            eq(coupons.companyId, companyId),
            eq(coupons.status, 'unused'),
            gt(coupons.endsAt, new Date()),
          ),
        )
        .returning({ id: coupons.id });
      return rows.length === 1;
    },

    /** Unused, unexpired coupons (kind 1) and cash vouchers (kind 2). */
    async unusedCounts(companyId: number) {
      const rows = await db
        .select({ kind: coupons.kind, n: sql<number>`count(*)::int` })
        .from(coupons)
        .where(
          and(
            eq(coupons.companyId, companyId),
            eq(coupons.status, 'unused'),
            gt(coupons.endsAt, new Date()),
          ),
        )
        .groupBy(coupons.kind);
      const of = (kind: number) => rows.find((r) => r.kind === kind)?.n ?? 0;
      return { unused: of(1), cash: of(2) };
    },

    async release(orderId: number) {
      await db
        .update(coupons)
        .set({ status: 'unused', orderId: null })
        .where(and(eq(coupons.orderId, orderId), eq(coupons.status, 'used')));
    },
  };
}

function couponStatusWhere(companyId: number, status: number): SQL | undefined {
  const mine = eq(coupons.companyId, companyId);
  const now = new Date();
  if (status === 1) return and(mine, eq(coupons.status, 'used'));
  if (status === 2) return and(mine, eq(coupons.status, 'unused'), lte(coupons.endsAt, now));
  return and(mine, eq(coupons.status, 'unused'), gt(coupons.endsAt, now));
}

/**
 * What an order needs of promotions, read now: the running activities of its
 * goods and the company's unused coupons, as one part of the order's read.
 */
export function orderReadPart(
  companyId: number,
  goodsIds: number[],
): ReadPart<{ memberships: Membership[]; coupons: CouponRow[]; vouchers: CouponRow[] }> {
  return {
    sql: sql`SELECT json_build_object(
      'memberships', (SELECT coalesce(json_agg(json_build_object('goods_id', fg.goods_id, 'activity', row_to_json(f.*)) ORDER BY f.id), '[]')
        FROM full_reduction_goods fg JOIN full_reductions f ON f.id = fg.activity_id
        WHERE fg.goods_id = ANY(${sql.param(goodsIds)}::int[]) AND f.starts_at <= now() AND f.ends_at > now()),
      'coupons', (SELECT coalesce(json_agg(row_to_json(c.*) ORDER BY c.amount_fen DESC, c.id), '[]')
        FROM coupons c WHERE c.company_id = ${companyId} AND c.kind = 1 AND c.status = 'unused' AND c.ends_at > now()),
      'vouchers', (SELECT coalesce(json_agg(row_to_json(c.*) ORDER BY c.ends_at, c.id), '[]')
        FROM coupons c WHERE c.company_id = ${companyId} AND c.kind = 2 AND c.status = 'unused' AND c.ends_at > now()))`,
    parse(json) {
      const j = json as {
        memberships: { goods_id: number; activity: Record<string, unknown> }[];
        coupons: Record<string, unknown>[];
        vouchers: Record<string, unknown>[];
      };
      return {
        memberships: j.memberships.map((m) => ({
          goodsId: m.goods_id,
          activity: rowFromJson(fullReductions, m.activity),
        })),
        coupons: j.coupons.map((c) => rowFromJson(coupons, c)),
        vouchers: j.vouchers.map((c) => rowFromJson(coupons, c)),
      };
    },
  };
}
