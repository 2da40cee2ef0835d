import { orderRoutes } from './routes.ts';
import { orderService } from './service.ts';

export type { OrderRow } from './repo.ts';
export type { OrderService } from './service.ts';

/** Orders: placing them from the cart, the order centre, cancelling, the unpaid-order sweep. */
export function orderModule(deps: Parameters<typeof orderService>[0]) {
  const service = orderService(deps);
  return { service, routes: orderRoutes(service) };
}
