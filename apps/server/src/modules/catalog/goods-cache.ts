import { cacheCounter } from '../../platform/cache-stats.ts';
import type { GoodsRow } from './repo.ts';

/**
 * Goods rows by id, kept for a few seconds. A list page then costs one narrow
 * index query instead of parsing twenty 45-column rows (measured: ~3x the
 * throughput). An expired row is still answered while one background query
 * refreshes it, so display may lag an edit by the TTL plus one refresh; carts
 * and orders read stock and prices from the database, never from here.
 */
export function goodsCache(
  load: (ids: number[]) => Promise<GoodsRow[]>,
  ttlMs: number,
  maxEntries = 50_000,
) {
  const counter = cacheCounter('goods rows');
  const entries = new Map<number, { at: number; row: GoodsRow }>();
  const refreshing = new Set<number>();
  // Rows being loaded for a miss: concurrent requests for them wait for that load.
  const loading = new Map<number, Promise<GoodsRow | undefined>>();
  // Misses of requests that arrive together are loaded by one query, at the
  // next turn of the event loop, instead of one query per request.
  let batch: { ids: Set<number>; rows: Promise<Map<number, GoodsRow>> } | null = null;

  function loadSoon(ids: number[]): Promise<Map<number, GoodsRow>> {
    if (!batch) {
      const wanted = new Set<number>();
      const rows = new Promise<Map<number, GoodsRow>>((resolve, reject) => {
        setImmediate(() => {
          batch = null;
          const list = [...wanted];
          load(list).then((found) => {
            store(list, found, Date.now());
            resolve(new Map(found.map((r) => [r.id, r])));
          }, reject);
        });
      });
      batch = { ids: wanted, rows };
    }
    for (const id of ids) batch.ids.add(id);
    return batch.rows;
  }

  function store(ids: number[], rows: GoodsRow[], at: number) {
    const found = new Set<number>();
    for (const row of rows) {
      if (!entries.has(row.id) && entries.size >= maxEntries) {
        entries.delete(entries.keys().next().value!);
      }
      entries.set(row.id, { at, row });
      found.add(row.id);
    }
    // A goods hidden or deleted since must not linger.
    for (const id of ids) if (!found.has(id)) entries.delete(id);
  }

  function refresh(ids: number[]) {
    for (const id of ids) refreshing.add(id);
    load(ids)
      .then((rows) => store(ids, rows, Date.now()))
      .catch(() => {}) // the stale rows stay until the next attempt
      .finally(() => {
        for (const id of ids) refreshing.delete(id);
      });
  }

  return {
    /** Puts rows read elsewhere (the start-up warm-up) into the cache. */
    put(rows: GoodsRow[]) {
      store([], rows, Date.now());
    },

    /** Drops these rows: the next read loads them. */
    forget(ids: number[]) {
      for (const id of ids) entries.delete(id);
    },

    /** Rows for the ids that exist and are visible; unknown ids are simply absent. */
    async getMany(ids: number[]): Promise<Map<number, GoodsRow>> {
      const now = Date.now();
      const found = new Map<number, GoodsRow>();
      const missing: number[] = [];
      const stale: number[] = [];
      for (const id of ids) {
        const e = entries.get(id);
        if (!e) {
          missing.push(id);
          counter.misses++;
        } else {
          counter.hits++;
          found.set(id, e.row);
          if (now - e.at > ttlMs && !refreshing.has(id)) stale.push(id);
        }
      }
      if (stale.length > 0) refresh(stale);
      const toLoad = missing.filter((id) => !loading.has(id));
      if (toLoad.length > 0) {
        const rows = loadSoon(toLoad);
        for (const id of toLoad) {
          const one = rows.then((found) => found.get(id));
          // Whoever waits for the row sees a failure; one nobody waits for must not crash.
          one.catch(() => {});
          loading.set(id, one);
        }
        rows
          .catch(() => {})
          .finally(() => {
            for (const id of toLoad) loading.delete(id);
          });
      }
      const waits = missing.map((id) => [id, loading.get(id)] as const);
      for (const [id, wait] of waits) {
        const row = await wait;
        if (row) found.set(id, row);
      }
      return found;
    },
  };
}
