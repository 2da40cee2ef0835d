import type { Db } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { CatalogService } from '../catalog/service.ts';
import { favoritesRepo } from './repo.ts';

export const FAVORITES_PAGE_SIZE = 20;

export function favoritesService(db: Db) {
  const repo = favoritesRepo(db);
  return {
    idsAmong: (companyId: number, goodsIds: number[]) => repo.idsAmong(companyId, goodsIds),

    /** All ids must name visible goods; otherwise nothing is added. */
    async add(buyer: Buyer, goodsIds: number[], catalog: CatalogService) {
      const existing = await catalog.existingIds(goodsIds);
      if (existing.length !== goodsIds.length) throw notFound('商品');
      await repo.add(buyer.companyId, goodsIds);
    },

    async remove(buyer: Buyer, goodsIds: number[]) {
      await repo.remove(buyer.companyId, goodsIds);
    },

    async list(buyer: Buyer, pageNo: number, catalog: CatalogService) {
      const offset = (pageNo - 1) * FAVORITES_PAGE_SIZE;
      const [ids, total] = await Promise.all([
        repo.page(buyer.companyId, FAVORITES_PAGE_SIZE, offset),
        repo.count(buyer.companyId),
      ]);
      return page(await catalog.goodsByIds(ids, buyer), total, pageNo, FAVORITES_PAGE_SIZE);
    },
  };
}

export type FavoritesService = ReturnType<typeof favoritesService>;
