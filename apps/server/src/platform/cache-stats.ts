// Hits and misses of the in-process caches, by cache name, so a benchmark can
// print how much of what it measured was served from memory. Counting is two
// integer increments; the numbers are read only by `GET /internal/cache-stats`,
// which the server exposes when EXPOSE_CACHE_STATS is set (the benchmarks do).

export type CacheCounts = { hits: number; misses: number };

const counts = new Map<string, CacheCounts>();

export function cacheCounter(name: string): CacheCounts {
  let c = counts.get(name);
  if (!c) {
    c = { hits: 0, misses: 0 };
    counts.set(name, c);
  }
  return c;
}

/** Every cache's counts since the process started (or since the last reset). */
export function cacheStats(): Record<string, CacheCounts> {
  return Object.fromEntries([...counts].map(([name, c]) => [name, { ...c }]));
}

export function resetCacheStats() {
  for (const c of counts.values()) {
    c.hits = 0;
    c.misses = 0;
  }
}
