import type { CheckoutRegistry } from '../checkout/index.ts';
import type { Notify } from '../messages/index.ts';
import type { Audit } from '../staff/index.ts';
import type { OpenAfterSales, RefundPaid } from './admin-cancel.ts';
import { orderAdminRoutes } from './admin-routes.ts';
import { orderAdminService } from './admin-service.ts';
import { orderRoutes } from './routes.ts';
import { sameDelivery } from './same-delivery.ts';
import { orderService } from './service.ts';

export type { OpenAfterSales, RefundPaid } from './admin-cancel.ts';
export type { DirectLine, OrderHooks } from './group-orders.ts';
export type { OrderRow } from './repo.ts';
export type { OrderService } from './service.ts';

/** Orders: placing them from the cart, the order centre, cancelling, the unpaid-order sweep. */
export function orderModule(
  deps: Parameters<typeof orderService>[0] & {
    audit: Audit;
    refundPaid: RefundPaid;
    openAfterSales: OpenAfterSales;
    notify: Notify;
    registry: CheckoutRegistry;
  },
) {
  const service = orderService(deps);
  // Earlier unshipped orders count toward free shipping (no_trans_order_amount).
  deps.registry.shippingCredit(sameDelivery);
  const admin = orderAdminService({ ...deps, orders: service });
  return { service, routes: orderRoutes(service), adminRoutes: orderAdminRoutes(admin) };
}
