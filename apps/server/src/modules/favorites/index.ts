import type { Db } from '../../db/client.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { Module } from '../module.ts';
import type { FavoriteSets } from './kept.ts';
import { favoritesRoutes } from './routes.ts';
import { type FavoritesService, favoritesService } from './service.ts';

export { type FavoriteSets, favoriteSets } from './kept.ts';
export type { FavoritesService } from './service.ts';

/** A company's favourite goods. */
export function favoritesModule(deps: {
  db: Db;
  sets: FavoriteSets;
  catalog: CatalogService;
  watchPrices: (goodsIds: number[]) => Promise<void>;
}): Module<FavoritesService> {
  const service = favoritesService(deps.db, deps.sets, deps.catalog, deps.watchPrices);
  return { service, routes: favoritesRoutes(service) };
}
