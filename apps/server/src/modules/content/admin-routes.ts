import type { ContentItem } from '@shop/contract';
import {
  contentBodies,
  contentItems,
  contentKinds,
  contentReorderBody,
  envelope,
  id,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { ContentAdminService } from './admin-service.ts';

const params = z.strictObject({ id });
const may = staffMay('content');

/**
 * 内容管理, one set of routes per kind (each with its own body schema):
 * `/admin-api/content/{nav|banners|hot-searches|links}`.
 */
export function contentAdminRoutes(content: ContentAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    for (const kind of contentKinds) {
      const base = `/admin-api/content/${kind}`;
      const bodies = contentBodies[kind];
      const item = contentItems[kind] as z.ZodType<ContentItem>;
      const one = { 200: envelope(item) };
      const list = { 200: envelope(z.array(item)) };

      app.get(base, { preValidation: may, schema: { response: list } }, async () =>
        ok(await content.list(kind)),
      );

      app.post(
        base,
        { preValidation: may, schema: { body: bodies.create, response: one } },
        async (req) =>
          ok(
            await content.create(actorOf(req), kind, req.body as Record<string, unknown>),
            '已添加',
          ),
      );

      app.post(
        `${base}/reorder`,
        { preValidation: may, schema: { body: contentReorderBody, response: list } },
        async (req) => ok(await content.reorder(actorOf(req), kind, req.body.ids), '排序已保存'),
      );

      app.put(
        `${base}/:id`,
        { preValidation: may, schema: { params, body: bodies.update, response: one } },
        async (req) =>
          ok(
            await content.update(
              actorOf(req),
              kind,
              req.params.id,
              req.body as Record<string, unknown>,
            ),
            '已保存',
          ),
      );

      app.delete(
        `${base}/:id`,
        { preValidation: may, schema: { params, response: { 200: envelope(z.null()) } } },
        async (req) => {
          await content.remove(actorOf(req), kind, req.params.id);
          return ok(null, '已删除');
        },
      );
    }
  };
}
