import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { combinationGoods, combinations, goods, users } from '../db/schema/index.ts';
import { plainGoods } from './plain-goods.ts';

// 组合购 demo packages: three running (one nearly sold out, one limited to 2
// per buyer), one about to start and one ended, so /zhzq and the console's
// list show every state and `demo` can buy a package.

const DAY = 24 * 3600 * 1000;

export async function insertCombinations(tx: Tx, now = new Date()) {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  // Plain goods any approved buyer may buy, with stock to spare.
  const picked = await tx
    .select({ id: goods.id, priceFen: goods.priceFen })
    .from(goods)
    .where(
      and(plainGoods(), gt(goods.stock, 500), gt(goods.priceFen, 100), sql`${goods.id} % 7 = 3`),
    )
    .orderBy(goods.id)
    .limit(12);
  if (picked.length < 12) return;
  const g = (i: number) => picked[i]!;
  const packages = [
    {
      title: '感冒家庭常备组合',
      items: [
        [0, 2],
        [1, 1],
        [2, 1],
      ],
      stock: 200,
      limit: 0,
      from: -5,
      to: 25,
    },
    {
      title: '门店热销搭配套餐',
      items: [
        [3, 1],
        [4, 2],
      ],
      stock: 3,
      limit: 0,
      from: -2,
      to: 10,
    },
    {
      title: '诊所开业必备组合（每店限购2套）',
      items: [
        [5, 1],
        [6, 1],
      ],
      stock: 100,
      limit: 2,
      from: -1,
      to: 14,
    },
    {
      title: '换季囤货组合',
      items: [
        [7, 3],
        [8, 1],
      ],
      stock: 80,
      limit: 0,
      from: 3,
      to: 20,
    },
    {
      title: '上月特惠组合',
      items: [
        [9, 1],
        [10, 1],
        [11, 2],
      ],
      stock: 50,
      limit: 0,
      from: -40,
      to: -10,
    },
  ] as const;
  for (const p of packages) {
    const alone = p.items.reduce((n, [i, q]) => n + g(i).priceFen * q, 0);
    // About 12% off what the goods cost alone, in whole yuan down.
    const priceFen = Math.max(100, Math.floor((alone * 0.88) / 100) * 100);
    const [made] = await tx
      .insert(combinations)
      .values({
        title: p.title,
        priceFen,
        stock: p.stock,
        limitPerBuyer: p.limit,
        startsAt: at(p.from),
        endsAt: at(p.to),
      })
      .returning({ id: combinations.id });
    await tx
      .insert(combinationGoods)
      .values(
        p.items.map(([i, q]) => ({ combinationId: made!.id, goodsId: g(i).id, quantity: q })),
      );
  }
}

/** A database seeded before 组合购 existed gets the demo packages once, when the demo buyer is there. */
export async function seedCombinationsIfMissing(db: Db): Promise<boolean> {
  const [any] = await db.select({ id: combinations.id }).from(combinations).limit(1);
  if (any) return false;
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
  if (!demo) return false;
  await db.transaction((tx) => insertCombinations(tx));
  return true;
}
