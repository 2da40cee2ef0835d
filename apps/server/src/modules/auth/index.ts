import { accountsService } from './accounts.ts';
import { accountsAdminRoutes, accountsRoutes } from './accounts-routes.ts';
import { authRoutes, type CookieOptions } from './routes.ts';

export { type CookieOptions, setSessionCookie } from './routes.ts';

import { authService } from './service.ts';

export { hashPassword } from '../../platform/password.ts';
export type { AuthService } from './service.ts';

/**
 * Logins, sessions and SMS codes; sub-accounts and the stores a login holds.
 * A new login's (or store's) company is made by the company module.
 */
export function authModule(deps: Parameters<typeof authService>[0] & { cookies: CookieOptions }) {
  const service = authService(deps);
  const accounts = accountsService({ db: deps.db, auth: service, company: deps.company });
  return {
    service,
    routes: authRoutes(service, deps.cookies),
    accountsRoutes: accountsRoutes(accounts),
    adminRoutes: accountsAdminRoutes(accounts),
  };
}
