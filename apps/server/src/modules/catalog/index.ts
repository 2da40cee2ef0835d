import type { Db } from '../../db/client.ts';
import type { Bus } from '../../platform/bus.ts';
import type { InventoryService } from '../inventory/index.ts';
import { type Module, routePlugins } from '../module.ts';
import type { Audit } from '../staff/index.ts';
import { goodsBulkRoutes } from './admin-bulk-routes.ts';
import { goodsBulkService } from './admin-bulk-service.ts';
import { CATEGORIES_CHANGED, categoriesAdminService } from './admin-categories.ts';
import { categoriesAdminRoutes } from './admin-categories-routes.ts';
import { goodsCreator } from './admin-create.ts';
import { goodsCreateRoutes } from './admin-create-routes.ts';
import { goodsImageService } from './admin-images.ts';
import { goodsImageRoutes } from './admin-images-routes.ts';
import { catalogAdminRoutes } from './admin-routes.ts';
import { auditView, catalogAdminService } from './admin-service.ts';
import { categoryCache } from './categories.ts';
import { instructionService } from './instructions.ts';
import { instructionAdminRoutes, instructionRoutes } from './instructions-routes.ts';
import { catalogRoutes } from './routes.ts';
import { type CatalogPorts, type CatalogService, catalogService } from './service.ts';

export { CATEGORIES_CHANGED } from './admin-categories.ts';
// The spreadsheet reader the goods import uses; quick purchase reads buyers' lists with it.
export { type Cell, parseCsv, readSheet } from './admin-import-read.ts';
// Pinyin initials as goods are stored with them (the demo catalogue writes its own).
export { initials } from './pinyin.ts';
export type { GoodsRow } from './repo.ts';
export {
  buyBlock,
  drugFlags,
  GROUP_BUY_ACTIVITY,
  goodsImages,
  goodsImageUrl,
  goodsLogo,
  isGroupBuyGoods,
  NEAR_EXPIRY_WAREHOUSE,
} from './serialize.ts';
export type { CatalogPorts, CatalogService } from './service.ts';

/** Categories and goods as buyers browse them. */
export function catalogModule(deps: {
  db: Db;
  bus: Bus;
  ports: CatalogPorts;
  audit: Audit;
  inventory: InventoryService;
  /** Uploaded goods pictures live here (served at /uploads/). */
  uploadsDir: string;
}): Module<CatalogService> {
  const categories = categoryCache(deps.db);
  deps.bus.subscribe(CATEGORIES_CHANGED, () => categories.forget());
  const service = catalogService({ ...deps, categories });
  const admin = catalogAdminService({ ...deps, catalog: service });
  const edited = service.goodsEdited;
  const create = goodsCreator({ ...deps, edited, auditView });
  const images = goodsImageService({ ...deps, edited });
  const instructions = instructionService(deps);
  return {
    service,
    routes: routePlugins(catalogRoutes(service), instructionRoutes(instructions)),
    adminRoutes: routePlugins(
      catalogAdminRoutes(admin),
      goodsCreateRoutes(create, admin.one),
      goodsImageRoutes(images),
      instructionAdminRoutes(instructions),
      categoriesAdminRoutes(categoriesAdminService({ ...deps, catalog: service })),
      goodsBulkRoutes(goodsBulkService({ ...deps, catalog: service })),
    ),
  };
}
