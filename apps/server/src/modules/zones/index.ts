import type { Goods } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import type { Buyer } from '../../http/session.ts';
import type { ContentService } from '../content/index.ts';
import type { Audit } from '../staff/index.ts';
import { zonesAdminRoutes } from './admin-routes.ts';
import { brandService } from './brands.ts';
import { controlledZoneAdRoutes } from './controlled-zone-ads.ts';
import { franchiseService } from './franchise.ts';
import { brandPictureRoutes, zonesRoutes } from './routes.ts';

/** 品牌专区 and 加盟专区: brands and franchise goods over the catalogue, franchise applications. */
export function zonesModule(deps: {
  db: Db;
  audit: Audit;
  uploadsDir: string;
  content: ContentService;
  goodsByIds: (ids: number[], buyer: Buyer | null) => Promise<Goods[]>;
}) {
  const brands = brandService(deps);
  const franchise = franchiseService(deps);
  return {
    routes: [
      zonesRoutes(brands, franchise),
      brandPictureRoutes(brands),
      controlledZoneAdRoutes(deps.content),
    ],
    adminRoutes: zonesAdminRoutes(brands, franchise, deps.uploadsDir),
  };
}
