import { envelope, id, kxpzApplyBody, kxpzDecisionBody, kxpzStatus } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { KxpzService } from './kxpz.ts';

const params = z.strictObject({ id });
const answer = { 200: envelope(kxpzStatus) };

/** Controlled goods' authorisation: the buyer's status and request. */
export function kxpzRoutes(kxpz: KxpzService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/user/kxpz',
      { preValidation: mustLogin, schema: { response: answer } },
      async (req) => ok(await kxpz.status(requireBuyer(req).company.id)),
    );
    app.post(
      '/api/user/kxpz',
      { preValidation: mustLogin, schema: { body: kxpzApplyBody, response: answer } },
      async (req) =>
        ok(await kxpz.apply(requireBuyer(req).company.id, req.body.reason), '申请已提交'),
    );
  };
}

/** Staff's view and decision (the console's buyer drawer). */
export function kxpzAdminRoutes(kxpz: KxpzService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/companies/:id/kxpz',
      { preValidation: staffMay('buyers.read'), schema: { params, response: answer } },
      async (req) => ok(await kxpz.status(req.params.id)),
    );
    app.post(
      '/admin-api/companies/:id/kxpz',
      {
        preValidation: staffMay('buyers.review'),
        schema: { params, body: kxpzDecisionBody, response: answer },
      },
      async (req) =>
        ok(
          await kxpz.decide(actorOf(req), req.params.id, req.body.authorized === 1, req.body.note),
          req.body.authorized === 1 ? '已授权' : '已取消授权',
        ),
    );
  };
}
