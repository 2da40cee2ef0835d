import type { Db } from '../../db/client.ts';
import type { Bus } from '../../platform/bus.ts';
import type { Module } from '../module.ts';
import type { Audit } from '../staff/index.ts';
import { combinationAdminRoutes } from './admin-routes.ts';
import { combinationAdmin } from './admin-service.ts';
import { type CartPackagePort, combinationRoutes } from './routes.ts';
import { type CombinationService, combinationService } from './service.ts';

export { COMBINATION_KIND, type CombinationService } from './service.ts';

/**
 * The packages as checkout prices them (line kind 3) and the order splits
 * them: built before checkout, which takes this line kind, and so before the
 * cart that the module's own routes add packages to.
 */
export function combinationPackages(deps: { db: Db; bus: Bus }): CombinationService {
  const service = combinationService(deps);
  void service.ready();
  return service;
}

/** 组合购: packages of goods at one price, the zone, adding a package to the cart, the console's packages. */
export function combinationModule(deps: {
  db: Db;
  audit: Audit;
  packages: CombinationService;
  cart: CartPackagePort;
}): Module<CombinationService> {
  const service = deps.packages;
  const admin = combinationAdmin({ db: deps.db, audit: deps.audit, changed: service.announce });
  return {
    service,
    routes: combinationRoutes(service, deps.cart),
    adminRoutes: combinationAdminRoutes(admin),
  };
}
