import { adminXrBody, adminXrEnableBody, adminXrIdParams, adminXrListQuery } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { XrAdminService } from './admin-service.ts';

const may = staffMay('promotions');
const params = adminXrIdParams;

/** 新人特价 offers in the console (docs/api-xr.md). */
export function xrAdminRoutes(admin: XrAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/xr',
      { preValidation: may, schema: { querystring: adminXrListQuery } },
      async (req) => ok(await admin.list(req.query.page, req.query.page_size)),
    );
    app.post('/admin-api/xr', { preValidation: may, schema: { body: adminXrBody } }, async (req) =>
      ok(await admin.create(actorOf(req), req.body), '新人特价商品已添加'),
    );
    app.put(
      '/admin-api/xr/:id',
      { preValidation: may, schema: { params, body: adminXrBody } },
      async (req) =>
        ok(await admin.update(actorOf(req), req.params.id, req.body), '新人特价商品已保存'),
    );
    app.post(
      '/admin-api/xr/:id/enabled',
      { preValidation: may, schema: { params, body: adminXrEnableBody } },
      async (req) =>
        ok(
          await admin.setEnabled(actorOf(req), req.params.id, req.body.enabled),
          req.body.enabled ? '新人特价已开始' : '新人特价已停止',
        ),
    );
  };
}
