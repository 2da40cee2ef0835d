// `npm run bench`: the built server on PostgreSQL and on PGlite with the
// 20,000-goods demo catalogue, driven by autocannon on this same machine.
// Prints req/s and latency percentiles per route and compares with targets.
import { existsSync } from 'node:fs';
import autocannon from 'autocannon';
import { type Backend, login, startServer } from './server.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'postgres,pglite').split(',') as Backend[];
// PostgreSQL lets several server processes share the work; PGlite is single-process.
const PG_WORKERS = Number(process.env.BENCH_WORKERS ?? 2);

type Target = { rps?: number; p99?: number };
type Scenario = { name: string; target: Target; path: (i: number) => string };

const KEYWORDS = [
  'amxl',
  '阿莫',
  'blf',
  '布洛芬',
  'gml',
  'lhqw',
  'bl',
  'wss',
  '维生素',
  'kz',
  'xyj',
  'tb',
  'hb',
  'ym',
  'zj',
];
/** Detail requests cycle over goods a buyer can see (hidden goods answer 404). */
let visibleIds: number[] = [];

async function loadVisibleIds(url: string, token: string) {
  const ids: number[] = [];
  for (let page = 1; page <= 40; page++) {
    const res = await fetch(`${url}/api/goods/list?page=${page * 5}&page_size=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { data: { data: { id: number }[] } };
    ids.push(...body.data.data.map((g) => g.id));
  }
  return ids;
}

// A deterministic spread of pages, categories and ids so caches see real variety.
const scenarios: Scenario[] = [
  {
    name: 'goods list',
    target: { rps: 1500, p99: 60 },
    path: (i) =>
      `/api/goods/list?page=${(i % 50) + 1}&page_size=20${i % 3 === 0 ? `&select=${(i % 9) + 1}` : ''}`,
  },
  {
    name: 'goods detail',
    target: { rps: 3000 },
    path: (i) => `/api/goods/detail/${visibleIds[(i * 7919) % visibleIds.length]}`,
  },
  {
    name: 'search suggestions',
    target: { rps: 2500, p99: 40 },
    path: (i) =>
      `/api/goods/search?keywords=${encodeURIComponent(KEYWORDS[i % KEYWORDS.length]!)}&type=0`,
  },
];

/** Paths each connection cycles through: fixed up front, so the load generator does no per-request work. */
const PATHS_PER_SCENARIO = 200;

async function drive(url: string, token: string, s: Scenario, seconds: number) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
    requests: Array.from({ length: PATHS_PER_SCENARIO }, (_, i) => ({
      method: 'GET',
      path: s.path(i),
    })),
  });
}

async function main() {
  if (!existsSync(new URL('../apps/server/dist/main.js', import.meta.url))) {
    throw new Error('Build first: npm run build');
  }
  const rows: string[] = [];
  let failures = 0;
  for (const [n, backend] of BACKENDS.entries()) {
    const workers = backend === 'postgres' ? PG_WORKERS : 1;
    const server = await startServer(backend, 3100 + n, ADMIN_URL, workers);
    try {
      const token = await login(server.url, 'demo', 'demo123456');
      visibleIds = await loadVisibleIds(server.url, token);
      for (const s of scenarios) {
        await drive(server.url, token, s, 2); // warm-up: plans, caches, JIT
        const r = await drive(server.url, token, s, DURATION);
        const rps = r.requests.average;
        const p50 = r.latency.p50;
        const p99 = r.latency.p99;
        const bad = r.non2xx + r.errors + r.timeouts;
        const checked = backend === 'postgres';
        const ok =
          bad === 0 &&
          (!checked ||
            ((s.target.rps ?? 0) <= rps && (s.target.p99 ?? Number.POSITIVE_INFINITY) >= p99));
        if (!ok) failures++;
        const target = checked
          ? `>= ${s.target.rps} req/s${s.target.p99 ? `, p99 <= ${s.target.p99} ms` : ''}`
          : '(reference)';
        rows.push(
          `| ${backend} x${workers} | ${s.name} | ${Math.round(rps)} | ${p50} | ${p99} | ${bad} | ${target} | ${ok ? 'ok' : 'MISSED'} |`,
        );
        console.log(rows.at(-1));
      }
    } finally {
      await server.stop();
    }
  }
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s per route, load generator on the same machine\n`,
  );
  console.log(
    '| database x processes | route | req/s | p50 ms | p99 ms | errors | target | result |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(r);
  process.exitCode = failures > 0 ? 1 : 0;
}

await main();
