import {
  controlledSalesApplyBody,
  controlledSalesDecisionBody,
  controlledSalesStatus,
  envelope,
  id,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { ControlledSalesService } from './controlled-sales.ts';

const params = z.strictObject({ id });
const answer = { 200: envelope(controlledSalesStatus) };

/** Controlled goods' authorisation: the buyer's status and request. */
export function controlledSalesRoutes(
  controlledSales: ControlledSalesService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/user/kxpz',
      { preValidation: mustLogin, schema: { response: answer } },
      async (req) => ok(await controlledSales.status(requireBuyer(req).company.id)),
    );
    app.post(
      '/api/user/kxpz',
      { preValidation: mustLogin, schema: { body: controlledSalesApplyBody, response: answer } },
      async (req) =>
        ok(
          await controlledSales.apply(requireBuyer(req).company.id, req.body.reason),
          '申请已提交',
        ),
    );
  };
}

/** Staff's view and decision (the console's buyer drawer). */
export function controlledSalesAdminRoutes(
  controlledSales: ControlledSalesService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/companies/:id/kxpz',
      { preValidation: staffMay('buyers.read'), schema: { params, response: answer } },
      async (req) => ok(await controlledSales.status(req.params.id)),
    );
    app.post(
      '/admin-api/companies/:id/kxpz',
      {
        preValidation: staffMay('buyers.review'),
        schema: { params, body: controlledSalesDecisionBody, response: answer },
      },
      async (req) =>
        ok(
          await controlledSales.decide(
            actorOf(req),
            req.params.id,
            req.body.authorized === 1,
            req.body.note,
          ),
          req.body.authorized === 1 ? '已授权' : '已取消授权',
        ),
    );
  };
}
