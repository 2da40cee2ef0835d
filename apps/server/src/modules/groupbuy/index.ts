import type { Db } from '../../db/client.ts';
import type { Audit } from '../staff/index.ts';
import { groupbuyAdminRoutes } from './admin-routes.ts';
import { groupbuyAdmin } from './admin-service.ts';
import { groupbuyRoutes } from './routes.ts';
import { groupbuyService } from './service.ts';

export type { GroupbuyService } from './service.ts';

/**
 * 拼团: the zone, the group-buy detail, opening and joining groups, the
 * order hooks that hold and release members' orders, the sweep that fails
 * and refunds expired groups, and the console's activities and groups.
 */
export function groupbuyModule(
  deps: Parameters<typeof groupbuyService>[0] & {
    audit: Audit;
    goodsExists: (ids: number[]) => Promise<number[]>;
  },
) {
  const service = groupbuyService(deps);
  const admin = groupbuyAdmin({
    db: deps.db as Db,
    audit: deps.audit,
    goodsExists: deps.goodsExists,
    markGroupBuy: deps.markGroupBuy,
    goodsChanged: deps.goodsChanged,
  });
  return {
    service,
    orderHooks: service.hooks,
    routes: groupbuyRoutes(service),
    adminRoutes: groupbuyAdminRoutes(admin),
  };
}
