import type { goods } from '../db/schema/catalog.ts';
import { activityTradeups } from '../db/schema/index.ts';
import { makeActivity, makeGoods } from './buyers.ts';
import type { TestApp } from './helper.ts';

/**
 * A running 满300减20 activity over a ¥100 goods whose ¥300 lets a buyer add
 * up to 2 of a ¥25 goods at ¥9.90, `stock` of them in all (10 unless told).
 */
export async function tradeUpScene(
  t: TestApp,
  opts: {
    stock?: number;
    hgPatch?: Partial<typeof goods.$inferInsert>;
    /** The trade-up goods is also one of the activity's own goods. */
    hgInActivity?: boolean;
  } = {},
) {
  const paid = await makeGoods(t.db, { priceFen: 10_000, stock: 10_000, midPackQuantity: 1 });
  const hg = await makeGoods(t.db, {
    priceFen: 2_500,
    stock: 1_000,
    midPackQuantity: 1,
    ...opts.hgPatch,
  });
  const a = await makeActivity(t, opts.hgInActivity ? [paid, hg] : [paid]);
  await t.db.insert(activityTradeups).values({
    activityId: a.id,
    goodsId: hg,
    priceFen: 990,
    perOrder: 2,
    thresholdFen: 30_000,
    stockLeft: opts.stock ?? 10,
  });
  await t.app.services.gifts.reload();
  return { paid, hg, activityId: a.id };
}
