import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { goods } from '../../db/schema/catalog.ts';
import { activityTradeups, orderTradeups } from '../../db/schema/gifts.ts';
import { fullReductions } from '../../db/schema/promotion.ts';
import { runningAt } from '../../db/windows.ts';

/** A trade-up rule with its activity's window and the names the cart shows. */
export type TradeUpRow = {
  activityId: number;
  goodsId: number;
  priceFen: number;
  perOrder: number;
  thresholdFen: number;
  stockLeft: number;
  startsAt: Date;
  endsAt: Date;
  name: string;
  unit: string;
};

const columns = {
  activityId: activityTradeups.activityId,
  goodsId: activityTradeups.goodsId,
  priceFen: activityTradeups.priceFen,
  perOrder: activityTradeups.perOrder,
  thresholdFen: activityTradeups.thresholdFen,
  stockLeft: activityTradeups.stockLeft,
  startsAt: fullReductions.startsAt,
  endsAt: fullReductions.endsAt,
  name: goods.name,
  unit: goods.unit,
};

/** SQL for 换购 rules; goods and activities are only read. */
export function tradeUpRepo(db: DbOrTx) {
  const rules = () =>
    db
      .select(columns)
      .from(activityTradeups)
      .innerJoin(goods, eq(goods.id, activityTradeups.goodsId))
      .innerJoin(fullReductions, eq(fullReductions.id, activityTradeups.activityId));
  return {
    /** Rules whose activity has not ended. */
    current: (): Promise<TradeUpRow[]> => rules().where(sql`${fullReductions.endsAt} > now()`),

    async byGoods(goodsId: number): Promise<TradeUpRow | null> {
      const [r] = await rules().where(eq(activityTradeups.goodsId, goodsId));
      return r ?? null;
    },

    /** Takes n units if that many are left and the activity runs: the row count says whether it did. */
    async take(goodsId: number, n: number): Promise<boolean> {
      const rows = await db
        .update(activityTradeups)
        .set({ stockLeft: sql`${activityTradeups.stockLeft} - ${n}` })
        .where(
          and(
            eq(activityTradeups.goodsId, goodsId),
            sql`${activityTradeups.stockLeft} >= ${n}`,
            sql`EXISTS (SELECT 1 FROM ${fullReductions} WHERE ${fullReductions.id} = ${activityTradeups.activityId}
              AND ${runningAt(fullReductions, sql`now()`)})`,
          ),
        )
        .returning({ id: activityTradeups.activityId });
      return rows.length === 1;
    },

    /** Which activity each order took trade-up units of, kept so a cancel gives them back there. */
    record(orderId: number, taken: { activityId: number; quantity: number }[]) {
      if (taken.length === 0) return Promise.resolve();
      return db.insert(orderTradeups).values(taken.map((x) => ({ ...x, orderId })));
    },

    /** Deletes the order's records and puts their units back, once (the delete claims them). */
    async release(orderId: number) {
      const gone = await db
        .delete(orderTradeups)
        .where(eq(orderTradeups.orderId, orderId))
        .returning();
      for (const g of gone)
        await db
          .update(activityTradeups)
          .set({ stockLeft: sql`${activityTradeups.stockLeft} + ${g.quantity}` })
          .where(eq(activityTradeups.activityId, g.activityId));
    },

    upsert(rule: typeof activityTradeups.$inferInsert) {
      const { activityId: _, ...set } = rule;
      return db
        .insert(activityTradeups)
        .values(rule)
        .onConflictDoUpdate({ target: activityTradeups.activityId, set });
    },

    /** The console's list: each activity's trade-up with its activity and goods. */
    adminList: (activityId?: number) =>
      db
        .select({
          t: activityTradeups,
          title: fullReductions.title,
          name: goods.name,
          goodsPriceFen: goods.priceFen,
        })
        .from(activityTradeups)
        .innerJoin(fullReductions, eq(fullReductions.id, activityTradeups.activityId))
        .innerJoin(goods, eq(goods.id, activityTradeups.goodsId))
        .where(activityId === undefined ? undefined : eq(activityTradeups.activityId, activityId))
        .orderBy(activityTradeups.activityId),

    /** The other activity whose trade-up this goods is; null when none. */
    async otherActivityOf(goodsId: number, activityId: number): Promise<number | null> {
      const [taken] = await db
        .select({ id: activityTradeups.activityId })
        .from(activityTradeups)
        .where(
          and(eq(activityTradeups.goodsId, goodsId), ne(activityTradeups.activityId, activityId)),
        );
      return taken?.id ?? null;
    },

    async remove(activityId: number) {
      const rows = await db
        .delete(activityTradeups)
        .where(eq(activityTradeups.activityId, activityId))
        .returning();
      return rows.length > 0;
    },

    all: () => db.select().from(activityTradeups),
  };
}
