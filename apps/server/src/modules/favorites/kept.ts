import type { Db } from '../../db/client.ts';
import type { Bus } from '../../platform/bus.ts';
import { sharedCache } from '../../platform/shared-cache.ts';
import { favoritesRepo } from './repo.ts';

/**
 * Which goods each company keeps as favourites, cached per company and
 * forgotten in every process when it changes. Every goods object a buyer
 * sees says whether it is a favourite, so the catalogue reads this: it needs
 * no catalogue, and the composition builds it before both.
 */
export function favoriteSets(db: Db, bus: Bus) {
  const repo = favoritesRepo(db);
  const kept = sharedCache<Set<number>>(bus, 'favorites_changed', {
    ttlMs: 60_000,
    maxEntries: 20_000,
    name: 'favourites',
  });
  return {
    async idsAmong(companyId: number, goodsIds: number[]) {
      const all = await kept.get(String(companyId), () => repo.all(companyId));
      return new Set(goodsIds.filter((id) => all.has(id)));
    },
    changed: (companyId: number) => kept.forget(String(companyId)),
  };
}

export type FavoriteSets = ReturnType<typeof favoriteSets>;
