// Step 2's coupon words (newcomer item 9): a buyer holding two coupons, and
// goods in a 满减 activity whose reduction takes the order under the larger
// coupon's threshold while the goods amount stays above it.

import { eq } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { companies, coupons } from '../../apps/server/src/db/schema/index.ts';
import { activity, buyer, goods } from './db-builders.ts';

/** A coupon the company holds, unused, valid for a week, store-wide. */
async function heldCoupon(
  db: Db,
  companyId: number,
  c: { name: string; amountFen: number; minSpendFen: number },
) {
  const [made] = await db
    .insert(coupons)
    .values({ companyId, ...c, endsAt: new Date(Date.now() + 7 * 86_400_000) })
    .returning({ id: coupons.id });
  return { id: made!.id, ...c };
}

/**
 * ¥205.79 goods in 满500减30. Six cost ¥1,234.74, ¥1,174.74 after 满减: both
 * coupons reach, 满1000减60 is applied. Five cost ¥1,028.95, ¥968.95 after
 * 满减: 满1000减60 lacks ¥31.05, 满500减20 is applied instead.
 */
export async function couponThresholdFixtures(db: Db) {
  const g = await goods(db, {
    name: '银黄颗粒（券门槛）',
    priceFen: 20_579,
    midPackQuantity: 1,
    stock: 500,
  });
  await activity(db, [g.id], '满500减30（券门槛）', [
    { thresholdFen: 50_000, reductionFen: 3_000 },
  ]);
  const b = await buyer(db, {
    username: 'e2e_coupon_rule',
    company: '益民大药房（券门槛）',
    balanceFen: 500_000,
  });
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, b.company));
  return {
    buyer: b,
    goods: g,
    big: await heldCoupon(db, company!.id, {
      name: '满1000减60（券门槛）',
      amountFen: 6_000,
      minSpendFen: 100_000,
    }),
    small: await heldCoupon(db, company!.id, {
      name: '满500减20（券门槛）',
      amountFen: 2_000,
      minSpendFen: 50_000,
    }),
  };
}
