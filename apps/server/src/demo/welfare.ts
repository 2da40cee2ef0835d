import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import {
  cashBackPeriods,
  cashBackTiers,
  goods,
  users,
  welfareEvents,
  welfareGoods,
} from '../db/schema/index.ts';

// The demo's 全场94折 and 满额返: a running event and period (the demo buyer
// can buy at 94折 and reach the first cash-back tier with its balance), and
// an upcoming and an ended one of each, so every state of /welfare, /hb and
// the console's lists shows.

const DAY = 24 * 3600 * 1000;

/** Visible, well-stocked goods whose id ends in `digit`, the first `n`. */
async function pick(tx: Tx, digit: number, n: number) {
  const rows = await tx
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.isHidden, false), gt(goods.stock, 100), sql`${goods.id} % 10 = ${digit}`))
    .orderBy(goods.id)
    .limit(n);
  return rows.map((r) => r.id);
}

export async function insertWelfare(tx: Tx, now = new Date()) {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const events = await tx
    .insert(welfareEvents)
    .values([
      { title: '全场94折 冬季福利周', startsAt: at(-2), endsAt: at(12) },
      { title: '年货节94折 预热', startsAt: at(20), endsAt: at(27) },
      { title: '秋季94折 福利日', startsAt: at(-40), endsAt: at(-33) },
    ])
    .returning({ id: welfareEvents.id });
  // Goods ending in 6: the 满减 activities hold those ending in 3 and 7, group-buys 9.
  const [running, upcoming, ended] = [
    await pick(tx, 6, 80),
    await pick(tx, 1, 40),
    await pick(tx, 6, 40),
  ];
  const rows = [
    ...running.map((goodsId) => ({ eventId: events[0]!.id, goodsId })),
    ...upcoming.map((goodsId) => ({ eventId: events[1]!.id, goodsId })),
    ...ended.map((goodsId) => ({ eventId: events[2]!.id, goodsId })),
  ];
  if (rows.length > 0) await tx.insert(welfareGoods).values(rows);

  const periods = await tx
    .insert(cashBackPeriods)
    .values([
      { title: '年终采购满额返', startsAt: at(-5), endsAt: at(25) },
      { title: '新春满额返', startsAt: at(26), endsAt: at(56) },
      { title: '秋季满额返', startsAt: at(-60), endsAt: at(-30) },
    ])
    .returning({ id: cashBackPeriods.id });
  const tiers = [
    [200_000, 3_000],
    [500_000, 10_000],
    [1_000_000, 26_000],
  ];
  await tx.insert(cashBackTiers).values(
    periods.flatMap((p) =>
      tiers.map(([thresholdFen, rewardFen]) => ({
        periodId: p.id,
        thresholdFen: thresholdFen!,
        rewardFen: rewardFen!,
      })),
    ),
  );
}

/** For a database seeded before these zones existed. */
export async function seedWelfareIfMissing(db: Db): Promise<boolean> {
  const [any] = await db.select({ id: welfareEvents.id }).from(welfareEvents).limit(1);
  if (any) return false;
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
  if (!demo) return false;
  await db.transaction((tx) => insertWelfare(tx));
  return true;
}
