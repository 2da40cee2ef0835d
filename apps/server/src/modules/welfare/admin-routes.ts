import {
  adminCashBackPage,
  adminCashBackPeriod,
  adminCashBackQuery,
  adminWelfareEvent,
  adminWelfarePage,
  adminWelfareQuery,
  cashBackPeriodBody,
  cashBackPeriodPutBody,
  envelope,
  welfareEventBody,
  welfareEventPutBody,
  welfareIdParams,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { CashBackAdmin } from './admin-cash-back.ts';
import type { WelfareEventsAdmin } from './admin-events.ts';

const may = staffMay('promotions');
const params = welfareIdParams;
const event = { 200: envelope(adminWelfareEvent) };
const period = { 200: envelope(adminCashBackPeriod) };

/** 全场94折 events and 满额返 periods in the console (docs/api-welfare.md). */
export function welfareAdminRoutes(
  events: WelfareEventsAdmin,
  cashBack: CashBackAdmin,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/welfare-events',
      {
        preValidation: may,
        schema: { querystring: adminWelfareQuery, response: { 200: envelope(adminWelfarePage) } },
      },
      async (req) => ok(await events.list(req.query.status, req.query.page, req.query.page_size)),
    );
    app.get(
      '/admin-api/welfare-events/:id',
      { preValidation: may, schema: { params, response: event } },
      async (req) => ok(await events.one(req.params.id)),
    );
    app.post(
      '/admin-api/welfare-events',
      { preValidation: may, schema: { body: welfareEventBody, response: event } },
      async (req) => ok(await events.create(actorOf(req), req.body), '94折活动已创建'),
    );
    app.put(
      '/admin-api/welfare-events/:id',
      { preValidation: may, schema: { params, body: welfareEventPutBody, response: event } },
      async (req) =>
        ok(await events.update(actorOf(req), req.params.id, req.body), '94折活动已保存'),
    );
    app.post(
      '/admin-api/welfare-events/:id/stop',
      { preValidation: may, schema: { params, response: event } },
      async (req) => ok(await events.setEnabled(actorOf(req), req.params.id, false), '活动已停用'),
    );
    app.post(
      '/admin-api/welfare-events/:id/start',
      { preValidation: may, schema: { params, response: event } },
      async (req) => ok(await events.setEnabled(actorOf(req), req.params.id, true), '活动已启用'),
    );

    app.get(
      '/admin-api/cash-back-periods',
      {
        preValidation: may,
        schema: { querystring: adminCashBackQuery, response: { 200: envelope(adminCashBackPage) } },
      },
      async (req) => ok(await cashBack.list(req.query.status, req.query.page, req.query.page_size)),
    );
    app.get(
      '/admin-api/cash-back-periods/:id',
      { preValidation: may, schema: { params, response: period } },
      async (req) => ok(await cashBack.one(req.params.id)),
    );
    app.post(
      '/admin-api/cash-back-periods',
      { preValidation: may, schema: { body: cashBackPeriodBody, response: period } },
      async (req) => ok(await cashBack.create(actorOf(req), req.body), '满额返活动已创建'),
    );
    app.put(
      '/admin-api/cash-back-periods/:id',
      { preValidation: may, schema: { params, body: cashBackPeriodPutBody, response: period } },
      async (req) =>
        ok(await cashBack.update(actorOf(req), req.params.id, req.body), '满额返活动已保存'),
    );
    app.post(
      '/admin-api/cash-back-periods/:id/stop',
      { preValidation: may, schema: { params, response: period } },
      async (req) =>
        ok(await cashBack.setEnabled(actorOf(req), req.params.id, false), '活动已停用'),
    );
    app.post(
      '/admin-api/cash-back-periods/:id/start',
      { preValidation: may, schema: { params, response: period } },
      async (req) => ok(await cashBack.setEnabled(actorOf(req), req.params.id, true), '活动已启用'),
    );
  };
}
