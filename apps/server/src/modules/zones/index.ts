import type { Goods } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import type { Buyer } from '../../http/session.ts';
import type { ContentService } from '../content/index.ts';
import { type Module, routePlugins } from '../module.ts';
import type { Audit } from '../staff/index.ts';
import { zonesAdminRoutes } from './admin-routes.ts';
import { type BrandService, brandService } from './brands.ts';
import { controlledZoneAdRoutes } from './controlled-zone-ads-routes.ts';
import { type FranchiseService, franchiseService } from './franchise.ts';
import { brandPictureRoutes, zonesRoutes } from './routes.ts';

/** 品牌专区 and 加盟专区: brands and franchise goods over the catalogue, franchise applications. */
export function zonesModule(deps: {
  db: Db;
  audit: Audit;
  uploadsDir: string;
  content: ContentService;
  goodsByIds: (ids: number[], buyer: Buyer | null) => Promise<Goods[]>;
}): Module<{ brands: BrandService; franchise: FranchiseService }> {
  const brands = brandService(deps);
  const franchise = franchiseService(deps);
  return {
    service: { brands, franchise },
    routes: routePlugins(
      zonesRoutes(brands, franchise),
      brandPictureRoutes(brands),
      controlledZoneAdRoutes(deps.content),
    ),
    adminRoutes: zonesAdminRoutes(brands, franchise, deps.uploadsDir),
  };
}
