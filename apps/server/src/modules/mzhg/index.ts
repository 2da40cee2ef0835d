import type { Db } from '../../db/client.ts';
import type { Audit } from '../staff/index.ts';
import { mzhgAdminRoutes } from './admin-routes.ts';
import { giftRules } from './admin-service.ts';
import { ruleAdmin } from './rule-admin.ts';
import { mzhgService } from './service.ts';
import { tradeUpRules } from './tradeup-admin.ts';

export type { MzhgService } from './service.ts';
export { TRADEUP_KIND } from './tradeup.ts';

/** 满赠/换购: a 满减 activity's gift and trade-up, shown in the cart, added free to the order, set in the console. */
export function mzhgModule(deps: { db: Db; audit: Audit }) {
  const service = mzhgService(deps);
  void service.ready().catch(() => {});
  const writes = { db: deps.db, audit: deps.audit, changed: service.reload };
  return {
    service,
    adminRoutes: mzhgAdminRoutes(ruleAdmin(writes, giftRules), ruleAdmin(writes, tradeUpRules)),
  };
}
