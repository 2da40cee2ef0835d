import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { activityGifts, fullReductions, goods } from '../schema/index.ts';

// 满赠 demo gifts: each of the two demo 满减 activities (goods ids ending in
// 3 and 7) gives a gift the demo buyer can reach with a normal order.

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
    .where(
      and(
        eq(goods.isHidden, false),
        eq(goods.isControlled, false),
        eq(goods.activityType, 0),
        gt(goods.stock, 500),
        sql`${goods.id} % 10 = 1`,
      ),
    )
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
