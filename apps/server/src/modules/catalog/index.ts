import type { Db } from '../../db/client.ts';
import type { Bus } from '../../platform/bus.ts';
import { categoryCache } from './categories.ts';
import { catalogRoutes } from './routes.ts';
import { type CatalogPorts, catalogService } from './service.ts';

export type { GoodsRow } from './repo.ts';
export { buyBlock, goodsImageUrl, NEAR_EXPIRY_WAREHOUSE } from './serialize.ts';
export type { CatalogPorts, CatalogService } from './service.ts';

/** Categories and goods as buyers browse them. */
export function catalogModule(deps: { db: Db; bus: Bus; ports: CatalogPorts }) {
  const service = catalogService({ ...deps, categories: categoryCache(deps.db) });
  return { service, routes: catalogRoutes(service) };
}
