import {
  adminFlashEnableBody,
  adminFlashGoodsBody,
  adminFlashGoodsPutBody,
  adminFlashIdParams,
  adminFlashListQuery,
  adminFlashSession,
  adminFlashSessionBody,
  adminFlashSessions,
  envelope,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { FlashAdminService } from './admin-service.ts';

const may = staffMay('promotions');
const params = adminFlashIdParams;
const session = { 200: envelope(adminFlashSession) };

/** 秒杀 sessions and goods in the console (docs/api-flash.md). */
export function flashAdminRoutes(admin: FlashAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/flash/sessions',
      {
        preValidation: may,
        schema: {
          querystring: adminFlashListQuery,
          response: { 200: envelope(adminFlashSessions) },
        },
      },
      async (req) => ok(await admin.list(req.query.page, req.query.page_size)),
    );
    app.get(
      '/admin-api/flash/sessions/:id',
      { preValidation: may, schema: { params, response: session } },
      async (req) => ok(await admin.one(req.params.id)),
    );
    app.post(
      '/admin-api/flash/sessions',
      { preValidation: may, schema: { body: adminFlashSessionBody, response: session } },
      async (req) => ok(await admin.createSession(actorOf(req), req.body), '秒杀场次已创建'),
    );
    app.put(
      '/admin-api/flash/sessions/:id',
      { preValidation: may, schema: { params, body: adminFlashSessionBody, response: session } },
      async (req) =>
        ok(await admin.updateSession(actorOf(req), req.params.id, req.body), '秒杀场次已保存'),
    );
    app.post(
      '/admin-api/flash/sessions/:id/enabled',
      { preValidation: may, schema: { params, body: adminFlashEnableBody, response: session } },
      async (req) =>
        ok(
          await admin.setEnabled(actorOf(req), req.params.id, req.body.enabled),
          req.body.enabled ? '场次已开始' : '场次已停止',
        ),
    );
    app.post(
      '/admin-api/flash/sessions/:id/goods',
      { preValidation: may, schema: { params, body: adminFlashGoodsBody, response: session } },
      async (req) =>
        ok(await admin.addGoods(actorOf(req), req.params.id, req.body), '已添加秒杀商品'),
    );
    app.put(
      '/admin-api/flash/goods/:id',
      { preValidation: may, schema: { params, body: adminFlashGoodsPutBody, response: session } },
      async (req) =>
        ok(await admin.updateGoods(actorOf(req), req.params.id, req.body), '秒杀商品已保存'),
    );
    app.delete(
      '/admin-api/flash/goods/:id',
      { preValidation: may, schema: { params, response: session } },
      async (req) => ok(await admin.removeGoods(actorOf(req), req.params.id), '秒杀商品已移除'),
    );
  };
}
