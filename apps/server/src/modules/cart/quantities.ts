import type { Db } from '../../db/client.ts';
import type { Bus } from '../../platform/bus.ts';
import { sharedCache } from '../../platform/shared-cache.ts';
import { cartRepo } from './repo.ts';

/**
 * cartNum on every goods object a buyer sees: the cart's quantities per user
 * and store (a login's stores have a cart each), forgotten in every process
 * when that cart changes. The catalogue reads it and the cart forgets it; it
 * needs neither, so the composition builds it before both.
 */
export function cartQuantities(db: Db, bus: Bus) {
  const held = sharedCache<Map<number, number>>(bus, 'cart_changed', {
    ttlMs: 10_000,
    maxEntries: 20_000,
    name: 'cart quantities',
  });
  const keyOf = (userId: number, companyId: number) => `${userId}:${companyId}`;
  return {
    async among(userId: number, companyId: number, goodsIds: number[]) {
      const all = await held.get(keyOf(userId, companyId), () =>
        cartRepo(db).quantities(userId, companyId),
      );
      return new Map(goodsIds.flatMap((id) => (all.has(id) ? [[id, all.get(id)!] as const] : [])));
    },
    changed: (userId: number, companyId: number) => held.forget(keyOf(userId, companyId)),
  };
}

export type CartQuantities = ReturnType<typeof cartQuantities>;
