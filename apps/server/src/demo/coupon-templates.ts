import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { categories, couponTemplates, goods, users } from '../db/schema/index.ts';

// The coupon centre's demo: store-wide, category and goods coupons and cash
// vouchers, running, sold out, about to start and ended, so every state of
// /lqzx and the console's list shows.

const DAY = 24 * 3600 * 1000;

type Template = typeof couponTemplates.$inferInsert;

export async function insertCouponTemplates(tx: Tx, now = new Date()) {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const cats = await tx
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.tree, 'main'), inArray(categories.name, ['感冒用药', '心脑血管'])));
  const cat = (name: string) => cats.filter((c) => c.name === name).map((c) => c.id);
  const picked = await tx
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.isHidden, false), gt(goods.stock, 100), sql`${goods.id} % 10 = 1`))
    .orderBy(goods.id)
    .limit(6);
  const running = { startsAt: at(-3), endsAt: at(30) };
  const rows: Template[] = [
    {
      name: '全场满300减15元券',
      amountFen: 1_500,
      minSpendFen: 30_000,
      total: 1_000,
      perBuyer: 2,
      validDays: 30,
      ...running,
    },
    {
      name: '全场满1000减50元券',
      amountFen: 5_000,
      minSpendFen: 100_000,
      total: 200,
      perBuyer: 1,
      validDays: 0,
      validTo: at(60),
      ...running,
    },
    {
      name: '感冒用药满200减20元券',
      amountFen: 2_000,
      minSpendFen: 20_000,
      total: 500,
      perBuyer: 1,
      validDays: 15,
      scopeCategoryIds: cat('感冒用药'),
      ...running,
    },
    {
      name: '心脑血管满500减40元券',
      amountFen: 4_000,
      minSpendFen: 50_000,
      total: 300,
      perBuyer: 1,
      validDays: 15,
      scopeCategoryIds: cat('心脑血管'),
      ...running,
    },
    {
      name: '指定商品满100减10元券',
      amountFen: 1_000,
      minSpendFen: 10_000,
      total: 400,
      perBuyer: 3,
      validDays: 7,
      scopeGoodsIds: picked.map((g) => g.id),
      ...running,
    },
    {
      name: '周年庆满800减80元券',
      amountFen: 8_000,
      minSpendFen: 80_000,
      total: 50,
      issued: 50,
      perBuyer: 1,
      validDays: 30,
      ...running,
    },
    {
      name: '双十二预热满2000减150元券',
      amountFen: 15_000,
      minSpendFen: 200_000,
      total: 300,
      perBuyer: 1,
      validDays: 20,
      startsAt: at(2),
      endsAt: at(20),
    },
    {
      name: '双十一返场满500减30元券',
      amountFen: 3_000,
      minSpendFen: 50_000,
      total: 500,
      issued: 212,
      perBuyer: 1,
      validDays: 10,
      startsAt: at(-20),
      endsAt: at(-1),
    },
    {
      name: '5元无门槛现金券',
      kind: 2,
      amountFen: 500,
      minSpendFen: 0,
      total: 300,
      perBuyer: 1,
      validDays: 30,
      ...running,
    },
    {
      name: '20元现金券',
      kind: 2,
      amountFen: 2_000,
      minSpendFen: 0,
      total: 100,
      perBuyer: 1,
      validDays: 30,
      ...running,
    },
  ];
  await tx.insert(couponTemplates).values(rows);
}

/**
 * A demo database seeded before the coupon centre existed gets its templates
 * once (templates are stopped, never deleted, so none means never seeded).
 */
export async function seedCouponTemplatesIfMissing(db: Db): Promise<boolean> {
  const [any] = await db.select({ id: couponTemplates.id }).from(couponTemplates).limit(1);
  if (any) return false;
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
  if (!demo) return false;
  await db.transaction((tx) => insertCouponTemplates(tx));
  return true;
}
