import { addDays, shopDay } from '@shop/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/json-rows.ts';
import { cartLines, goodsLots } from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, readGoods, type TestBuyer } from '../../test/buyers.ts';
import { type TestApp, testApp } from '../../test/helper.ts';
import { ordersAcrossTwoServers } from '../../test/server-process.ts';
import { inventoryRepo } from './repo.ts';

// 150 buyers each order one unit of a goods whose 40 units sit in three lots,
// in one process and across two server processes sharing PostgreSQL: exactly
// 40 orders, every lot at 0, never below, and the lots the lines received add
// up to what was sold, lot by lot.

const BUYERS = 150;
const LOTS = [
  { lotNo: 'R1', months: 10, quantity: 7 },
  { lotNo: 'R2', months: 14, quantity: 13 },
  { lotNo: 'R3', months: 30, quantity: 20 },
];
const STOCK = LOTS.reduce((n, l) => n + l.quantity, 0);

let t: TestApp;
let buyers: TestBuyer[];

async function prepare() {
  const goodsId = await makeGoods(t.db, { midPackQuantity: 1, stock: 0 });
  const today = shopDay(new Date());
  for (const l of LOTS)
    await t.db.insert(goodsLots).values({
      goodsId,
      lotNo: l.lotNo,
      productionDate: addDays(today, -300),
      expiryDate: addDays(today, l.months * 30),
      quantity: l.quantity,
      supplier: '九州通',
    });
  await t.db.transaction(async (tx) => {
    await inventoryRepo(tx).lockGoods([goodsId]);
    await inventoryRepo(tx).refresh([goodsId]);
  });
  expect((await readGoods(t.db, goodsId)).stock).toBe(STOCK);
  const lines = await t.db
    .insert(cartLines)
    .values(buyers.map((b) => ({ companyId: b.companyId, userId: b.userId, goodsId, quantity: 1 })))
    .returning({ id: cartLines.id, userId: cartLines.userId });
  return { goodsId, lineOf: new Map(lines.map((l) => [l.userId, l.id])) };
}

type Answer = { code: number; data: { reason?: string } };

async function expectNoOversell(goodsId: number, answers: Answer[]) {
  expect(answers.filter((a) => a.code === 10000)).toHaveLength(STOCK);
  for (const a of answers.filter((x) => x.code !== 10000))
    expect(a.data.reason).toBe('out_of_stock');
  const lots = await t.db.select().from(goodsLots).where(eq(goodsLots.goodsId, goodsId));
  for (const l of lots) expect(l.quantity, l.lotNo).toBe(0);
  expect((await readGoods(t.db, goodsId)).stock).toBe(0);
  const perLot = rowsOf<{ lot_no: string; n: number }>(
    await t.db.execute(sql`
      SELECT l.lot_no, sum(o.quantity)::int AS n FROM order_line_lots o
      JOIN goods_lots l ON l.id = o.lot_id WHERE l.goods_id = ${goodsId}
      GROUP BY l.lot_no ORDER BY l.lot_no`),
  );
  expect(perLot).toEqual(LOTS.map((l) => ({ lot_no: l.lotNo, n: l.quantity })));
  const ledger = rowsOf<{ n: number }>(
    await t.db.execute(
      sql`SELECT coalesce(sum(change), 0)::int AS n FROM stock_ledger WHERE goods_id = ${goodsId} AND kind = 'order'`,
    ),
  )[0]!.n;
  expect(ledger).toBe(-STOCK);
}

const body = (b: TestBuyer, lineId: number, tag: string) => ({
  ids: [lineId],
  address_id: b.addressId,
  key: `lot-oversell-${tag}-${b.userId}`,
});

beforeAll(async () => {
  t = await testApp({ goodsCount: 20 });
  buyers = await makeBuyers(t.db, BUYERS, 'lotos');
}, 120_000);
afterAll(() => t?.close());

describe('lots never oversell', () => {
  it(`sells exactly ${STOCK} units over ${LOTS.length} lots to ${BUYERS} concurrent buyers`, async () => {
    const { goodsId, lineOf } = await prepare();
    const answers = await Promise.all(
      buyers.map(
        async (b) =>
          (
            await t.app.inject({
              method: 'POST',
              url: '/api/order/create',
              headers: b.headers,
              payload: body(b, lineOf.get(b.userId)!, 'one'),
            })
          ).json() as Answer,
      ),
    );
    await expectNoOversell(goodsId, answers);
  }, 120_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'holds across two server processes sharing PostgreSQL',
    async () => {
      const { goodsId, lineOf } = await prepare();
      const answers = await ordersAcrossTwoServers<Answer>(
        t.databaseUrl!,
        buyers.map((b) => ({ headers: b.headers, form: body(b, lineOf.get(b.userId)!, 'two') })),
      );
      await expectNoOversell(goodsId, answers);
    },
    180_000,
  );
});
