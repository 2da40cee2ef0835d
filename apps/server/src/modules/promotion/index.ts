import type { Db } from '../../db/client.ts';
import type { Bus } from '../../platform/bus.ts';
import { promotionRoutes } from './routes.ts';
import { promotionService } from './service.ts';

export {
  type ActivityLine,
  type ActivityRow,
  type CouponRow,
  type PromotionService,
  serializeActivity,
  serializeCartCoupon,
  toActivity,
  toCoupon,
} from './service.ts';

/** 满减 activities with their goods and per-buyer limits, and coupons. */
export function promotionModule(deps: { db: Db; bus: Bus }) {
  const service = promotionService(deps.db, deps.bus);
  return { service, routes: promotionRoutes(service) };
}
