import { cacheCounter } from './cache-stats.ts';

/**
 * Remembers the promise of a slow read for a short time, per key. Used where a
 * value may be slightly stale without harm (catalogue pages, site content,
 * sessions) and is read on nearly every request. A failed load is forgotten.
 *
 * With `serveStale`, an expired value is still answered while one refresh runs
 * in the background, so hot keys never make a request wait for the database
 * (expiries that line up otherwise show as p99 spikes).
 */
export function ttlCache<V>(
  ttlMs: number,
  maxEntries = 1000,
  opts: { serveStale?: boolean; name?: string } = {},
) {
  const counter = cacheCounter(opts.name ?? 'unnamed');
  /** settled: the value once loaded (deleteWhere reads it; a load still running has none). */
  type Entry = { at: number; value: Promise<V>; refreshing?: boolean; settled?: { v: V } };
  const entries = new Map<string, Entry>();

  function load(key: string, loader: () => Promise<V>): Promise<V> {
    if (!entries.has(key) && entries.size >= maxEntries) {
      entries.delete(entries.keys().next().value!);
    }
    // A native promise of the loaded value: a lazy thenable (a query builder)
    // must run once, not once per reader.
    const value = (async () => loader())();
    const entry: Entry = { at: Date.now(), value };
    entries.set(key, entry);
    value.then(
      (v) => {
        entry.settled = { v };
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return value;
  }

  return {
    get(key: string, loader: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      const fresh = hit !== undefined && Date.now() - hit.at <= ttlMs;
      if (fresh || (hit && opts.serveStale)) counter.hits++;
      else counter.misses++;
      if (!hit) return load(key, loader);
      if (fresh) return hit.value;
      if (!opts.serveStale) return load(key, loader);
      if (!hit.refreshing) {
        hit.refreshing = true;
        loader().then(
          (v) => {
            // Only over the entry it refreshes: a delete or clear meanwhile (a
            // logout, a frozen company) must not be undone by a read begun before it.
            if (entries.get(key) === hit)
              entries.set(key, { at: Date.now(), value: Promise.resolve(v), settled: { v } });
          },
          () => {
            hit.refreshing = false;
          },
        );
      }
      return hit.value;
    },
    delete(key: string) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    /**
     * Forgets the entries whose value matches, and every load still running
     * (it may have read before the change that calls this).
     */
    deleteWhere(matches: (v: V) => boolean) {
      for (const [key, e] of entries) if (!e.settled || matches(e.settled.v)) entries.delete(key);
    },
  };
}
