import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, orders } from '../../db/schema/index.ts';
import { makeBuyers, readGoods, setGoods, type TestBuyer } from '../../test/buyers.ts';
import { type TestApp, testApp } from '../../test/helper.ts';

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
      const servers = await Promise.all([startServer(t.databaseUrl!), startServer(t.databaseUrl!)]);
      try {
        const answers = await Promise.all(
          buyers.map(async (b, i) => {
            const base = servers[i % 2]!.url;
            const res = await fetch(`${base}/api/order/create`, {
              method: 'POST',
              headers: { ...b.headers, 'content-type': 'application/x-www-form-urlencoded' },
              body: qs.stringify(body(b, lineOf.get(b.userId)!, 'two')),
            });
            return (await res.json()) as Answer;
          }),
        );
        await expectExactlyFifty(GOODS + 1, answers);
      } finally {
        for (const s of servers) s.proc.kill('SIGTERM');
        await Promise.all(servers.map((s) => once(s.proc, 'exit')));
      }
    },
    120_000,
  );
});

async function freePort(): Promise<number> {
  const srv = createServer();
  srv.listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const port = (srv.address() as { port: number }).port;
  srv.close();
  return port;
}

/** The real server (source run through tsx) on the test database, without seeding. */
async function startServer(databaseUrl: string): Promise<{ url: string; proc: ChildProcess }> {
  const port = await freePort();
  const main = fileURLToPath(new URL('../../main.ts', import.meta.url));
  const proc = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // Compiling the source through tsx takes a while on a busy two-core machine.
  for (let i = 0; i < 450; i++) {
    try {
      if ((await fetch(`${url}/api/get_config`)).ok) return { url, proc };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill('SIGKILL');
  throw new Error('server process did not start');
}
