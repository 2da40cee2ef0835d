import type { Goods } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import type { Buyer } from '../../http/session.ts';
import type { Bus } from '../../platform/bus.ts';
import type { CheckoutRegistry } from '../checkout/index.ts';
import type { Module } from '../module.ts';
import type { Audit } from '../staff/index.ts';
import { newCustomerAdminRoutes } from './admin-routes.ts';
import { newCustomerAdminService } from './admin-service.ts';
import { newCustomerRoutes } from './routes.ts';
import { type NewCustomerService, newCustomerService } from './service.ts';

export type { NewCustomerService } from './service.ts';

/** 新人特价 (/xr/tj): goods a company without a completed order buys once at a special price (line kind 4). */
export function newCustomerModule(deps: {
  db: Db;
  bus: Bus;
  audit: Audit;
  goodsByIds(ids: number[], buyer: Buyer | null): Promise<Goods[]>;
  registry: CheckoutRegistry;
}): Module<NewCustomerService> {
  const service = newCustomerService(deps);
  deps.registry.kind(service.kind);
  void service.ready();
  const admin = newCustomerAdminService({
    db: deps.db,
    audit: deps.audit,
    changed: service.announce,
  });
  return {
    service,
    routes: newCustomerRoutes(service, deps.goodsByIds),
    adminRoutes: newCustomerAdminRoutes(admin),
  };
}
