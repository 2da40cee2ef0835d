import type { Db } from '../../db/client.ts';
import type { Bus } from '../../platform/bus.ts';
import type { InventoryService } from '../inventory/index.ts';
import type { Audit } from '../staff/index.ts';
import { catalogAdminRoutes } from './admin-routes.ts';
import { catalogAdminService } from './admin-service.ts';
import { categoryCache } from './categories.ts';
import { catalogRoutes } from './routes.ts';
import { type CatalogPorts, catalogService } from './service.ts';

export type { GoodsRow } from './repo.ts';
export { buyBlock, goodsImageUrl, NEAR_EXPIRY_WAREHOUSE } from './serialize.ts';
export type { CatalogPorts, CatalogService } from './service.ts';

/** Categories and goods as buyers browse them. */
export function catalogModule(deps: {
  db: Db;
  bus: Bus;
  ports: CatalogPorts;
  audit: Audit;
  inventory: InventoryService;
}) {
  const service = catalogService({ ...deps, categories: categoryCache(deps.db) });
  const admin = catalogAdminService({ ...deps, catalog: service });
  return { service, routes: catalogRoutes(service), adminRoutes: catalogAdminRoutes(admin) };
}
