import type { Db } from '../../db/client.ts';
import type { Audit } from '../staff/index.ts';
import { mzhgAdminRoutes } from './admin-routes.ts';
import { mzhgAdmin } from './admin-service.ts';
import { mzhgService } from './service.ts';

export type { MzhgService } from './service.ts';

/** 满赠: a 满减 activity's gift, shown in the cart, added free to the order, set in the console. */
export function mzhgModule(deps: { db: Db; audit: Audit }) {
  const service = mzhgService(deps);
  void service.ready().catch(() => {});
  const admin = mzhgAdmin({ db: deps.db, audit: deps.audit, changed: service.reload });
  return { service, adminRoutes: mzhgAdminRoutes(admin) };
}
