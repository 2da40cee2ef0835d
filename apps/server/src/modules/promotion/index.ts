import type { Db } from '../../db/client.ts';
import type { Bus } from '../../platform/bus.ts';
import type { CheckoutRegistry } from '../checkout/index.ts';
import type { Audit } from '../staff/index.ts';
import { promotionAdminRoutes } from './admin-routes.ts';
import { promotionAdminService } from './admin-service.ts';
import { couponTemplatesAdmin } from './coupon-templates-admin.ts';
import { couponTemplateAdminRoutes } from './coupon-templates-admin-routes.ts';
import { promotionDiscounts } from './discounts.ts';
import { promotionRoutes } from './routes.ts';
import { promotionService } from './service.ts';

export { activityZoneRoutes } from './activity-zone.ts';
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
}) {
  const service = promotionService(deps.db, deps.bus);
  deps.registry.discounts(promotionDiscounts(service));
  const admin = promotionAdminService({ ...deps, promotion: service });
  return {
    service,
    routes: promotionRoutes(service),
    adminRoutes: promotionAdminRoutes(admin),
    couponTemplateAdminRoutes: couponTemplateAdminRoutes(couponTemplatesAdmin(deps)),
  };
}
