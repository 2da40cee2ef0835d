import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import {
  addresses,
  companies,
  coupons,
  fullReductions,
  pointsLedger,
  siteConfig,
  users,
  walletLedger,
  wallets,
} from '../db/schema/index.ts';
import { DEFAULT_SHIPPING_RULE, SHIPPING_RULE_KEY } from '../modules/settings/index.ts';
import { insertCombinations } from './combination.ts';
import { insertCouponTemplates } from './coupon-templates.ts';
import { insertWelfare } from './welfare.ts';

// What the demo buyers hold when they first log in: money in the wallet, a
// delivery address, coupons, the history of their points, and 满减
// activities on part of the catalogue.

const DAY = 24 * 3600 * 1000;

type DemoHolding = {
  username: string;
  balanceFen: number;
  address: { name: string; phone: string; region: string; detail: string };
  coupons: { name: string; amountFen: number; minSpendFen: number }[];
  /** Staff entries (kind 3) adding up to the points of accounts.ts, oldest first. */
  points: { delta: number; remark: string; daysAgo: number }[];
};

const holdings: DemoHolding[] = [
  {
    username: 'demo',
    balanceFen: 5_000_000,
    address: {
      name: '王建国',
      phone: '13800000001',
      region: '北京市 朝阳区',
      detail: '望京街道阜通东大街6号 仁和大药房',
    },
    coupons: [
      { name: '满200减10元券', amountFen: 1_000, minSpendFen: 20_000 },
      { name: '满1000减60元券', amountFen: 6_000, minSpendFen: 100_000 },
      { name: '满3000减200元券', amountFen: 20_000, minSpendFen: 300_000 },
    ],
    points: [
      { delta: 1_000, remark: '期初积分（原平台累计）', daysAgo: 150 },
      { delta: 300, remark: '年度采购返积分（线下订单补录）', daysAgo: 60 },
      { delta: -20, remark: '重复补录冲正', daysAgo: 30 },
    ],
  },
  {
    username: 'clinic',
    balanceFen: 1_000_000,
    address: {
      name: '李晓梅',
      phone: '13800000002',
      region: '上海市 浦东新区',
      detail: '花木街道锦绣路1001弄 康宁社区诊所',
    },
    coupons: [{ name: '满500减25元券', amountFen: 2_500, minSpendFen: 50_000 }],
    points: [
      { delta: 300, remark: '期初积分（原平台累计）', daysAgo: 90 },
      { delta: 60, remark: '新店首单奖励', daysAgo: 20 },
    ],
  },
];

/** Goods whose id ends in 3 take part in activity 1, in 7 in activity 2 (limited per buyer). */
async function insertActivities(tx: Tx, now: Date) {
  const [a1, a2] = await tx
    .insert(fullReductions)
    .values([
      {
        title: '冬季备货节 满500减30 满1000减80',
        tiers: [
          { thresholdFen: 50_000, reductionFen: 3_000 },
          { thresholdFen: 100_000, reductionFen: 8_000 },
        ],
        limitPerBuyer: 0,
        startsAt: new Date(now.getTime() - DAY),
        endsAt: new Date(now.getTime() + 365 * DAY),
      },
      {
        title: '品牌特惠 满300减20（每家限购200件）',
        tiers: [{ thresholdFen: 30_000, reductionFen: 2_000 }],
        limitPerBuyer: 200,
        startsAt: new Date(now.getTime() - DAY),
        endsAt: new Date(now.getTime() + 365 * DAY),
      },
    ])
    .returning({ id: fullReductions.id });
  await tx.execute(sql`
    INSERT INTO full_reduction_goods (activity_id, goods_id)
    SELECT CASE WHEN id % 10 = 3 THEN ${a1!.id}::int ELSE ${a2!.id}::int END, id
    FROM goods WHERE id % 10 IN (3, 7)`);
}

async function insertHoldings(tx: Tx, now: Date) {
  const found = await tx
    .select({ username: users.username, companyId: users.companyId })
    .from(users)
    .where(
      inArray(
        users.username,
        holdings.map((h) => h.username),
      ),
    );
  for (const h of holdings) {
    const companyId = found.find((f) => f.username === h.username)?.companyId;
    if (companyId === undefined) continue;
    await tx.insert(wallets).values({ companyId, balanceFen: h.balanceFen });
    await tx.insert(walletLedger).values({
      companyId,
      amountFen: h.balanceFen,
      balanceAfterFen: h.balanceFen,
      kind: 1,
      remark: '对公转账充值',
    });
    await tx.insert(addresses).values({ companyId, ...h.address, isDefault: true });
    await insertPointsHistory(tx, companyId, h.points, now);
    await tx
      .insert(coupons)
      .values(
        h.coupons.map((c) => ({ companyId, ...c, endsAt: new Date(now.getTime() + 90 * DAY) })),
      );
  }
}

/**
 * The demo buyer's points history, ending at the balance accounts.ts gave it.
 * Skipped when the company has entries already (migration 0012 opened a
 * ledger for points held before it), so the entries always sum to the points.
 */
async function insertPointsHistory(
  tx: Tx,
  companyId: number,
  entries: DemoHolding['points'],
  now: Date,
) {
  const [held] = await tx.select().from(companies).where(eq(companies.id, companyId));
  const [any] = await tx
    .select({ id: pointsLedger.id })
    .from(pointsLedger)
    .where(eq(pointsLedger.companyId, companyId))
    .limit(1);
  const sum = entries.reduce((n, e) => n + e.delta, 0);
  if (any || !held || held.points !== sum) return;
  let after = 0;
  await tx.insert(pointsLedger).values(
    entries.map((e) => {
      after += e.delta;
      return {
        companyId,
        delta: e.delta,
        pointsAfter: after,
        kind: 3,
        remark: e.remark,
        createdAt: new Date(now.getTime() - e.daysAgo * DAY),
      };
    }),
  );
}

export async function insertCommerce(tx: Tx, now = new Date()) {
  await insertActivities(tx, now);
  await insertHoldings(tx, now);
  await insertCouponTemplates(tx, now);
  await insertWelfare(tx, now);
  await insertCombinations(tx, now);
  await tx
    .insert(siteConfig)
    .values({ key: SHIPPING_RULE_KEY, value: DEFAULT_SHIPPING_RULE })
    .onConflictDoNothing();
}

/**
 * A database seeded before carts existed has buyers but no wallets or
 * activities: add them once, when the demo buyers are there and nothing else is.
 */
export async function seedCommerceIfMissing(db: Db): Promise<boolean> {
  const [any] = await db.select({ id: fullReductions.id }).from(fullReductions).limit(1);
  if (any) return false;
  const [demo] = await db
    .select({ id: companies.id })
    .from(companies)
    .innerJoin(users, and(eq(users.companyId, companies.id), eq(users.username, 'demo')))
    .limit(1);
  if (!demo) return false;
  await db.transaction((tx) => insertCommerce(tx));
  return true;
}
