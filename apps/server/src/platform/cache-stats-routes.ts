import type { FastifyInstance } from 'fastify';
import { cacheStats, resetCacheStats } from './cache-stats.ts';

/** GET /internal/cache-stats and DELETE to start counting afresh (EXPOSE_CACHE_STATS, for the benchmarks). */
export async function cacheStatsRoutes(app: FastifyInstance) {
  app.get('/internal/cache-stats', async () => cacheStats());
  app.delete('/internal/cache-stats', async () => {
    resetCacheStats();
    return cacheStats();
  });
}
