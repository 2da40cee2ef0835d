import type { Module } from '../module.ts';
import { standingListsRoutes } from './routes.ts';
import { type StandingListsService, standingListsService } from './service.ts';

export type { StandingListsService } from './service.ts';

/** 常购清单: a company's named lists of goods, added to the cart in one step. */
export function standingListsModule(
  deps: Parameters<typeof standingListsService>[0],
): Module<StandingListsService> {
  const service = standingListsService(deps);
  return { service, routes: standingListsRoutes(service) };
}
