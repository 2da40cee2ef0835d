import type { Goods } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import type { Buyer } from '../../http/session.ts';
import type { Bus } from '../../platform/bus.ts';
import type { CheckoutRegistry } from '../checkout/index.ts';
import { type Module, routePlugins } from '../module.ts';
import type { Audit } from '../staff/index.ts';
import { type ActivityZoneService, activityZone } from './activity-zone.ts';
import { activityZoneRoutes } from './activity-zone-routes.ts';
import { promotionAdminRoutes } from './admin-routes.ts';
import { promotionAdminService } from './admin-service.ts';
import { couponTemplatesAdmin } from './coupon-templates-admin.ts';
import { couponTemplateAdminRoutes } from './coupon-templates-admin-routes.ts';
import { promotionDiscounts } from './discounts.ts';
import { promotionRoutes } from './routes.ts';
import { type PromotionService, promotionService } from './service.ts';

export {
  type ActivityRow,
  type CouponRow,
  type PromotionService,
  serializeActivity,
} from './service.ts';

/** 满减 activities with their goods and per-buyer limits, and coupons; checkout's discounts. */
export function promotionModule(deps: {
  db: Db;
  bus: Bus;
  audit: Audit;
  registry: CheckoutRegistry;
}): Module<PromotionService> {
  const service = promotionService(deps.db, deps.bus);
  deps.registry.discounts(promotionDiscounts(service));
  const admin = promotionAdminService({ ...deps, promotion: service });
  return {
    service,
    routes: promotionRoutes(service),
    adminRoutes: routePlugins(
      promotionAdminRoutes(admin),
      couponTemplateAdminRoutes(couponTemplatesAdmin(deps)),
    ),
  };
}

/**
 * The activity zone (/hdzq): an activity's page and goods, a goods'
 * activities. Apart from promotionModule because it lists goods through the
 * catalogue, which is built on the promotion service.
 */
export function activityZoneModule(deps: {
  db: Db;
  promotion: PromotionService;
  goodsByIds: (ids: number[], buyer: Buyer | null) => Promise<Goods[]>;
}): Module<ActivityZoneService> {
  const service = activityZone(deps);
  return { service, routes: activityZoneRoutes(service) };
}
