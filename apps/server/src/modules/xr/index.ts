import type { Goods } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import type { Buyer } from '../../http/session.ts';
import type { Bus } from '../../platform/bus.ts';
import type { Audit } from '../staff/index.ts';
import { xrAdminRoutes } from './admin-routes.ts';
import { xrAdminService } from './admin-service.ts';
import { xrRoutes } from './routes.ts';
import { xrService } from './service.ts';

export { XR_KIND, type XrService } from './service.ts';

/** 新人特价 (/xr/tj): goods a company without a completed order buys once at a special price (line kind 4). */
export function xrModule(deps: {
  db: Db;
  bus: Bus;
  audit: Audit;
  goodsByIds(ids: number[], buyer: Buyer | null): Promise<Goods[]>;
}) {
  const service = xrService(deps);
  void service.ready();
  const admin = xrAdminService({ db: deps.db, audit: deps.audit, changed: service.announce });
  return {
    service,
    routes: xrRoutes(service, deps.goodsByIds),
    adminRoutes: xrAdminRoutes(admin),
  };
}
