import {
  adminCategory,
  categoriesQuery,
  categoryCreateBody,
  categoryPutBody,
  categoryView,
  envelope,
  id,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { CategoriesAdminService } from './admin-categories.ts';

const params = z.strictObject({ id });

/** 分类管理: the trees, and creating, renaming, moving, sorting and deleting categories. */
export function categoriesAdminRoutes(cats: CategoriesAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/categories',
      {
        preValidation: staffMay('goods.read'),
        schema: {
          querystring: categoriesQuery,
          response: { 200: envelope(z.array(adminCategory)) },
        },
      },
      async (req) => ok(await cats.tree(req.query.tree)),
    );

    app.post(
      '/admin-api/categories',
      {
        preValidation: staffMay('categories'),
        schema: { body: categoryCreateBody, response: { 200: envelope(adminCategory) } },
      },
      async (req) => ok(await cats.create(actorOf(req), req.body), '分类已添加'),
    );

    app.put(
      '/admin-api/categories/:id',
      {
        preValidation: staffMay('categories'),
        schema: { params, body: categoryPutBody, response: { 200: envelope(categoryView) } },
      },
      async (req) => ok(await cats.update(actorOf(req), req.params.id, req.body), '分类已保存'),
    );

    app.delete(
      '/admin-api/categories/:id',
      {
        preValidation: staffMay('categories'),
        schema: { params, response: { 200: envelope(z.null()) } },
      },
      async (req) => {
        await cats.remove(actorOf(req), req.params.id);
        return ok(null, '分类已删除');
      },
    );
  };
}
