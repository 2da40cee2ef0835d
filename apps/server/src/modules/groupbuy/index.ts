import type { Db } from '../../db/client.ts';
import type { Module } from '../module.ts';
import type { OrderEvents } from '../order/index.ts';
import type { Audit } from '../staff/index.ts';
import { groupbuyAdminRoutes } from './admin-routes.ts';
import { groupbuyAdmin } from './admin-service.ts';
import { groupbuyRoutes } from './routes.ts';
import { type GroupbuyService, groupbuyService } from './service.ts';

export type { GroupbuyService } from './service.ts';

/**
 * 拼团: the zone, the group-buy detail, opening and joining groups, holding
 * and releasing members' orders (a subscription to the order events), the
 * sweep that fails and refunds expired groups, and the console's activities
 * and groups.
 */
export function groupbuyModule(
  deps: Parameters<typeof groupbuyService>[0] & {
    audit: Audit;
    goodsExists: (ids: number[]) => Promise<number[]>;
    orderEvents: OrderEvents;
  },
): Module<GroupbuyService> {
  const service = groupbuyService(deps);
  deps.orderEvents.subscribe(service.hooks);
  const admin = groupbuyAdmin({
    db: deps.db as Db,
    audit: deps.audit,
    goodsExists: deps.goodsExists,
    markGroupBuy: deps.markGroupBuy,
    goodsChanged: deps.goodsChanged,
  });
  return {
    service,
    routes: groupbuyRoutes(service),
    adminRoutes: groupbuyAdminRoutes(admin),
    jobs: [
      {
        name: 'groupbuy.fail-expired',
        everyMs: 15_000,
        run: async () => {
          const r = await service.sweep();
          return r.failed + r.settled > 0
            ? `${r.failed} group(s) failed, ${r.settled} member order(s) cancelled`
            : undefined;
        },
      },
    ],
  };
}
