import {
  adminVarietyPage,
  adminVarietyQuery,
  envelope,
  id,
  varietyDeclineBody,
  varietyListBody,
  varietyListQuery,
  varietyPage,
  varietyRequest,
  varietyRequestBody,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { VarietyService } from './service.ts';

const params = z.strictObject({ id });
const answer = <T extends z.ZodType>(data: T) => ({ 200: envelope(data) });

/** 品种求购: the buyer's requests, only ever the session company's. */
export function varietyRoutes(service: VarietyService): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preValidation: mustLogin };
    app.post(
      '/api/user/buy',
      { ...auth, schema: { body: varietyRequestBody, response: answer(varietyRequest) } },
      async (req) =>
        ok(await service.create(requireBuyer(req), req.body), '求购信息已提交，我们会尽快为您采购'),
    );
    app.get(
      '/api/user/buy',
      { ...auth, schema: { querystring: varietyListQuery, response: answer(varietyPage) } },
      async (req) =>
        ok(await service.page(requireBuyer(req).company.id, req.query.page, req.query.page_size)),
    );
    app.get(
      '/api/user/buy/:id',
      { ...auth, schema: { params, response: answer(varietyRequest) } },
      async (req) => ok(await service.one(requireBuyer(req).company.id, req.params.id)),
    );
  };
}

/** The console's desk: operators source, list or decline; every step is audited. */
export function varietyAdminRoutes(service: VarietyService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/variety-requests',
      {
        preValidation: staffMay('buyers.read'),
        schema: { querystring: adminVarietyQuery, response: answer(adminVarietyPage) },
      },
      async (req) => {
        const { page, page_size, ...f } = req.query;
        return ok(await service.adminPage(f, page, page_size));
      },
    );
    app.post(
      '/admin-api/variety-requests/:id/sourcing',
      { preValidation: staffMay('goods'), schema: { params, response: answer(varietyRequest) } },
      async (req) => ok(await service.sourcing(actorOf(req), req.params.id), '已标记为采购中'),
    );
    app.post(
      '/admin-api/variety-requests/:id/list',
      {
        preValidation: staffMay('goods'),
        schema: { params, body: varietyListBody, response: answer(varietyRequest) },
      },
      async (req) =>
        ok(await service.list(actorOf(req), req.params.id, req.body.goods_id), '已上架并通知买家'),
    );
    app.post(
      '/admin-api/variety-requests/:id/decline',
      {
        preValidation: staffMay('goods'),
        schema: { params, body: varietyDeclineBody, response: answer(varietyRequest) },
      },
      async (req) =>
        ok(await service.decline(actorOf(req), req.params.id, req.body.reason), '已拒绝'),
    );
  };
}
