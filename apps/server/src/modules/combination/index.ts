import type { Db } from '../../db/client.ts';
import type { Bus } from '../../platform/bus.ts';
import type { CheckoutRegistry } from '../checkout/index.ts';
import type { Module } from '../module.ts';
import type { Audit } from '../staff/index.ts';
import { combinationAdminRoutes } from './admin-routes.ts';
import { combinationAdmin } from './admin-service.ts';
import { type CartPackagePort, combinationRoutes } from './routes.ts';
import { type CombinationService, combinationService } from './service.ts';

export type { CombinationService } from './service.ts';

/** 组合购: packages of goods at one price (line kind 3), the zone, the console's packages. */
export function combinationModule(deps: {
  db: Db;
  bus: Bus;
  audit: Audit;
  /** The cart adds the package lines (it is built on checkout alone, before this module). */
  cart: CartPackagePort;
  registry: CheckoutRegistry;
}): Module<CombinationService> {
  const service = combinationService(deps);
  deps.registry.kind(service.kind);
  void service.ready();
  const admin = combinationAdmin({ db: deps.db, audit: deps.audit, changed: service.announce });
  return {
    service,
    routes: combinationRoutes(service, deps.cart),
    adminRoutes: combinationAdminRoutes(admin),
  };
}
