import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, flashGoods, flashPurchases, flashSessions } from '../../db/schema/index.ts';
import { makeBuyers, plainGoods, setGoods, type TestBuyer } from '../../test/buyers.ts';
import { type TestApp, testApp } from '../../test/helper.ts';
import { ordersAcrossTwoServers } from '../../test/server-process.ts';

// 500 buyers (125 companies of 4 users) each order one flash unit at once, of
// a flash goods with 50 units and a limit of 2 per company: exactly 50 sold,
// no company over 2, flash stock 0. In-process on whichever database the tests
// use, and across two server processes sharing PostgreSQL (and Redis when
// TEST_REDIS_URL is set).

const COMPANIES = 125;
const PER_COMPANY = 4;
const STOCK = 50;
const LIMIT = 2;

let t: TestApp;
let buyers: TestBuyer[];

async function prepare(goodsId: number) {
  await setGoods(t.db, goodsId, { ...plainGoods, stock: 10_000, midPackQuantity: 1 });
  const [s] = await t.db
    .insert(flashSessions)
    .values({
      title: '并发场',
      startsAt: new Date(Date.now() - 3600_000),
      endsAt: new Date(Date.now() + 3600_000),
    })
    .returning();
  const [f] = await t.db
    .insert(flashGoods)
    .values({
      sessionId: s!.id,
      goodsId,
      priceFen: 990,
      stockTotal: STOCK,
      stockLeft: STOCK,
      limitPerBuyer: LIMIT,
    })
    .returning();
  const lines = await t.db
    .insert(cartLines)
    .values(
      buyers.map((b) => ({
        companyId: b.companyId,
        userId: b.userId,
        goodsId,
        quantity: 1,
        kind: 1,
        flashGoodsId: f!.id,
      })),
    )
    .returning({ id: cartLines.id, userId: cartLines.userId });
  return { flashId: f!.id, lineOf: new Map(lines.map((l) => [l.userId, l.id])) };
}

type Answer = { code: number; msg: string };

async function expectExactlyFifty(flashId: number, answers: Answer[]) {
  expect(answers.filter((a) => a.code === 10000)).toHaveLength(STOCK / 1);
  for (const a of answers.filter((x) => x.code !== 10000))
    expect(['已抢光', `数量超过活动限购${LIMIT}，可原价购买`]).toContain(a.msg);
  const [f] = await t.db.select().from(flashGoods).where(eq(flashGoods.id, flashId));
  expect(f!.stockLeft).toBe(0);
  const [most] = await t.db
    .select({
      n: sql<number>`max(${flashPurchases.quantity})::int`,
      sum: sql<number>`sum(${flashPurchases.quantity})::int`,
    })
    .from(flashPurchases)
    .where(eq(flashPurchases.flashGoodsId, flashId));
  expect(most!.n).toBeLessThanOrEqual(LIMIT);
  expect(most!.sum).toBe(STOCK);
  // Counted from the orders themselves too, per company.
  const perCompany = await t.db.execute(sql`
    SELECT o.company_id, sum(l.quantity)::int AS n FROM order_lines l JOIN orders o ON o.id = l.order_id
    WHERE l.miaosha_goods_id = ${flashId} GROUP BY o.company_id`);
  const rows = (perCompany as unknown as { rows: { n: number }[] }).rows;
  expect(rows.reduce((s, r) => s + r.n, 0)).toBe(STOCK);
  for (const r of rows) expect(r.n).toBeLessThanOrEqual(LIMIT);
}

const body = (b: TestBuyer, lineId: number, tag: string) => ({
  ids: [lineId],
  address_id: b.addressId,
  key: `flash-oversell-${tag}-${b.userId}`,
});

beforeAll(async () => {
  t = await testApp({ goodsCount: 40 });
  buyers = [];
  const heads = await makeBuyers(t.db, COMPANIES, 'fo');
  for (const [i, h] of heads.entries())
    buyers.push(h, ...(await makeBuyers(t.db, PER_COMPANY - 1, `fo${i}u`, h.companyId)));
}, 300_000);
afterAll(() => t?.close());

describe('flash stock and the per-company limit never oversell', () => {
  it(`sells exactly ${STOCK} to ${COMPANIES * PER_COMPANY} concurrent buyers`, async () => {
    const { flashId, lineOf } = await prepare(31);
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
    await expectExactlyFifty(flashId, answers);
  }, 300_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'holds across two server processes sharing PostgreSQL (and Redis when set)',
    async () => {
      const { flashId, lineOf } = await prepare(32);
      const env: Record<string, string> = process.env.TEST_REDIS_URL
        ? { REDIS_URL: process.env.TEST_REDIS_URL }
        : {};
      const answers = await ordersAcrossTwoServers<Answer>(
        t.databaseUrl!,
        buyers.map((b) => ({ headers: b.headers, form: body(b, lineOf.get(b.userId)!, 'two') })),
        env,
      );
      await expectExactlyFifty(flashId, answers);
    },
    300_000,
  );
});
