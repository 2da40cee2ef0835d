import {
  adminCancellationDecision,
  adminCancellationPage,
  adminCancellationQuery,
  cancellationBody,
  cancellationRequest,
  cancellationState,
  envelope,
  id,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { CancellationService } from './service.ts';

const answer = { 200: envelope(cancellationState) };

/** The buyer's side: may the company close its account, and the request (docs/api-help.md). */
export function cancellationRoutes(service: CancellationService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/user/cancellation',
      { preValidation: mustLogin, schema: { response: answer } },
      async (req) => ok(await service.state(requireBuyer(req))),
    );
    app.post(
      '/api/user/cancellation',
      { preValidation: mustLogin, schema: { body: cancellationBody, response: answer } },
      async (req) => ok(await service.apply(requireBuyer(req), req.body.reason), '注销申请已提交'),
    );
  };
}

const params = z.strictObject({ id });
const may = staffMay('cancellations');

/** 注销申请 in the console. */
export function cancellationAdminRoutes(service: CancellationService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/cancellations',
      {
        preValidation: may,
        schema: {
          querystring: adminCancellationQuery,
          response: { 200: envelope(adminCancellationPage) },
        },
      },
      async (req) => ok(await service.list(req.query.status, req.query.page)),
    );
    app.post(
      '/admin-api/cancellations/:id/decide',
      {
        preValidation: may,
        schema: {
          params,
          body: adminCancellationDecision,
          response: { 200: envelope(cancellationRequest) },
        },
      },
      async (req) =>
        ok(
          await service.decide(
            actorOf(req),
            req.params.id,
            req.body.approve === 1,
            req.body.reject_reason,
          ),
          req.body.approve === 1 ? '已注销该账户' : '已驳回',
        ),
    );
  };
}
