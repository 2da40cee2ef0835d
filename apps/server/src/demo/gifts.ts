import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { activityGifts, activityTradeups, fullReductions, goods } from '../db/schema/index.ts';
import { plainGoods } from './plain-goods.ts';

// 满赠 demo gifts: each of the two demo 满减 activities (goods ids ending in
// 3 and 7) gives a gift the demo buyer can reach with a normal order; the
// first also offers a 换购 past ¥500.

/** Adds the demo gifts once, when the demo activities exist and no gift does. */
export async function seedGiftsIfMissing(db: Db): Promise<boolean> {
  const [any] = await db.select({ id: activityGifts.activityId }).from(activityGifts).limit(1);
  if (any) return false;
  const activities = await db
    .select({ id: fullReductions.id })
    .from(fullReductions)
    .orderBy(asc(fullReductions.id))
    .limit(2);
  if (activities.length < 2) return false;
  const gifts = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(plainGoods(), gt(goods.stock, 500), sql`${goods.id} % 10 = 1`))
    .orderBy(asc(goods.id))
    .limit(2);
  if (gifts.length < 2) return false;
  await db.insert(activityGifts).values([
    {
      activityId: activities[0]!.id,
      goodsId: gifts[0]!.id,
      quantity: 1,
      thresholdFen: 30_000,
      stockLeft: 100,
    },
    {
      activityId: activities[1]!.id,
      goodsId: gifts[1]!.id,
      quantity: 2,
      thresholdFen: 20_000,
      stockLeft: 50,
    },
  ]);
  return true;
}

/** Adds the demo 换购 once: the first demo activity's trade-up at about half price. */
export async function seedTradeUpsIfMissing(db: Db): Promise<boolean> {
  const [any] = await db
    .select({ id: activityTradeups.activityId })
    .from(activityTradeups)
    .limit(1);
  if (any) return false;
  const [activity] = await db
    .select({ id: fullReductions.id })
    .from(fullReductions)
    .orderBy(asc(fullReductions.id))
    .limit(1);
  const [g] = await db
    .select({ id: goods.id, priceFen: goods.priceFen })
    .from(goods)
    .where(
      and(
        plainGoods(),
        eq(goods.midPackQuantity, 1),
        gt(goods.stock, 500),
        gt(goods.priceFen, 2_000),
        sql`${goods.id} % 10 = 1`,
      ),
    )
    .orderBy(asc(goods.id))
    .offset(2)
    .limit(1);
  if (!activity || !g) return false;
  await db.insert(activityTradeups).values({
    activityId: activity.id,
    goodsId: g.id,
    priceFen: Math.floor(g.priceFen / 2),
    perOrder: 2,
    thresholdFen: 50_000,
    stockLeft: 100,
  });
  return true;
}
