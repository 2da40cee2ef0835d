import {
  adminCombination,
  adminCombinationsQuery,
  combinationCreateBody,
  combinationPutBody,
  envelope,
  id,
  page,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { CombinationAdmin } from './admin-service.ts';

const params = z.strictObject({ id });
const may = staffMay('promotions');
const one = { 200: envelope(adminCombination) };

/** 组合购 packages in the console (docs/api-combination.md). */
export function combinationAdminRoutes(admin: CombinationAdmin): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/combinations',
      {
        preValidation: may,
        schema: {
          querystring: adminCombinationsQuery,
          response: { 200: envelope(page(adminCombination)) },
        },
      },
      async (req) =>
        ok(
          await admin.list(
            req.query.status,
            req.query.keywords,
            req.query.page,
            req.query.page_size,
          ),
        ),
    );
    app.get(
      '/admin-api/combinations/:id',
      { preValidation: may, schema: { params, response: one } },
      async (req) => ok(await admin.one(req.params.id)),
    );
    app.post(
      '/admin-api/combinations',
      { preValidation: may, schema: { body: combinationCreateBody, response: one } },
      async (req) => ok(await admin.create(actorOf(req), req.body), '套餐已创建'),
    );
    app.put(
      '/admin-api/combinations/:id',
      { preValidation: may, schema: { params, body: combinationPutBody, response: one } },
      async (req) => ok(await admin.update(actorOf(req), req.params.id, req.body), '套餐已保存'),
    );
    app.post(
      '/admin-api/combinations/:id/stop',
      { preValidation: may, schema: { params, response: one } },
      async (req) => ok(await admin.setEnabled(actorOf(req), req.params.id, false), '套餐已停用'),
    );
    app.post(
      '/admin-api/combinations/:id/start',
      { preValidation: may, schema: { params, response: one } },
      async (req) => ok(await admin.setEnabled(actorOf(req), req.params.id, true), '套餐已启用'),
    );
  };
}
