import type { Db } from '../../db/client.ts';
import type { CheckoutRegistry } from '../checkout/index.ts';
import type { Module } from '../module.ts';
import type { Audit } from '../staff/index.ts';
import { giftsAdminRoutes } from './admin-routes.ts';
import { giftRules } from './admin-service.ts';
import { ruleAdmin } from './rule-admin.ts';
import { type GiftsService, giftsService } from './service.ts';
import { tradeUpRules } from './tradeup-admin.ts';

export type { GiftsService } from './service.ts';

/** 满赠/换购: a 满减 activity's gift and trade-up, shown in the cart, added free to the order, set in the console. */
export function giftsModule(deps: {
  db: Db;
  audit: Audit;
  registry: CheckoutRegistry;
}): Module<GiftsService> {
  const service = giftsService(deps);
  deps.registry.kind(service.tradeUpKind);
  deps.registry.expansion(service.expansion);
  void service.ready().catch(() => {});
  const writes = { db: deps.db, audit: deps.audit, changed: service.reload };
  return {
    service,
    adminRoutes: giftsAdminRoutes(ruleAdmin(writes, giftRules), ruleAdmin(writes, tradeUpRules)),
    jobs: [
      {
        // The cart's snapshot of running rules, in each process (display only; orders read now).
        name: 'gifts.refresh-rules',
        everyMs: 5_000,
        scope: 'process',
        run: async () => {
          await service.reload();
          return undefined;
        },
      },
    ],
  };
}
