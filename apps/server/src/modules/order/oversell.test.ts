import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, orders } from '../../db/schema/index.ts';
import { makeBuyers, readGoods, setGoods, type TestBuyer } from '../../test/buyers.ts';
import { type TestApp, testApp } from '../../test/helper.ts';
import { ordersAcrossTwoServers } from '../../test/server-process.ts';

// 200 buyers each order one unit of goods that has 50: exactly 50 orders,
// stock 0, and 150 clear refusals. Run in-process on whichever database the
// tests use, and across two real server processes sharing PostgreSQL.

const BUYERS = 200;
const STOCK = 50;
const GOODS = 31;

let t: TestApp;
let buyers: TestBuyer[];

async function prepare(goodsId: number) {
  await setGoods(t.db, goodsId, {
    stock: STOCK,
    midPackQuantity: 1,
    purchaseLimit: 0,
    purchaseMinimum: 0,
    isHidden: false,
    activityType: 0,
  });
  await t.db.delete(cartLines).where(eq(cartLines.goodsId, goodsId));
  await t.db
    .insert(cartLines)
    .values(
      buyers.map((b) => ({ companyId: b.companyId, userId: b.userId, goodsId, quantity: 1 })),
    );
  const lines = await t.db
    .select({ id: cartLines.id, userId: cartLines.userId })
    .from(cartLines)
    .where(eq(cartLines.goodsId, goodsId));
  return new Map(lines.map((l) => [l.userId, l.id]));
}

type Answer = { code: number; msg: string; data: { reason?: string } };

async function expectExactlyFifty(goodsId: number, answers: Answer[]) {
  const okCount = answers.filter((a) => a.code === 10000).length;
  const refused = answers.filter((a) => a.code !== 10000);
  expect(okCount).toBe(STOCK);
  expect(refused).toHaveLength(BUYERS - STOCK);
  for (const r of refused) expect(r.data.reason).toBe('out_of_stock');
  expect((await readGoods(t.db, goodsId)).stock).toBe(0);
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      sql`exists (select 1 from order_lines l where l.order_id = ${orders.id} and l.goods_id = ${goodsId})`,
    );
  expect(row!.n).toBe(STOCK);
}

const body = (b: TestBuyer, lineId: number, tag: string) => ({
  ids: [lineId],
  address_id: b.addressId,
  key: `oversell-${tag}-${b.userId}`,
});

beforeAll(async () => {
  t = await testApp({ goodsCount: 40 });
  buyers = await makeBuyers(t.db, BUYERS, 'oversell');
}, 120_000);
afterAll(() => t?.close());

describe('stock never oversells', () => {
  it(`gives ${STOCK} of ${BUYERS} concurrent buyers an order`, async () => {
    const lineOf = await prepare(GOODS);
    const answers = await Promise.all(
      buyers.map(async (b) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/order/create',
          headers: b.headers,
          payload: body(b, lineOf.get(b.userId)!, 'one'),
        });
        return res.json() as Answer;
      }),
    );
    await expectExactlyFifty(GOODS, answers);
  }, 120_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'holds across two server processes sharing PostgreSQL',
    async () => {
      const lineOf = await prepare(GOODS + 1);
      const answers = await ordersAcrossTwoServers<Answer>(
        t.databaseUrl!,
        buyers.map((b) => ({ headers: b.headers, form: body(b, lineOf.get(b.userId)!, 'two') })),
      );
      await expectExactlyFifty(GOODS + 1, answers);
    },
    120_000,
  );
});
