import { envelope, goodsParams, instructions, instructionsBody } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { Instructions } from './instructions.ts';

export function instructionAdminRoutes(s: Instructions): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/goods/:id/instructions',
      {
        preValidation: staffMay('goods.read'),
        schema: { params: goodsParams, response: { 200: envelope(instructions) } },
      },
      async (req) => ok(await s.forStaff(req.params.id)),
    );
    app.put(
      '/admin-api/goods/:id/instructions',
      {
        preValidation: staffMay('goods'),
        schema: {
          params: goodsParams,
          body: instructionsBody,
          response: { 200: envelope(instructions) },
        },
      },
      async (req) =>
        ok(await s.put(actorOf(req, 'goods'), req.params.id, req.body), '说明书已保存'),
    );
  };
}

export function instructionRoutes(s: Instructions): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/goods/:id/instructions',
      { schema: { params: goodsParams, response: { 200: envelope(instructions) } } },
      async (req) => ok(await s.forBuyer(req.params.id)),
    );
  };
}
