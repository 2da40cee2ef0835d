import type { Db } from '../../db/client.ts';
import type { Kv } from '../../platform/kv.ts';
import type { CartService } from '../cart/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { Module } from '../module.ts';
import { quickbuyRoutes } from './routes.ts';
import { type QuickbuyService, quickbuyService } from './service.ts';

export type { QuickbuyService } from './service.ts';

/** 快捷采购: buy again from the company's paid orders, or from a pasted or uploaded list. */
export function quickbuyModule(deps: {
  db: Db;
  kv: Kv;
  catalog: CatalogService;
  cart: CartService;
}): Module<QuickbuyService> {
  const service = quickbuyService(deps);
  return { service, routes: quickbuyRoutes(service) };
}
