import { adminGift, envelope, giftPutBody, id } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { MzhgAdmin } from './admin-service.ts';

const params = z.strictObject({ id });
const may = staffMay('promotions');

/** 满赠 in the console (docs/api-mzhg.md). */
export function mzhgAdminRoutes(admin: MzhgAdmin): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/mzhg',
      { preValidation: may, schema: { response: { 200: envelope(z.array(adminGift)) } } },
      async () => ok(await admin.list()),
    );
    app.put(
      '/admin-api/mzhg/:id',
      {
        preValidation: may,
        schema: { params, body: giftPutBody, response: { 200: envelope(adminGift) } },
      },
      async (req) => ok(await admin.put(actorOf(req), req.params.id, req.body), '满赠已保存'),
    );
    app.delete(
      '/admin-api/mzhg/:id',
      { preValidation: may, schema: { params, response: { 200: envelope(z.null()) } } },
      async (req) => ok(await admin.remove(actorOf(req), req.params.id), '满赠已删除'),
    );
  };
}
