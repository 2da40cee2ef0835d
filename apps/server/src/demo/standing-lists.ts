import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import {
  arrivalNotices,
  goods,
  standingListLines,
  standingLists,
  users,
} from '../db/schema/index.ts';

// demo's 常购清单 and 到货通知: a weekly list of five goods it may buy, a
// second list holding a goods that is out of stock (so 一键加入购物车 shows a
// refused line), and an arrival notice waiting on that goods. Every goods
// starts the price-drop comparison from its demo price. The goods are the
// first (by id) that fit, so the seed stays the same run to run.

/** Plain goods any licensed pharmacy may buy in any number of middle packs. */
const plain = and(
  eq(goods.isHidden, false),
  eq(goods.activityType, 0),
  eq(goods.warehouseId, 1),
  eq(goods.purchaseLimit, 0),
  eq(goods.purchaseMinimum, 0),
  eq(goods.isSpecialCompound, false),
  eq(goods.isColdChain, false),
  eq(goods.isControlled, false),
  eq(goods.isDevice, false),
  eq(goods.isHealth, false),
  eq(goods.kind, 0),
  sql`${goods.drugClass} IN ('otc_a', 'otc_b')`,
);

export async function insertStandingListsDemo(tx: Tx): Promise<void> {
  await tx.execute(sql`
    INSERT INTO price_watch (goods_id, price_fen) SELECT id, price_fen FROM goods
    ON CONFLICT DO NOTHING`);
  const [demo] = await tx
    .select({ userId: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(users.username, 'demo'));
  if (!demo) return;
  const inStock = await tx
    .select({ id: goods.id, pack: goods.midPackQuantity })
    .from(goods)
    .where(and(plain, gt(goods.stock, 500), sql`${goods.id} > 10`))
    .orderBy(asc(goods.id))
    .limit(8);
  const [empty] = await tx
    .select({ id: goods.id, pack: goods.midPackQuantity })
    .from(goods)
    .where(and(plain, eq(goods.stock, 0)))
    .orderBy(asc(goods.id))
    .limit(1);
  if (inStock.length < 8 || !empty) return;
  const lineOf = (g: { id: number; pack: number }, packs: number) => ({
    goodsId: g.id,
    quantity: Math.max(1, g.pack) * packs,
  });
  const lists = [
    { name: '每周常购', lines: inStock.slice(0, 5).map((g, i) => lineOf(g, 2 + (i % 3))) },
    {
      name: '感冒季备货',
      lines: [...inStock.slice(5, 8).map((g) => lineOf(g, 3)), lineOf(empty, 2)],
    },
  ];
  for (const l of lists) {
    const [row] = await tx
      .insert(standingLists)
      .values({ companyId: demo.companyId, name: l.name })
      .returning({ id: standingLists.id });
    await tx
      .insert(standingListLines)
      .values(l.lines.map((x, position) => ({ ...x, listId: row!.id, position })));
  }
  await tx
    .insert(arrivalNotices)
    .values({ companyId: demo.companyId, userId: demo.userId, goodsId: empty.id });
}

/** For a demo database seeded before the lists existed. */
export async function seedStandingListsIfMissing(db: Db): Promise<boolean> {
  const [demo] = await db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.username, 'demo'));
  if (!demo) return false;
  const [any] = await db
    .select({ id: standingLists.id })
    .from(standingLists)
    .where(eq(standingLists.companyId, demo.companyId))
    .limit(1);
  if (any) return false;
  await db.transaction((tx) => insertStandingListsDemo(tx));
  return true;
}
