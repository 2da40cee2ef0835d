import { authRoutes, type CookieOptions } from './routes.ts';

export { type CookieOptions, setSessionCookie } from './routes.ts';

import { authService } from './service.ts';

export { hashPassword } from '../../platform/password.ts';
export type { AuthService } from './service.ts';

/** Logins, sessions and SMS codes; a new login's company is made by the company module. */
export function authModule(deps: Parameters<typeof authService>[0] & { cookies: CookieOptions }) {
  const service = authService(deps);
  return { service, routes: authRoutes(service, deps.cookies) };
}
