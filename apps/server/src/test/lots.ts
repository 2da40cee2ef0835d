import { addDays, shopDay } from '@shop/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { goodsLots } from '../db/schema/index.ts';
import { makeGoods } from './buyers.ts';

// A goods of its own whose stock sits in the lots a test names (expiry in
// days from the shop's today), its derived stock and expiry set as the
// inventory module derives them.

export type TestLot = { lotNo: string; days: number; quantity: number };

export async function goodsWithLots(db: Db, lots: TestLot[], patch = {}) {
  const goodsId = await makeGoods(db, { midPackQuantity: 1, stock: 0, ...patch });
  const today = shopDay(new Date());
  const made = await db
    .insert(goodsLots)
    .values(
      lots.map((l) => ({
        goodsId,
        lotNo: l.lotNo,
        productionDate: addDays(today, -400),
        expiryDate: addDays(today, l.days),
        quantity: l.quantity,
        supplier: '九州通医药集团股份有限公司',
      })),
    )
    .returning({ id: goodsLots.id, lotNo: goodsLots.lotNo });
  await db.execute(sql`UPDATE goods SET
    stock = (SELECT coalesce(sum(quantity), 0) FROM goods_lots WHERE goods_id = ${goodsId} AND state = 'selling'),
    expiry_date = (SELECT min(expiry_date) FROM goods_lots WHERE goods_id = ${goodsId} AND quantity > 0)
    WHERE id = ${goodsId}`);
  return { goodsId, lot: Object.fromEntries(made.map((m) => [m.lotNo, m.id])) };
}

export async function readLot(db: Db, id: number) {
  const [row] = await db.select().from(goodsLots).where(eq(goodsLots.id, id));
  return row!;
}
