// `npm run bench:admin`: the console on PostgreSQL with the demo catalogue
// (20,000 goods): 20 staff searching the goods table by name, the export of
// every goods (xlsx and csv), and an import of 20,000 changed rows.
import { existsSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer } from './server.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// One process by default: a console's load is a few staff. BENCH_WORKERS=2
// runs two (the processes then talk over PostgreSQL LISTEN/NOTIFY).
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);

type Result = { name: string; figure: string; target: string; ok: boolean };
const results: Result[] = [];
const record = (r: Result) => {
  results.push(r);
  console.log(`${r.name}: ${r.figure} (${r.target}) ${r.ok ? 'ok' : 'MISSED'}`);
};

async function staffToken(url: string) {
  const res = await fetch(`${url}/admin-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'demo123456' }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('admin_token='));
  if (!cookie) throw new Error(`staff login failed: ${res.status}`);
  return cookie.slice('admin_token='.length).split(';')[0]!;
}

/** Search words as staff type them: 2 to 4 characters out of real goods names. */
async function searchWords(db: pg.Client) {
  const r = await db.query<{ name: string }>('SELECT name FROM goods ORDER BY random() LIMIT 400');
  return r.rows.map(({ name }, i) => {
    const len = 2 + (i % 3);
    const start = (i * 7) % Math.max(1, name.length - len + 1);
    return name.slice(start, start + len);
  });
}

async function goodsTable(url: string, token: string, words: string[]) {
  let k = 0;
  let bad = 0;
  const run = (seconds: number) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      duration: seconds,
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => ({
            ...req,
            path: `/admin-api/goods?page_size=20&keywords=${encodeURIComponent(words[k++ % words.length]!)}`,
            headers: { authorization: `Bearer ${token}` },
          }),
          onResponse: (status, body) => {
            if (status !== 200 || !body.includes('"code":10000')) bad++;
          },
        },
      ],
    });
  await run(2);
  bad = 0;
  const r = await run(DURATION);
  bad += r.non2xx + r.errors + r.timeouts;
  record({
    name: `goods table, name search, ${CONNECTIONS} staff`,
    figure: `${Math.round(r.requests.average)}/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, unexpected ${bad}`,
    target: 'p99 < 100 ms',
    ok: bad === 0 && r.latency.p99 < 100,
  });
}

async function exportAll(url: string, token: string, total: number, format: 'xlsx' | 'csv') {
  const started = performance.now();
  const res = await fetch(`${url}/admin-api/goods/export?format=${format}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
  });
  const body = Buffer.from(await res.arrayBuffer());
  const seconds = (performance.now() - started) / 1000;
  // csv: two header lines, then one line per goods (no line breaks in the demo's text).
  const rows = format === 'csv' ? body.toString('utf8').trimEnd().split('\r\n').length - 2 : total;
  record({
    name: `export ${total} goods, ${format}`,
    figure: `${seconds.toFixed(2)} s, ${(body.length / 1e6).toFixed(1)} MB${format === 'csv' ? `, ${rows} rows` : ''}`,
    target: '< 10 s',
    ok: res.status === 200 && rows === total && seconds < 10,
  });
  return body;
}

async function importAll(url: string, token: string, db: pg.Client) {
  // Every goods changes its price: the heaviest goods import there is (stock
  // is held per lot now and comes in through the lot import).
  const goods = await db.query<{ id: number; price_fen: number }>(
    'SELECT id, price_fen FROM goods ORDER BY id LIMIT 20000',
  );
  const lines = ['商品ID,价格（元）'];
  for (const g of goods.rows) lines.push(`${g.id},${((g.price_fen + 1) / 100).toFixed(2)}`);
  const file = new Blob([`\uFEFF${lines.join('\r\n')}\r\n`], { type: 'text/csv' });
  const upload = async (confirm: 0 | 1) => {
    const form = new FormData();
    form.append('file', file, 'goods.csv');
    const started = performance.now();
    const res = await fetch(`${url}/admin-api/goods/import?confirm=${confirm}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await res.json()) as { code: number; data?: { ok: number; written: number } };
    return { seconds: (performance.now() - started) / 1000, body };
  };
  const dry = await upload(0);
  record({
    name: `import check, ${goods.rows.length} rows`,
    figure: `${dry.seconds.toFixed(2)} s, ${dry.body.data?.ok ?? 0} ok`,
    target: '< 30 s',
    ok: dry.body.code === 10000 && dry.body.data?.ok === goods.rows.length && dry.seconds < 30,
  });
  const real = await upload(1);
  const after = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM goods g JOIN unnest($1::int[], $2::int[]) AS w(id, p)
       ON w.id = g.id WHERE g.price_fen = w.p + 1`,
    [goods.rows.map((g) => g.id), goods.rows.map((g) => g.price_fen)],
  );
  const right = after.rows[0]!.n;
  record({
    name: `import, ${goods.rows.length} rows written`,
    figure: `${real.seconds.toFixed(2)} s, ${real.body.data?.written ?? 0} written, ${right} verified`,
    target: '< 30 s',
    ok: real.body.code === 10000 && right === goods.rows.length && real.seconds < 30,
  });
}

async function main() {
  if (!existsSync(new URL('../apps/server/dist/main.js', import.meta.url)))
    throw new Error('Build first: npm run build');
  const server = await startServer(3160, ADMIN_URL, WORKERS);
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  try {
    const token = await staffToken(server.url);
    const total = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM goods')).rows[0]!
      .n;
    await goodsTable(server.url, token, await searchWords(db));
    await exportAll(server.url, token, total, 'xlsx');
    await exportAll(server.url, token, total, 'csv');
    await importAll(server.url, token, db);
  } finally {
    await db.end();
    await server.stop();
  }
  console.log(
    `\nPostgreSQL x${WORKERS} processes, ${CONNECTIONS} staff connections, load generator on the same machine\n`,
  );
  console.log('| measure | figure | target | result |');
  console.log('|---|---|---|---|');
  for (const r of results)
    console.log(`| ${r.name} | ${r.figure} | ${r.target} | ${r.ok ? 'ok' : 'MISSED'} |`);
  process.exitCode = results.every((r) => r.ok) ? 0 : 1;
}

await main();
