import type { Module } from '../module.ts';
import { carrierAdminRoutes } from './admin-routes.ts';
import { type CarriersService, carriersService } from './service.ts';

export type { CarriersService } from './service.ts';

/** 承运商: the carriers list of the console and the carrier a parcel may ship with (冷链). */
export function carriersModule(
  deps: Parameters<typeof carriersService>[0],
): Module<CarriersService> {
  const service = carriersService(deps);
  return { service, adminRoutes: carrierAdminRoutes(service) };
}
