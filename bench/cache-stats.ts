// The shop's in-process cache counters (served when it runs with
// EXPOSE_CACHE_STATS=1), so each figure can say how much of it came from memory.

type CacheCounts = Record<string, { hits: number; misses: number }>;

async function cacheStats(url: string, method: 'GET' | 'DELETE'): Promise<CacheCounts> {
  const res = await fetch(`${url}/internal/cache-stats`, { method });
  if (!res.ok) {
    throw new Error(
      `${method} /internal/cache-stats answered ${res.status}: rebuild the server (npm run build)`,
    );
  }
  return (await res.json()) as CacheCounts;
}

export async function resetCacheStats(url: string): Promise<void> {
  await cacheStats(url, 'DELETE');
}

/** Hit rate (0-1) of every cache used since the last reset; unused caches are left out. */
export async function hitRates(url: string): Promise<Record<string, number>> {
  const counts = await cacheStats(url, 'GET');
  return Object.fromEntries(
    Object.entries(counts)
      .filter(([, c]) => c.hits + c.misses > 0)
      .map(([name, c]) => [name, c.hits / (c.hits + c.misses)]),
  );
}
