import type { Module } from '../module.ts';
import type { OrderEvents } from '../order/index.ts';
import { qualityAdminRoutes } from './admin-routes.ts';
import { qualityService } from './service.ts';

export { recallNotice } from './recall-notice.ts';

/**
 * 质量管理: freezing a lot (质量疑问 / 召回) and unfreezing it, the frozen
 * lots across goods and each lot's recall report. The lots' state is written
 * by inventory (its service), the notices by messages (notify).
 */
export function qualityModule(
  deps: Parameters<typeof qualityService>[0] & { orderEvents: OrderEvents },
): Module<null> {
  // A parcel holding units of a frozen or expired lot is refused (GSP: neither leaves).
  deps.orderEvents.subscribe({
    shipping: (tx, parcel) => deps.inventory.refuseHeldBack(tx, parcel.lineIds),
  });
  return { service: null, adminRoutes: qualityAdminRoutes(qualityService(deps)) };
}
