import { type Module, routePlugins } from '../module.ts';
import { accountsService } from './accounts.ts';
import { accountsAdminRoutes, accountsRoutes } from './accounts-routes.ts';
import { DEVICE_SECRET_KEY, newDeviceSecret } from './device-cookie.ts';
import { loginLocksAdminRoutes } from './login-locks-routes.ts';
import { authRoutes, type CookieOptions } from './routes.ts';
import { type AuthService, authService } from './service.ts';

export { hashPassword } from '../../platform/password.ts';
export { type CookieOptions, setSessionCookie } from './routes.ts';
export type { AuthService } from './service.ts';

type Deps = Omit<Parameters<typeof authService>[0], 'deviceSecret'> & {
  cookies: CookieOptions;
  /** LOGIN_DEVICE_SECRET; when unset, one is generated once and kept in the settings. */
  deviceSecret?: string | undefined;
  settings: { secret(key: string, generate: () => string): Promise<string> };
};

/**
 * Logins, sessions and SMS codes; sub-accounts and the stores a login holds;
 * the login lock and its console page. A new login's (or store's) company is
 * made by the company module.
 */
export function authModule(deps: Deps): Module<AuthService> {
  // Read once, on the first login; a failed read is tried again by the next.
  let secret: Promise<string> | undefined;
  const deviceSecret = () => {
    secret ??= deps.deviceSecret
      ? Promise.resolve(deps.deviceSecret)
      : deps.settings.secret(DEVICE_SECRET_KEY, newDeviceSecret).catch((e) => {
          secret = undefined;
          throw e;
        });
    return secret;
  };
  const service = authService({ ...deps, deviceSecret });
  const accounts = accountsService({ db: deps.db, auth: service, company: deps.company });
  return {
    service,
    routes: routePlugins(authRoutes(service, deps.cookies), accountsRoutes(accounts)),
    adminRoutes: routePlugins(accountsAdminRoutes(accounts), loginLocksAdminRoutes(service)),
  };
}
