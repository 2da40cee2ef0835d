import { type Module, routePlugins } from '../module.ts';
import { accountsService } from './accounts.ts';
import { accountsAdminRoutes, accountsRoutes } from './accounts-routes.ts';
import { authRoutes, type CookieOptions } from './routes.ts';
import { type AuthService, authService } from './service.ts';

export { hashPassword } from '../../platform/password.ts';
export { type CookieOptions, setSessionCookie } from './routes.ts';
export type { AuthService } from './service.ts';

/**
 * Logins, sessions and SMS codes; sub-accounts and the stores a login holds.
 * A new login's (or store's) company is made by the company module.
 */
export function authModule(
  deps: Parameters<typeof authService>[0] & { cookies: CookieOptions },
): Module<AuthService> {
  const service = authService(deps);
  const accounts = accountsService({ db: deps.db, auth: service, company: deps.company });
  return {
    service,
    routes: routePlugins(authRoutes(service, deps.cookies), accountsRoutes(accounts)),
    adminRoutes: accountsAdminRoutes(accounts),
  };
}
