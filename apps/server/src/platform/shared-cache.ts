import type { Bus } from './bus.ts';
import { ttlCache } from './ttl-cache.ts';

/**
 * A per-key cache that every server process forgets at once when one of them
 * changes the key's data (a buyer's cart, a company's favourites): the buyer
 * sees their own change on the next page, whichever process serves it, and
 * the reads in between cost no query.
 */
export function sharedCache<V>(
  bus: Bus,
  channel: string,
  opts: { ttlMs: number; maxEntries: number; name: string },
) {
  const cache = ttlCache<V>(opts.ttlMs, opts.maxEntries, { name: opts.name });
  bus.subscribe(channel, (key) => cache.delete(key));
  return {
    get: (key: string, load: () => Promise<V>) => cache.get(key, load),
    /** Drops the key here at once and, through the bus, in every other process. */
    async forget(key: string) {
      cache.delete(key);
      await bus.publish(channel, key);
    },
  };
}
