import type { Goods } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import type { Buyer } from '../../http/session.ts';
import type { Kv } from '../../platform/kv.ts';
import type { CheckoutRegistry } from '../checkout/index.ts';
import type { Module } from '../module.ts';
import type { Audit } from '../staff/index.ts';
import { flashAdminRoutes } from './admin-routes.ts';
import { flashAdminService } from './admin-service.ts';
import { flashLineKind } from './line-kind.ts';
import { flashRoutes } from './routes.ts';
import { type FlashService, flashService } from './service.ts';

export type { FlashService } from './service.ts';

/** The flash sale (秒杀): sessions, their goods, flash stock and per-buyer limits (line kind 1). */
export function flashModule(deps: {
  db: Db;
  kv: Kv;
  audit: Audit;
  goodsByIds(ids: number[], buyer: Buyer | null): Promise<Goods[]>;
  registry: CheckoutRegistry;
}): Module<FlashService> {
  const service = flashService(deps.db, deps.kv);
  deps.registry.kind(flashLineKind(service));
  const admin = flashAdminService({ db: deps.db, audit: deps.audit, changed: service.forget });
  return {
    service,
    routes: flashRoutes({ flash: service, goodsByIds: deps.goodsByIds }),
    adminRoutes: flashAdminRoutes(admin),
  };
}
