import type { Db } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { FavoriteSets } from './kept.ts';
import { favoritesRepo } from './repo.ts';

export const FAVORITES_PAGE_SIZE = 20;

export function favoritesService(
  db: Db,
  sets: FavoriteSets,
  catalog: CatalogService,
  watchPrices: (goodsIds: number[]) => Promise<void>,
) {
  const repo = favoritesRepo(db);

  return {
    /** All ids must name visible goods; otherwise nothing is added. */
    async add(buyer: Buyer, goodsIds: number[]) {
      const existing = await catalog.existingIds(goodsIds);
      if (existing.length !== goodsIds.length) throw notFound('商品');
      await repo.add(buyer.company.id, goodsIds);
      // 降价通知 compares later prices with the price the goods has now.
      await watchPrices(goodsIds);
      await sets.changed(buyer.company.id);
    },

    async remove(buyer: Buyer, goodsIds: number[]) {
      await repo.remove(buyer.company.id, goodsIds);
      await sets.changed(buyer.company.id);
    },

    async list(buyer: Buyer, pageNo: number) {
      const offset = (pageNo - 1) * FAVORITES_PAGE_SIZE;
      const [ids, total] = await Promise.all([
        repo.page(buyer.company.id, FAVORITES_PAGE_SIZE, offset),
        repo.count(buyer.company.id),
      ]);
      return page(await catalog.goodsByIds(ids, buyer), total, pageNo, FAVORITES_PAGE_SIZE);
    },
  };
}

export type FavoritesService = ReturnType<typeof favoritesService>;
