import {
  envelope,
  type LoginLock,
  loginLockPage,
  loginLockParams,
  loginLocksQuery,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, page } from '../../http/envelope.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { AuthService } from './service.ts';

type Lock = Awaited<ReturnType<AuthService['loginLocks']>>[number];

const present = (l: Lock): LoginLock => ({
  user_id: l.userId,
  username: l.username,
  company_id: l.companyId,
  company_name: l.companyName,
  fails: l.fails,
  refused: l.refused,
  since: l.since.toISOString(),
  until: l.until.toISOString(),
});

/**
 * 登录保护 in the console: whoever serves buyers sees which logins are locked
 * (客服 answer the call of a locked-out pharmacy); those who may change a
 * buyer's standing lift a lock (decision: docs/decisions/2026-11-28-login-device-cookies.md).
 */
export function loginLocksAdminRoutes(auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/login-locks',
      {
        preValidation: staffMay('buyers.read'),
        schema: { querystring: loginLocksQuery, response: { 200: envelope(loginLockPage) } },
      },
      async (req) => {
        const { page: n, page_size: size } = req.query;
        const all = await auth.loginLocks();
        return ok(page(all.slice((n - 1) * size, n * size).map(present), all.length, n, size));
      },
    );
    app.post(
      '/admin-api/login-locks/:id/lift',
      {
        preValidation: staffMay('buyers.write'),
        schema: { params: loginLockParams, response: { 200: envelope(z.null()) } },
      },
      async (req) => {
        await auth.liftLoginLock(actorOf(req, 'buyers.write'), req.params.id);
        return ok(null, '已解除登录限制');
      },
    );
  };
}
