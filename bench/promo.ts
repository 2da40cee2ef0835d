// `npm run bench:promo`: issue 10's performance targets for promotions, on
// PostgreSQL with Redis and BENCH_WORKERS server processes, load generator on
// the same machine. Part 1: 1,000 buyers rush a flash sale (秒杀) of one goods
// with 100 units for BENCH_SECONDS: add + order req/s together, p50/p99, then
// a check in the database that nothing was oversold. Part 2: the zone list
// pages beside the plain goods list (same server, same buyer), as ratios.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { type BenchBuyer, makeBuyers } from './buyers.ts';
import { readCatalogue } from './catalogue.ts';
import { drive, type Figures } from './drive.ts';
import { seededRandom } from './random.ts';
import { catalogueRoutes, PAGE_SIZE } from './routes.ts';
import { login, startServer } from './server.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const SEED = process.env.BENCH_SEED ?? '1';
const WARM_UP = 2;
/** BENCH_ONLY=flash or zones runs that part alone (a target not measured is not met). */
const ONLY = process.env.BENCH_ONLY;

const BUYERS = 1000;
const FLASH_UNITS = 100;
/** Packs per company: small, so the limit is really hit by buyers who try again. */
const LIMIT_PACKS = 2;
/** How often the bench looks for buyers whose add went through (they go on to order). */
const POLL_MS = 25;

/** The refusals a flash sale gives most buyers: expected answers, counted apart. */
const EXPECTED = [/^已抢光$/, /^数量超过活动限购\d+，可原价购买$/, /^库存不足/];

const form = (token: string) => ({
  authorization: `Bearer ${token}`,
  'content-type': 'application/x-www-form-urlencoded',
});

type FlashSetup = { flashId: number; goodsId: number; step: number; goodsStock: number };

/** A session running now with one plain goods of FLASH_UNITS flash units, straight in the database. */
async function flashSale(db: pg.Client): Promise<FlashSetup> {
  // A goods in no activity, flash session or 满减, with a pack that divides the flash stock.
  const g = await db.query<{ id: number; step: number; stock: number }>(
    `SELECT id, mid_pack_quantity AS step, stock FROM goods
     WHERE NOT is_hidden AND NOT is_controlled AND mid_pack_quantity > 0 AND $1 % mid_pack_quantity = 0
       AND activity_type = 0 AND purchase_limit = 0 AND purchase_minimum <= mid_pack_quantity
       AND stock >= $1 * 10
       AND NOT EXISTS (SELECT 1 FROM full_reduction_goods f WHERE f.goods_id = goods.id)
       AND NOT EXISTS (SELECT 1 FROM flash_goods f WHERE f.goods_id = goods.id)
     ORDER BY mid_pack_quantity, id LIMIT 1`,
    [FLASH_UNITS],
  );
  const goods = g.rows[0];
  if (!goods) throw new Error('no plain goods for the flash sale in the demo catalogue');
  const s = await db.query<{ id: number }>(
    `INSERT INTO flash_sessions (title, starts_at, ends_at, enabled)
     VALUES ('压测秒杀场', now() - interval '1 minute', now() + interval '1 hour', true) RETURNING id`,
  );
  const f = await db.query<{ id: number }>(
    `INSERT INTO flash_goods (session_id, goods_id, price_fen, stock_total, stock_left, limit_per_buyer)
     VALUES ($1, $2, 990, $3, $3, $4) RETURNING id`,
    [s.rows[0]!.id, goods.id, FLASH_UNITS, goods.step * LIMIT_PACKS],
  );
  return { flashId: f.rows[0]!.id, goodsId: goods.id, step: goods.step, goodsStock: goods.stock };
}

type Answers = { ok: number; expected: number; unexpected: number; samples: Set<string> };

/**
 * Buyers press 加入购物车 (the flash line, type 1) again and again until it
 * goes in, then order that line once. A poller finds the new flash lines in
 * the database (the add answers the cart's total, not the line) and queues
 * their orders, which go before further adds.
 */
async function rush(url: string, db: pg.Client, buyers: BenchBuyer[], sale: FlashSetup) {
  const byUser = new Map(buyers.map((b) => [b.userId, b]));
  const holding = new Set<number>();
  const orders: { buyer: BenchBuyer; lineId: number }[] = [];
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const r = await db.query<{ id: number; user_id: number }>(
        'SELECT id, user_id FROM cart_lines WHERE miaosha_goods_id = $1',
        [sale.flashId],
      );
      for (const line of r.rows) {
        if (holding.has(line.user_id)) continue;
        holding.add(line.user_id);
        orders.push({ buyer: byUser.get(line.user_id)!, lineId: line.id });
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  })();

  const sent = { add: 0, order: 0 };
  // Per kind of answer, what its requests waited (send to answer, in the generator).
  const waits: Record<string, number[]> = { order: [], 'add, went in': [], 'add, refused': [] };
  type Context = { kind?: 'order' | 'add'; at?: number };
  const answers: Answers = { ok: 0, expected: 0, unexpected: 0, samples: new Set() };
  let next = 0;
  // A buyer holding no flash line yet; once every buyer holds one (their orders
  // are all refused: the run is broken and says so in its refusals), any buyer.
  const nextAdder = () => {
    for (let tried = 0; tried < buyers.length; tried++) {
      const b = buyers[next++ % buyers.length]!;
      if (!holding.has(b.userId)) return b;
    }
    return buyers[next++ % buyers.length]!;
  };
  const started = performance.now();
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: 'POST',
        setupRequest: (req, context: Context) => {
          const job = orders.shift();
          context.at = performance.now();
          context.kind = job ? 'order' : 'add';
          if (job) {
            sent.order++;
            return {
              ...req,
              path: '/api/order/create',
              headers: form(job.buyer.token),
              body: `ids[0]=${job.lineId}&address_id=${job.buyer.addressId}&key=promo-line-${job.lineId}`,
            };
          }
          sent.add++;
          const b = nextAdder();
          return {
            ...req,
            path: '/api/cart',
            headers: form(b.token),
            body: `params[0][goods_id]=${sale.goodsId}&params[0][number]=${sale.step}&params[0][type]=1&params[0][miaosha_goods_id]=${sale.flashId}`,
          };
        },
        onResponse: (status, body, context: Context) => {
          let msg = '';
          let code = 0;
          try {
            ({ msg = '', code = 0 } = JSON.parse(body) as { msg?: string; code?: number });
          } catch {}
          const went = status === 200 && code === 10000;
          const kind = context.kind === 'order' ? 'order' : went ? 'add, went in' : 'add, refused';
          waits[kind]!.push(performance.now() - (context.at ?? 0));
          if (went) answers.ok++;
          else if (EXPECTED.some((e) => e.test(msg))) answers.expected++;
          else {
            answers.unexpected++;
            if (answers.samples.size < 5)
              answers.samples.add(`${status} ${msg || body.slice(0, 80)}`);
          }
        },
      },
    ],
  });
  const seconds = (performance.now() - started) / 1000;
  polling = false;
  await poller;
  return { r, seconds, sent, answers, waits };
}

/** p50 / p99 / max of each kind's waits, for the reader (the target is on the whole). */
function describeWaits(waits: Record<string, number[]>) {
  const at = (sorted: number[], q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return Object.entries(waits)
    .map(([kind, w]) => {
      const s = [...w].sort((a, b) => a - b);
      return `${kind}: ${s.length}, p50 ${at(s, 0.5)} / p99 ${at(s, 0.99)} / max ${at(s, 1)} ms`;
    })
    .join('; ');
}

/** Zero oversell, counted from the orders: flash stock, each company's limit, goods stock. */
async function oversell(db: pg.Client, sale: FlashSetup) {
  const f = await db.query<{ left: number; sold: number; claimed: number }>(
    `SELECT f.stock_left AS left,
       coalesce((SELECT sum(l.quantity) FROM order_lines l WHERE l.miaosha_goods_id = f.id), 0)::int AS sold,
       coalesce((SELECT sum(p.quantity) FROM flash_purchases p WHERE p.flash_goods_id = f.id), 0)::int AS claimed
     FROM flash_goods f WHERE f.id = $1`,
    [sale.flashId],
  );
  const { left, sold, claimed } = f.rows[0]!;
  const over = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (
       SELECT o.company_id FROM order_lines l JOIN orders o ON o.id = l.order_id
       WHERE l.miaosha_goods_id = $1 GROUP BY o.company_id HAVING sum(l.quantity) > $2) x`,
    [sale.flashId, sale.step * LIMIT_PACKS],
  );
  const negative = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM goods WHERE stock < 0',
  );
  const g = await db.query<{ stock: number; sold: number }>(
    `SELECT g.stock, coalesce((SELECT sum(l.quantity) FROM order_lines l WHERE l.goods_id = g.id), 0)::int AS sold
     FROM goods g WHERE g.id = $1`,
    [sale.goodsId],
  );
  const goods = g.rows[0]!;
  const problems: string[] = [];
  if (sold !== FLASH_UNITS - left)
    problems.push(`sold ${sold} but flash stock says ${FLASH_UNITS - left}`);
  if (sold > FLASH_UNITS) problems.push(`sold ${sold} of ${FLASH_UNITS}`);
  if (claimed !== sold) problems.push(`limits claim ${claimed}, orders hold ${sold}`);
  if (over.rows[0]!.n > 0) problems.push(`${over.rows[0]!.n} companies over the limit`);
  if (negative.rows[0]!.n > 0) problems.push(`${negative.rows[0]!.n} goods with negative stock`);
  if (sale.goodsStock - goods.stock !== goods.sold)
    problems.push(`goods stock moved ${sale.goodsStock - goods.stock}, orders hold ${goods.sold}`);
  return { left, sold, problems };
}

type ZoneResult = { name: string; path: string; figures: Figures; ratio: number };

/** Each zone list (page 1, as the home page opens it) beside the goods list, one after the other. */
async function zones(url: string, databaseUrl: string): Promise<[Figures, ZoneResult[]]> {
  const headers = { authorization: `Bearer ${await login(url, 'demo', 'demo123456')}` };
  const catalogue = await readCatalogue(databaseUrl, PAGE_SIZE);
  const list = catalogueRoutes(catalogue, SEED).find((r) => r.name === 'goods list')!;
  const measure = async (name: string, path: () => string) => {
    await drive(url, CONNECTIONS, headers, path, WARM_UP);
    const f = await drive(url, CONNECTIONS, headers, path, DURATION);
    console.log(
      `${name}: ${Math.round(f.rps)} req/s p50 ${f.p50} ms p99 ${f.p99} ms, errors ${f.errors}`,
    );
    return f;
  };
  const random = seededRandom(`${SEED}|goods list|promo`);
  const base = await measure('goods list', () => list.path(random));
  const paths: [string, string][] = [
    ['秒杀 GET /api/miaosha', '/api/miaosha'],
    ['94折 GET /api/welfare', '/api/welfare?page=1'],
    ['组合购 GET /api/combination', '/api/combination'],
    ['拼团 GET /api/pintuan', '/api/pintuan?page=1'],
    ['品牌 GET /api/brand', '/api/brand?page=1'],
  ];
  const out: ZoneResult[] = [];
  for (const [name, path] of paths) {
    const figures = await measure(name, () => path);
    out.push({ name, path, figures, ratio: figures.rps / base.rps });
  }
  return [base, out];
}

/** Part 1: the rush, its figures and the oversell check; true when its target is met. */
async function flashPart(url: string, db: pg.Client, rows: string[]) {
  const buyers = await makeBuyers(db, BUYERS);
  const sale = await flashSale(db);
  // The servers read flash offers through a 2 s display cache: let it see the new session.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  console.log(
    `flash goods ${sale.goodsId}: ${FLASH_UNITS} units in packs of ${sale.step}, limit ${LIMIT_PACKS} packs per company; ${BUYERS} buyers, ${CONNECTIONS} connections, ${DURATION} s`,
  );
  const { r, seconds, sent, answers, waits } = await rush(url, db, buyers, sale);
  const check = await oversell(db, sale);
  const rps = r.requests.total / seconds;
  console.log(
    `add + order: ${Math.round(rps)} req/s (${sent.add} adds, ${sent.order} orders) p50 ${r.latency.p50} ms p99 ${r.latency.p99} ms; ` +
      `${answers.ok} ok, ${answers.expected} expected refusals (已抢光 / 限购 / 库存不足), ${answers.unexpected} unexpected ` +
      `${[...answers.samples].join('; ')}; errors ${r.errors}, timeouts ${r.timeouts}`,
  );
  console.log(describeWaits(waits));
  console.log(
    `sold ${check.sold} of ${FLASH_UNITS}, flash stock left ${check.left}; ${check.problems.length ? check.problems.join('; ') : 'zero oversell'}`,
  );
  const met =
    rps >= 3000 &&
    r.latency.p99 < 100 &&
    answers.unexpected === 0 &&
    r.errors + r.timeouts === 0 &&
    check.problems.length === 0;
  const oversellOk = check.problems.length === 0 && answers.unexpected === 0;
  rows.push(
    `| flash sale add + order | ${Math.round(rps)} | ${r.latency.p50} / ${r.latency.p99} | ${answers.ok} ok, ${answers.expected} sold out / limit, ${answers.unexpected + r.errors + r.timeouts} unexpected | sold ${check.sold}, left ${check.left}: ${oversellOk ? 'zero oversell' : check.problems.join('; ')} | >= 3,000 req/s, p99 < 100 ms, zero oversell | ${met ? 'ok' : 'MISSED'} |`,
  );
  return met;
}

/** Part 2: the zone lists beside the goods list; true when every ratio is met. */
async function zonePart(url: string, databaseUrl: string, rows: string[]) {
  const [base, zoneResults] = await zones(url, databaseUrl);
  rows.push(
    `| goods list (baseline) | ${Math.round(base.rps)} | ${base.p50} / ${base.p99} | ${base.errors} errors | | | |`,
  );
  let met = true;
  for (const z of zoneResults) {
    const ok = z.ratio >= 0.8 && z.figures.errors === 0;
    met &&= ok;
    rows.push(
      `| ${z.name} | ${Math.round(z.figures.rps)} | ${z.figures.p50} / ${z.figures.p99} | ${z.figures.errors} errors | ratio ${z.ratio.toFixed(2)} | >= 0.8 of goods list | ${ok ? 'ok' : 'MISSED'} |`,
    );
  }
  return met;
}

async function main() {
  if (!existsSync(new URL('../apps/server/dist/main.js', import.meta.url)))
    throw new Error('Build first: npm run build');
  const loadBefore = loadavg()[0]!;
  const server = await startServer(3160, ADMIN_URL, WORKERS, { REDIS_URL });
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  const rows: string[] = [];
  let allMet = true;
  try {
    await db.query('VACUUM ANALYZE');
    allMet &&= ONLY !== 'zones' && (await flashPart(server.url, db, rows));
    allMet = ONLY !== 'flash' && (await zonePart(server.url, server.databaseUrl, rows)) && allMet;
  } finally {
    await db.end();
    await server.stop();
  }
  console.log(
    `\nPostgreSQL + Redis, x${WORKERS} processes, ${CONNECTIONS} connections, load generator on the same machine; 1-minute load average before: ${loadBefore.toFixed(1)}\n`,
  );
  console.log('| what | req/s | p50 / p99 ms | answers | check | target | result |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  process.exitCode = allMet ? 0 : 1;
}

await main();
