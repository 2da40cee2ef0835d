import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Bus } from '../../platform/bus.ts';
import type { InventoryService } from '../inventory/index.ts';
import type { Audit } from '../staff/index.ts';
import { goodsBulkRoutes } from './admin-bulk-routes.ts';
import { goodsBulkService } from './admin-bulk-service.ts';
import { CATEGORIES_CHANGED, categoriesAdminService } from './admin-categories.ts';
import { categoriesAdminRoutes } from './admin-categories-routes.ts';
import { goodsCreateRoutes, goodsCreator } from './admin-create.ts';
import { goodsImageRoutes, goodsImageService } from './admin-images.ts';
import { catalogAdminRoutes } from './admin-routes.ts';
import { auditView, catalogAdminService } from './admin-service.ts';
import { categoryCache } from './categories.ts';
import { instructionAdminRoutes, instructionRoutes, instructionService } from './instructions.ts';
import { catalogRoutes } from './routes.ts';
import { type CatalogPorts, catalogService } from './service.ts';

export { CATEGORIES_CHANGED } from './admin-categories.ts';
// The spreadsheet reader the goods import uses; quick purchase reads buyers' lists with it.
export { type Cell, parseCsv, readSheet } from './admin-import-read.ts';
export type { GoodsRow } from './repo.ts';
export {
  buyBlock,
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
}) {
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
    routes: plugins(catalogRoutes(service), instructionRoutes(instructions)),
    adminRoutes: plugins(
      catalogAdminRoutes(admin),
      goodsCreateRoutes(create, admin.one),
      goodsImageRoutes(images),
      instructionAdminRoutes(instructions),
      categoriesAdminRoutes(categoriesAdminService({ ...deps, catalog: service })),
      goodsBulkRoutes(goodsBulkService({ ...deps, catalog: service })),
    ),
  };
}

/** Several route plugins as one, each in its own scope (multipart stays with images). */
const plugins =
  (...list: FastifyPluginAsyncZod[]): FastifyPluginAsyncZod =>
  async (app) => {
    for (const p of list) await app.register(p);
  };
