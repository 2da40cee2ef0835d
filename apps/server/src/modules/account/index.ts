import type { Module } from '../module.ts';
import { accountRoutes } from './routes.ts';
import { type AccountService, accountService } from './service.ts';

/** The user state (GET /api/user/info); the account centre's pages come here. */
export function accountModule(deps: Parameters<typeof accountService>[0]): Module<AccountService> {
  const service = accountService(deps);
  return { service, routes: accountRoutes(service) };
}
