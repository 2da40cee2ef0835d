import { envelope, userInfo, visitorAnswer } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { errorKinds } from '../../http/errors.ts';
import type { AccountService } from './service.ts';

/**
 * Every page asks who is logged in, so a visitor's answer is HTTP 200 with
 * the envelope code for 未登录 (10001): the browser logs no error for every
 * visitor, and the web client reads the code, not the status. Routes that
 * need a session still answer 401.
 */
export function accountRoutes(account: AccountService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/user/info',
      { schema: { response: { 200: envelope(userInfo).or(visitorAnswer) } } },
      async (req) =>
        req.buyer
          ? ok(await account.info(req.buyer, req.token))
          : { code: errorKinds.login_required.code, msg: '请先登录', data: null },
    );
  };
}
