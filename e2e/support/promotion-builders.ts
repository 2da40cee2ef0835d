// The promotions' rows for browser tests (满减, 换购, coupons, 组合购, 94折,
// 新人特价), split from db-builders.ts, which re-exports them.

import type { FullReductionTier } from '@shop/domain';
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import {
  activityTradeups,
  combinationGoods,
  combinations,
  couponTemplates,
  fullReductionGoods,
  fullReductions,
  goods as goodsTable,
  newCustomerGoods,
  welfareEvents,
  welfareGoods,
} from '../../apps/server/src/db/schema/index.ts';

import type { GoodsFacts } from './goods-facts.ts';

/** A running 满减 activity without a per-buyer limit, holding the goods for a day. */
export async function activity(
  db: Db,
  goodsIds: number[],
  title: string,
  tiers: FullReductionTier[],
) {
  const [made] = await db
    .insert(fullReductions)
    .values({
      title,
      tiers,
      limitPerBuyer: 0,
      startsAt: new Date(Date.now() - 3600_000),
      endsAt: new Date(Date.now() + 24 * 3600_000),
    })
    .returning();
  await db
    .insert(fullReductionGoods)
    .values(goodsIds.map((goodsId) => ({ activityId: made!.id, goodsId })));
  return { id: made!.id, title: made!.title, tiers: made!.tiers };
}

export type TemplateFacts = { id: number; name: string; amountFen: number; minSpendFen: number };

/**
 * A coupon-centre template claimable for a week (kind 2: a cash voucher),
 * limited to the categories of `scopeGoods` when given.
 */
export async function couponTemplate(
  db: Db,
  spec: {
    name: string;
    kind?: 1 | 2;
    amountFen: number;
    minSpendFen?: number;
    scopeGoods?: number[];
  },
): Promise<TemplateFacts> {
  const scope = spec.scopeGoods?.length
    ? await db
        .select({ id: goodsTable.categoryId })
        .from(goodsTable)
        .where(inArray(goodsTable.id, spec.scopeGoods))
    : [];
  const [made] = await db
    .insert(couponTemplates)
    .values({
      name: spec.name,
      kind: spec.kind ?? 1,
      amountFen: spec.amountFen,
      minSpendFen: spec.minSpendFen ?? 0,
      total: 50,
      perBuyer: 1,
      scopeCategoryIds: [...new Set(scope.map((s) => s.id))],
      startsAt: new Date(Date.now() - 3_600_000),
      endsAt: new Date(Date.now() + 7 * 86_400_000),
      validDays: 7,
    })
    .returning();
  return {
    id: made!.id,
    name: made!.name,
    amountFen: made!.amountFen,
    minSpendFen: made!.minSpendFen,
  };
}

/** A running 组合购 package (for a day): its price per set, sets in stock and goods per set. */
export async function combination(
  db: Db,
  spec: { title: string; priceFen: number; stock: number; goods: [GoodsFacts, number][] },
) {
  const [made] = await db
    .insert(combinations)
    .values({
      title: spec.title,
      priceFen: spec.priceFen,
      stock: spec.stock,
      startsAt: new Date(Date.now() - 3_600_000),
      endsAt: new Date(Date.now() + 24 * 3_600_000),
    })
    .returning({ id: combinations.id });
  await db
    .insert(combinationGoods)
    .values(
      spec.goods.map(([g, quantity]) => ({ combinationId: made!.id, goodsId: g.id, quantity })),
    );
  return { id: made!.id, title: spec.title, priceFen: spec.priceFen, stock: spec.stock };
}

/** Puts the goods into the demo's running 全场94折 event (one event runs at a time on /welfare). */
export async function intoRunningWelfare(db: Db, goodsIds: number[]) {
  const now = new Date();
  const [running] = await db
    .select({ id: welfareEvents.id })
    .from(welfareEvents)
    .where(
      and(
        eq(welfareEvents.enabled, true),
        lte(welfareEvents.startsAt, now),
        gt(welfareEvents.endsAt, now),
      ),
    );
  if (!running) throw new Error('e2e fixtures: no running 94折 event in the demo data');
  await db
    .insert(welfareGoods)
    .values(goodsIds.map((goodsId) => ({ eventId: running.id, goodsId })));
}

/** A running 新人特价 offer (for a day) of the goods at `priceFen`, `limit` units per company. */
export async function newCustomerOffer(db: Db, g: GoodsFacts, priceFen: number, limit: number) {
  await db.insert(newCustomerGoods).values({
    goodsId: g.id,
    priceFen,
    limitPerBuyer: limit,
    startsAt: new Date(Date.now() - 3_600_000),
    endsAt: new Date(Date.now() + 24 * 3_600_000),
  });
  return { priceFen, limit };
}

/** A 换购 on the activity: past ¥300 of it, `perOrder` of the goods at `priceFen`, 50 in stock. */
export async function tradeUp(
  db: Db,
  t: { activityId: number; goodsId: number; priceFen: number; perOrder: number },
) {
  await db.insert(activityTradeups).values({ ...t, thresholdFen: 30_000, stockLeft: 50 });
}
