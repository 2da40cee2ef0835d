import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { goods } from '../../db/schema/catalog.ts';
import { activityGifts, orderGifts } from '../../db/schema/gifts.ts';
import { fullReductions } from '../../db/schema/promotion.ts';
import { runningAt } from '../../db/windows.ts';

/** A gift rule with what the cart shows and the order line copies of its goods. */
export type GiftRuleRow = {
  activityId: number;
  goodsId: number;
  quantity: number;
  thresholdFen: number;
  stockLeft: number;
  name: string;
  manufacturer: string;
  specification: string;
  unit: string;
  goodsStock: number;
};

/** Whether the activity exists, and the goods' price (null: no such goods), in one read. */
export async function activityGoods(db: DbOrTx, activityId: number, goodsId: number) {
  const [a] = await db
    .select({ id: fullReductions.id })
    .from(fullReductions)
    .where(eq(fullReductions.id, activityId));
  const [g] = await db
    .select({ priceFen: goods.priceFen, special: goods.isSpecialCompound })
    .from(goods)
    .where(eq(goods.id, goodsId));
  return {
    activity: a !== undefined,
    goodsPriceFen: g?.priceFen ?? null,
    specialCompound: g?.special ?? false,
  };
}

/** SQL for the 满赠 tables; goods and activities are only read. */
export function giftsRepo(db: DbOrTx) {
  return {
    /** Rules of activities running now (or of the given ones). */
    async running(activityIds?: number[]): Promise<GiftRuleRow[]> {
      if (activityIds && activityIds.length === 0) return [];
      return db
        .select({
          activityId: activityGifts.activityId,
          goodsId: activityGifts.goodsId,
          quantity: activityGifts.quantity,
          thresholdFen: activityGifts.thresholdFen,
          stockLeft: activityGifts.stockLeft,
          name: goods.name,
          manufacturer: goods.manufacturer,
          specification: goods.specification,
          unit: goods.unit,
          goodsStock: goods.stock,
        })
        .from(activityGifts)
        .innerJoin(goods, eq(goods.id, activityGifts.goodsId))
        .innerJoin(fullReductions, eq(fullReductions.id, activityGifts.activityId))
        .where(
          and(
            runningAt(fullReductions, sql`now()`),
            ...(activityIds ? [inArray(activityGifts.activityId, activityIds)] : []),
          ),
        );
    },

    /** Takes n gifts if that many are left: the row count says whether it did. */
    async take(activityId: number, n: number): Promise<boolean> {
      const rows = await db
        .update(activityGifts)
        .set({ stockLeft: sql`${activityGifts.stockLeft} - ${n}` })
        .where(
          and(eq(activityGifts.activityId, activityId), sql`${activityGifts.stockLeft} >= ${n}`),
        )
        .returning({ id: activityGifts.activityId });
      return rows.length === 1;
    },

    record(orderId: number, gifts: { activityId: number; quantity: number }[]) {
      if (gifts.length === 0) return Promise.resolve();
      return db.insert(orderGifts).values(gifts.map((g) => ({ ...g, orderId })));
    },

    /** Deletes the order's gift records and puts their stock back, once (the delete claims it). */
    async release(orderId: number) {
      const gone = await db.delete(orderGifts).where(eq(orderGifts.orderId, orderId)).returning();
      for (const g of gone)
        await db
          .update(activityGifts)
          .set({ stockLeft: sql`${activityGifts.stockLeft} + ${g.quantity}` })
          .where(eq(activityGifts.activityId, g.activityId));
    },

    upsert(rule: {
      activityId: number;
      goodsId: number;
      quantity: number;
      thresholdFen: number;
      stockLeft: number;
    }) {
      return db
        .insert(activityGifts)
        .values(rule)
        .onConflictDoUpdate({
          target: activityGifts.activityId,
          set: {
            goodsId: rule.goodsId,
            quantity: rule.quantity,
            thresholdFen: rule.thresholdFen,
            stockLeft: rule.stockLeft,
          },
        });
    },

    /** The console's list: each activity's gift with its activity and goods names. */
    adminList: (activityId?: number) =>
      db
        .select({
          activityId: activityGifts.activityId,
          title: fullReductions.title,
          goodsId: activityGifts.goodsId,
          name: goods.name,
          quantity: activityGifts.quantity,
          thresholdFen: activityGifts.thresholdFen,
          stockLeft: activityGifts.stockLeft,
        })
        .from(activityGifts)
        .innerJoin(fullReductions, eq(fullReductions.id, activityGifts.activityId))
        .innerJoin(goods, eq(goods.id, activityGifts.goodsId))
        .where(activityId === undefined ? undefined : eq(activityGifts.activityId, activityId))
        .orderBy(activityGifts.activityId),

    async remove(activityId: number) {
      const rows = await db
        .delete(activityGifts)
        .where(eq(activityGifts.activityId, activityId))
        .returning();
      return rows.length > 0;
    },

    all() {
      return db.select().from(activityGifts);
    },
  };
}
