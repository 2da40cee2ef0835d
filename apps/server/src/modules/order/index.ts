import type { CarriersService } from '../carriers/index.ts';
import type { CheckoutRegistry } from '../checkout/index.ts';
import type { Notify } from '../messages/index.ts';
import { countingJob, type Module, routePlugins } from '../module.ts';
import type { Audit } from '../staff/index.ts';
import type { OpenAfterSales, RefundPaid } from './admin-cancel.ts';
import { orderAdminRoutes } from './admin-routes.ts';
import { orderAdminService } from './admin-service.ts';
import { approvalsService, awaitingNotice } from './approvals.ts';
import { approvalsRoutes } from './approvals-routes.ts';
import type { OrderEvents } from './events.ts';
import { monthPurchases } from './month-purchases.ts';
import { orderRoutes } from './routes.ts';
import { sameDelivery } from './same-delivery.ts';
import { type OrderService, orderService } from './service.ts';

export type { OpenAfterSales, RefundPaid } from './admin-cancel.ts';
export { type OrderEvents, orderEvents } from './events.ts';
export type { DirectLine, OrderHooks, Parcel } from './group-orders.ts';
export { allRefunds, type OrderRefunds, type RefundedMoney } from './refunds.ts';
export type { OrderRow } from './repo.ts';
export { statusText } from './serialize.ts';
export type { OrderService } from './service.ts';

/** Orders: placing them from the cart, the order centre, cancelling, and the sweeps of unpaid and unconfirmed orders. */
export function orderModule(
  deps: Omit<Parameters<typeof orderService>[0], 'hooks'> & {
    events: OrderEvents;
    audit: Audit;
    refundPaid: RefundPaid;
    openAfterSales: OpenAfterSales;
    notify: Notify;
    /** The operator's days after shipping before an order completes by itself (site settings). */
    confirmDays: () => Promise<number>;
    registry: CheckoutRegistry;
    /** The carriers a parcel may ship with (冷链 goods: a cold-chain one). */
    carriers: CarriersService;
  },
): Module<OrderService> {
  const service = orderService({
    ...deps,
    hooks: deps.events.hooks,
    awaiting: awaitingNotice(deps.notify),
  });
  const approvals = approvalsService({ ...deps, orders: service });
  // Earlier unshipped orders count toward free shipping (no_trans_order_amount).
  const credit = sameDelivery();
  deps.registry.shippingCredit(credit);
  // The 含特殊药品复方制剂 monthly limits count the company's orders.
  deps.registry.specialPurchases(monthPurchases());
  deps.events.subscribe({
    async paid(_tx, order) {
      credit.forget(order.companyId);
      return order;
    },
  });
  const admin = orderAdminService({ ...deps, orders: service, hooks: deps.events.hooks });
  return {
    service,
    routes: routePlugins(orderRoutes(service), approvalsRoutes(approvals)),
    adminRoutes: orderAdminRoutes(admin),
    jobs: [
      countingJob(
        'orders.expire-unpaid',
        15_000,
        () => service.expireDue(),
        (n) => `cancelled ${n} unpaid order(s) past their payment time`,
      ),
      countingJob(
        'orders.complete-unconfirmed',
        15_000,
        async () => service.completeDue(await deps.confirmDays()),
        (n) => `completed ${n} order(s) nobody confirmed in time`,
      ),
    ],
  };
}
