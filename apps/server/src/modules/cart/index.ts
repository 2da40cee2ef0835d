import type { Module } from '../module.ts';
import { cartRoutes } from './routes.ts';
import { type CartService, cartService } from './service.ts';

export { type CartQuantities, cartQuantities } from './quantities.ts';
export type { AddLine, CartService } from './service.ts';

/** Each user's cart lines; pricing and the buy rules are checkout's. */
export function cartModule(deps: Parameters<typeof cartService>[0]): Module<CartService> {
  const service = cartService(deps);
  return { service, routes: cartRoutes(service) };
}
