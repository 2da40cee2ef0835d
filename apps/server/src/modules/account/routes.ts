import { envelope, userInfo } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { requireBuyer } from '../../http/session.ts';
import type { AccountService } from './service.ts';

export function accountRoutes(account: AccountService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/user/info', { schema: { response: { 200: envelope(userInfo) } } }, async (req) =>
      ok(await account.info(requireBuyer(req), req.token)),
    );
  };
}
