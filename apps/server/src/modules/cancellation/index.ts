import type { Module } from '../module.ts';
import { cancellationAdminRoutes, cancellationRoutes } from './routes.ts';
import { type CancellationService, cancellationService } from './service.ts';

/** 账户注销: the buyer's request and the console's decision. */
export function cancellationModule(
  deps: Parameters<typeof cancellationService>[0],
): Module<CancellationService> {
  const service = cancellationService(deps);
  return {
    service,
    routes: cancellationRoutes(service),
    adminRoutes: cancellationAdminRoutes(service),
  };
}
