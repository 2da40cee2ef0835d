// `npm run bench:cart`: add-to-cart, a 50-line cart list and order creation
// on PostgreSQL with the demo catalogue, many buyers at once, then a check
// that no goods was sold beyond its stock.
import { existsSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { type BenchBuyer, buyableGoods, makeBuyers } from './buyers.ts';
import { startServer } from './server.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);

const ADDERS = 50;
const LISTERS = 50;
const ORDERERS = 100;
const LINES_PER_ORDERER = 80;
const ORDER_GOODS = 400;

type Result = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  bad: number;
  target: string;
  ok: boolean;
};
const results: Result[] = [];

function report(
  name: string,
  r: autocannon.Result,
  rps: number,
  bad: number,
  target: string,
  ok: boolean,
) {
  const row = { name, rps, p50: r.latency.p50, p99: r.latency.p99, bad, target, ok };
  results.push(row);
  console.log(
    `${name}: ${Math.round(rps)}/s p50 ${row.p50} ms p99 ${row.p99} ms, unexpected answers ${bad}`,
  );
}

/** Bodies go form-encoded with nested keys, the way the spec's client sends them. */
const form = (token: string) => ({
  authorization: `Bearer ${token}`,
  'content-type': 'application/x-www-form-urlencoded',
});
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Buyers in turn, request after request. (autocannon resets a connection's
 * context after each pass over its request list, so it cannot pin a buyer.)
 */
function inTurn<T>(items: T[]) {
  let next = 0;
  return (): T => items[next++ % items.length]!;
}

async function addToCart(url: string, buyers: BenchBuyer[], goods: { id: number; step: number }[]) {
  // Each buyer adds goods after goods, never the same one twice.
  let k = 0;
  const run = (seconds: number) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: '/api/cart',
          setupRequest: (req) => {
            const b = buyers[k % buyers.length]!;
            const g = goods[Math.floor(k / buyers.length) % goods.length]!;
            k++;
            return {
              ...req,
              headers: form(b.token),
              body: `params[0][goods_id]=${g.id}&params[0][number]=${g.step}`,
            };
          },
        },
      ],
    });
  await run(2);
  const r = await run(DURATION);
  const bad = r.non2xx + r.errors + r.timeouts;
  report(
    'add to cart',
    r,
    r.requests.average,
    bad,
    '>= 800 req/s',
    bad === 0 && r.requests.average >= 800,
  );
}

async function cartList(
  url: string,
  db: pg.Client,
  buyers: BenchBuyer[],
  goods: { id: number; step: number }[],
) {
  for (const [i, b] of buyers.entries()) {
    const values = Array.from({ length: 50 }, (_, k) => {
      const g = goods[(i * 13 + k * 17) % goods.length]!;
      return `(${b.companyId}, ${b.userId}, ${g.id}, ${g.step})`;
    });
    await db.query(
      `INSERT INTO cart_lines (company_id, user_id, goods_id, quantity) VALUES ${values.join(',')}
       ON CONFLICT DO NOTHING`,
    );
  }
  const nextBuyer = inTurn(buyers);
  const run = (seconds: number) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      duration: seconds,
      requests: [
        {
          method: 'GET',
          path: '/api/cart/list',
          setupRequest: (req) => ({ ...req, headers: bearer(nextBuyer().token) }),
        },
      ],
    });
  await run(2);
  const r = await run(DURATION);
  const bad = r.non2xx + r.errors + r.timeouts;
  report(
    'cart list, 50 lines',
    r,
    r.requests.average,
    bad,
    'p99 <= 80 ms',
    bad === 0 && r.latency.p99 <= 80,
  );
}

async function createOrders(
  url: string,
  db: pg.Client,
  buyers: BenchBuyer[],
  goods: { id: number; step: number }[],
) {
  const pool = goods.slice(0, ORDER_GOODS);
  // Demand is 20 packs per goods and stock 15: a quarter of the orders must be refused.
  // Stock is the lots' sum: the goods' longest-dated lot holds it all, the others none
  // (orders then walk the emptied lots before it, as FEFO does).
  await db.query(
    `WITH last AS (
       SELECT DISTINCT ON (goods_id) id, goods_id FROM goods_lots
       WHERE goods_id = ANY($1::int[]) AND state = 'selling'
       ORDER BY goods_id, expiry_date DESC, id DESC)
     UPDATE goods_lots l SET quantity = CASE WHEN l.id = f.id THEN g.mid_pack_quantity * 15 ELSE 0 END
     FROM last f JOIN goods g ON g.id = f.goods_id WHERE l.goods_id = f.goods_id`,
    [pool.map((g) => g.id)],
  );
  await db.query(`UPDATE goods SET stock = mid_pack_quantity * 15 WHERE id = ANY($1::int[])`, [
    pool.map((g) => g.id),
  ]);
  const before = new Map(pool.map((g) => [g.id, g.step * 15]));
  type Job = { buyer: BenchBuyer; lineId: number };
  const perBuyer: Job[][] = [];
  for (const [i, b] of buyers.entries()) {
    const values = Array.from({ length: LINES_PER_ORDERER }, (_, k) => {
      const g = pool[(i * 31 + k * 5) % pool.length]!;
      return `(${b.companyId}, ${b.userId}, ${g.id}, ${g.step})`;
    });
    const r = await db.query<{ id: number }>(
      `INSERT INTO cart_lines (company_id, user_id, goods_id, quantity) VALUES ${values.join(',')}
       ON CONFLICT DO NOTHING RETURNING id`,
    );
    perBuyer.push(r.rows.map((row) => ({ buyer: b, lineId: row.id })));
  }
  // Interleaved, so concurrent requests come from different buyers.
  const jobs: Job[] = [];
  for (let k = 0; k < LINES_PER_ORDERER; k++)
    for (const list of perBuyer) if (list[k]) jobs.push(list[k]!);
  let next = 0;
  let created = 0;
  let refused = 0;
  let other = 0;
  const samples = new Set<string>();
  const started = performance.now();
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    amount: jobs.length,
    requests: [
      {
        method: 'POST',
        path: '/api/order/create',
        setupRequest: (req) => {
          const job = jobs[next++ % jobs.length]!;
          return {
            ...req,
            headers: form(job.buyer.token),
            body: `ids[0]=${job.lineId}&address_id=${job.buyer.addressId}&key=bench-${job.lineId}`,
          };
        },
        onResponse: (status, body) => {
          // Stock went between the order's check and its take (409), or before it (422).
          if (status === 200) created++;
          else if (/"reason":"(out_of_stock|over_stock)"/.test(body)) refused++;
          else {
            other++;
            if (samples.size < 5) samples.add(`${status} ${body.slice(0, 160)}`);
          }
        },
      },
    ],
  });
  const seconds = (performance.now() - started) / 1000;

  const after = await db.query<{ id: number; stock: number; sold: number }>(
    `SELECT g.id, g.stock, coalesce((SELECT sum(l.quantity) FROM order_lines l WHERE l.goods_id = g.id), 0)::int AS sold
     FROM goods g WHERE g.id = ANY($1::int[])`,
    [pool.map((g) => g.id)],
  );
  const oversold = after.rows.filter((g) => g.stock < 0 || before.get(g.id)! - g.stock !== g.sold);
  const rps = created / seconds;
  console.log(
    `orders: ${created} created, ${refused} refused for stock, ${other} other, ${oversold.length} goods oversold or miscounted`,
  );
  for (const s of samples) console.log(`  other answer: ${s}`);
  report(
    'order creation',
    r,
    rps,
    other + oversold.length,
    '>= 1,000 orders/s, zero oversell',
    other === 0 && oversold.length === 0 && rps >= 1000,
  );
}

async function main() {
  if (!existsSync(new URL('../apps/server/dist/main.js', import.meta.url)))
    throw new Error('Build first: npm run build');
  const server = await startServer(3150, ADMIN_URL, WORKERS);
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  try {
    const buyers = await makeBuyers(db, ADDERS + LISTERS + ORDERERS);
    const goods = await buyableGoods(db, 2400);
    await addToCart(server.url, buyers.slice(0, ADDERS), goods.slice(0, 1200));
    await cartList(server.url, db, buyers.slice(ADDERS, ADDERS + LISTERS), goods.slice(0, 1200));
    await createOrders(server.url, db, buyers.slice(ADDERS + LISTERS), goods.slice(1200));
  } finally {
    await db.end();
    await server.stop();
  }
  console.log(
    `\nPostgreSQL x${WORKERS} processes, ${CONNECTIONS} connections, load generator on the same machine\n`,
  );
  console.log('| route | per second | p50 ms | p99 ms | unexpected | target | result |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of results)
    console.log(
      `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.bad} | ${r.target} | ${r.ok ? 'ok' : 'MISSED'} |`,
    );
  process.exitCode = results.every((r) => r.ok) ? 0 : 1;
}

await main();
