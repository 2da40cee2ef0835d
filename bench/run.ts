// `npm run bench`: the shop's catalogue routes (goods list, goods detail,
// search suggestions) beside the bare limit of the same queries
// (bare-server.ts), both on one PostgreSQL database with the 20,000-goods demo
// catalogue, one server process each, driven by autocannon on this machine
// with requests spread the way buyers spread them (routes.ts). Prints each
// shop figure beside the bare one with their ratio and the shop's cache hit
// rates, then a table, also written as JSON to bench/results/.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { hitRates, resetCacheStats } from './cache-stats.ts';
import { readCatalogue } from './catalogue.ts';
import { drive, type Figures } from './drive.ts';
import { seededRandom } from './random.ts';
import { type RouteResult, routeLine, table, writeResults } from './report.ts';
import { catalogueRoutes, PAGE_SIZE, type Route } from './routes.ts';
import { login, type RunningServer, startBareServer, startServer } from './server.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP = 2;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SEED = process.env.BENCH_SEED ?? '1';
/** The shop's port (the bare server takes the next one, the database is named after it): two runs at once need different ones. */
const PORT = Number(process.env.BENCH_PORT ?? 3100);

/**
 * The demo seed leaves thousands of dead goods rows and no visibility map.
 * Vacuumed now, autovacuum does not start in the middle of a measured phase,
 * and both servers read the tables as a shop that has been running would.
 */
async function vacuum(databaseUrl: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('VACUUM ANALYZE');
  } finally {
    await db.end();
  }
}

/**
 * A warm-up (plans, JIT, the shop's caches) then the measured phase. Each
 * phase draws from its own seed, the same for both servers, so the shop and
 * the bare server get exactly the same requests in the same order; the
 * measured phase is not a replay of the warm-up.
 */
async function measure(
  server: RunningServer,
  headers: Record<string, string>,
  route: Route,
  beforeMeasuring: () => Promise<void> = async () => {},
): Promise<Figures> {
  const phase = (name: string) => {
    const random = seededRandom(`${SEED}|${route.name}|${name}`);
    return () => route.path(random);
  };
  await drive(server.url, CONNECTIONS, headers, phase('warm-up'), WARM_UP);
  await beforeMeasuring();
  return drive(server.url, CONNECTIONS, headers, phase('measured'), DURATION);
}

async function main() {
  if (!existsSync(new URL('../apps/server/dist/main.js', import.meta.url))) {
    throw new Error('Build first: npm run build');
  }
  // The machine is shared: what else ran just before is a hint of the noise.
  const loadBefore = loadavg()[0]!;
  const shop = await startServer(PORT, ADMIN_URL, 1, { EXPOSE_CACHE_STATS: '1' });
  let bare: RunningServer | undefined;
  const results: RouteResult[] = [];
  try {
    await vacuum(shop.databaseUrl);
    bare = await startBareServer(PORT + 1, shop.databaseUrl);
    // Buyers are logged in (prices, favourites and cart quantities are per
    // buyer); the bare server ignores the header.
    const headers = { authorization: `Bearer ${await login(shop.url, 'demo', 'demo123456')}` };
    const catalogue = await readCatalogue(shop.databaseUrl, PAGE_SIZE);
    console.log(
      `${catalogue.goodsIds.length} visible goods, ${catalogue.categories.length} categories, ` +
        `${catalogue.prefixes.length} distinct prefixes; ${CONNECTIONS} connections, ` +
        `${WARM_UP} s warm-up + ${DURATION} s per route and server, seed ${SEED}\n`,
    );
    for (const route of catalogueRoutes(catalogue, SEED)) {
      const bareFigures = await measure(bare, headers, route);
      const shopFigures = await measure(shop, headers, route, () => resetCacheStats(shop.url));
      const ratio = shopFigures.rps / bareFigures.rps;
      const result: RouteResult = {
        route: route.name,
        target: route.target.text,
        met:
          shopFigures.errors === 0 &&
          bareFigures.errors === 0 &&
          route.target.met(shopFigures, ratio),
        ratio,
        shop: { ...shopFigures, hitRates: await hitRates(shop.url) },
        bare: bareFigures,
      };
      results.push(result);
      console.log(routeLine(result));
    }
  } finally {
    await bare?.stop();
    await shop.stop();
  }
  console.log(
    `\n${table(results)}\n\n1-minute load average before the run: ${loadBefore.toFixed(1)}\n`,
  );
  const file = writeResults(results, {
    connections: CONNECTIONS,
    warmUpSeconds: WARM_UP,
    seconds: DURATION,
    seed: SEED,
    shopProcesses: 1,
    loadAverageBefore: loadBefore,
  });
  console.log(`written to ${file}`);
  process.exitCode = results.every((r) => r.met) ? 0 : 1;
}

await main();
