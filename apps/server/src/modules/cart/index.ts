import { cartRoutes } from './routes.ts';
import { cartService } from './service.ts';

export type { AddLine, CartService } from './service.ts';

/** Each user's cart lines; pricing and the buy rules are checkout's. */
export function cartModule(deps: Parameters<typeof cartService>[0]) {
  const service = cartService(deps);
  return { service, routes: cartRoutes(service) };
}
