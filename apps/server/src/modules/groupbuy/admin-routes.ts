import {
  adminGroupbuy,
  adminGroupbuyPage,
  adminGroupbuyQuery,
  adminGroupPage,
  adminGroupsQuery,
  envelope,
  groupbuyCreateBody,
  groupbuyPutBody,
  id,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { GroupbuyAdmin } from './admin-service.ts';

const params = z.strictObject({ id });
const may = staffMay('promotions');
const one = { 200: envelope(adminGroupbuy) };

/** 拼团 activities and groups in the console (docs/api-groupbuy.md). */
export function groupbuyAdminRoutes(admin: GroupbuyAdmin): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/groupbuy/activities',
      {
        preValidation: may,
        schema: { querystring: adminGroupbuyQuery, response: { 200: envelope(adminGroupbuyPage) } },
      },
      async (req) =>
        ok(
          await admin.list(
            { status: req.query.status, keywords: req.query.keywords },
            req.query.page,
            req.query.page_size,
          ),
        ),
    );
    app.get(
      '/admin-api/groupbuy/activities/:id',
      { preValidation: may, schema: { params, response: one } },
      async (req) => ok(await admin.one(req.params.id)),
    );
    app.post(
      '/admin-api/groupbuy/activities',
      { preValidation: may, schema: { body: groupbuyCreateBody, response: one } },
      async (req) => ok(await admin.create(actorOf(req), req.body), '拼团活动已创建'),
    );
    app.put(
      '/admin-api/groupbuy/activities/:id',
      { preValidation: may, schema: { params, body: groupbuyPutBody, response: one } },
      async (req) =>
        ok(await admin.update(actorOf(req), req.params.id, req.body), '拼团活动已保存'),
    );
    app.post(
      '/admin-api/groupbuy/activities/:id/stop',
      { preValidation: may, schema: { params, response: one } },
      async (req) => ok(await admin.setEnabled(actorOf(req), req.params.id, false), '活动已停止'),
    );
    app.post(
      '/admin-api/groupbuy/activities/:id/start',
      { preValidation: may, schema: { params, response: one } },
      async (req) => ok(await admin.setEnabled(actorOf(req), req.params.id, true), '活动已开始'),
    );
    app.get(
      '/admin-api/groupbuy/groups',
      {
        preValidation: may,
        schema: { querystring: adminGroupsQuery, response: { 200: envelope(adminGroupPage) } },
      },
      async (req) =>
        ok(
          await admin.groups(
            { activityId: req.query.activity_id, state: req.query.state },
            req.query.page,
            req.query.page_size,
          ),
        ),
    );
  };
}
