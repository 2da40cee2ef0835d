import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { focusItems, goods, newCustomerGoods, users } from '../db/schema/index.ts';
import { insertPaidOrder, type SeedGoods } from './paid-order.ts';
import { plainGoods } from './plain-goods.ts';

// The demo's 新人特价: running, upcoming and ended offers; the /xr/tj banner;
// and one completed order of the demo buyer `demo` (so it is no longer a new
// customer and sees '仅限新客户购买'), while `clinic` has none and can buy.

const DAY = 24 * 3600 * 1000;

/** [price share of the goods' own, limit, starts in days, ends in days] */
const PLANS: [share: number, limit: number, from: number, to: number][] = [
  [0.5, 1, -3, 27],
  [0.6, 2, -3, 27],
  [0.55, 3, -3, 27],
  [0.7, 2, -1, 29],
  [0.65, 5, -1, 29],
  [0.5, 1, -1, 29],
  [0.6, 2, 5, 35],
  [0.6, 2, 5, 35],
  [0.5, 1, -40, -10],
  [0.5, 2, -40, -10],
];

export async function insertNewCustomerOffer(tx: Tx, now = new Date()) {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  // Goods ending in 2 and not in a flash session (id % 7 = 3): free of the other activities.
  const picked = await tx
    .select({
      id: goods.id,
      priceFen: goods.priceFen,
      name: goods.name,
      manufacturer: goods.manufacturer,
      specification: goods.specification,
      unit: goods.unit,
    })
    .from(goods)
    .where(
      and(
        plainGoods(),
        gt(goods.stock, 200),
        gt(goods.priceFen, 1000),
        sql`${goods.id} % 10 = 2 AND ${goods.id} % 7 <> 3`,
      ),
    )
    .orderBy(goods.id)
    .limit(PLANS.length + 1);
  if (picked.length < PLANS.length + 1) return;
  await tx.insert(newCustomerGoods).values(
    PLANS.map(([share, limit, from, to], i) => ({
      goodsId: picked[i]!.id,
      priceFen: Math.max(1, Math.floor(picked[i]!.priceFen * share)),
      limitPerBuyer: limit,
      startsAt: at(from),
      endsAt: at(to),
      sort: (i + 1) * 10,
    })),
  );
  const [banner] = await tx
    .insert(focusItems)
    .values({ position: 'xrtj', title: '新人特价 首单专享 每家限购一次', url: '/xr/tj', image: '' })
    .returning({ id: focusItems.id });
  await tx
    .update(focusItems)
    .set({ image: `/img/focus/${banner!.id}.svg` })
    .where(eq(focusItems.id, banner!.id));
  await completedOrderOfDemo(tx, picked[PLANS.length]!, at(-30));
}

/** A finished order a month ago: `demo` is then an old customer. */
async function completedOrderOfDemo(tx: Tx, g: SeedGoods & { priceFen: number }, paidAt: Date) {
  const [demo] = await tx
    .select({ companyId: users.companyId, userId: users.id })
    .from(users)
    .where(eq(users.username, 'demo'));
  if (!demo) return;
  await insertPaidOrder(tx, {
    buyer: demo,
    goods: g,
    quantity: 2,
    unitPriceFen: g.priceFen,
    orderNo: `XR${paidAt.getTime()}`,
    key: 'seed-xr-completed',
    paidAt,
    status: 'completed',
    // Paid online: the wallet's opening top-up stays the first thing it holds.
    payMethod: 'sandbox',
    completedAt: new Date(paidAt.getTime() + 3 * DAY),
  });
}

/** A database seeded before 新人特价 existed: add it once. */
export async function seedNewCustomerIfMissing(db: Db): Promise<boolean> {
  const [any] = await db.select({ id: newCustomerGoods.id }).from(newCustomerGoods).limit(1);
  if (any) return false;
  const [g] = await db.select({ id: goods.id }).from(goods).limit(1);
  if (!g) return false;
  await db.transaction((tx) => insertNewCustomerOffer(tx));
  return true;
}
