import type { Db } from '../../db/client.ts';
import type { Bus } from '../../platform/bus.ts';
import type { CatalogService } from '../catalog/index.ts';
import { favoritesRoutes } from './routes.ts';
import { favoritesService } from './service.ts';

export type { FavoritesService } from './service.ts';

/** A company's favourite goods. */
export function favoritesModule(deps: { db: Db; bus: Bus; catalog: CatalogService }) {
  const service = favoritesService(deps.db, deps.bus, deps.catalog);
  return { service, routes: favoritesRoutes(service) };
}
