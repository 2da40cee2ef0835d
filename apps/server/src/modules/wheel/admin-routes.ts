import {
  adminDrawActivitiesQuery,
  adminDrawActivity,
  adminDrawActivityPage,
  adminDrawRecordPage,
  adminDrawRecordsQuery,
  adminPointsGoods,
  adminPointsGoodsPage,
  adminPointsGoodsQuery,
  adminPointsOrderPage,
  adminPointsOrdersQuery,
  drawActivityBody,
  envelope,
  id,
  pointsGoodsBody,
  pointsOrderShipBody,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { DrawAdmin } from './draw-admin.ts';
import type { MallAdmin } from './mall-admin.ts';

const params = z.strictObject({ id });
const may = staffMay('promotions');
const activity = { 200: envelope(adminDrawActivity) };
const goods = { 200: envelope(adminPointsGoods) };

/** The wheel and the points mall in the console (docs/api-wheel.md). */
export function wheelAdminRoutes(draw: DrawAdmin, mall: MallAdmin): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/draw-activities',
      {
        preValidation: may,
        schema: {
          querystring: adminDrawActivitiesQuery,
          response: { 200: envelope(adminDrawActivityPage) },
        },
      },
      async (req) => ok(await draw.list(req.query.page, req.query.page_size)),
    );
    app.post(
      '/admin-api/draw-activities',
      { preValidation: may, schema: { body: drawActivityBody, response: activity } },
      async (req) => ok(await draw.create(actorOf(req), req.body), '抽奖活动已创建'),
    );
    app.put(
      '/admin-api/draw-activities/:id',
      { preValidation: may, schema: { params, body: drawActivityBody, response: activity } },
      async (req) => ok(await draw.update(actorOf(req), req.params.id, req.body), '抽奖活动已保存'),
    );
    app.post(
      '/admin-api/draw-activities/:id/stop',
      { preValidation: may, schema: { params, response: activity } },
      async (req) => ok(await draw.setEnabled(actorOf(req), req.params.id, false), '活动已停用'),
    );
    app.post(
      '/admin-api/draw-activities/:id/start',
      { preValidation: may, schema: { params, response: activity } },
      async (req) => ok(await draw.setEnabled(actorOf(req), req.params.id, true), '活动已启用'),
    );
    app.get(
      '/admin-api/draw-records',
      {
        preValidation: may,
        schema: {
          querystring: adminDrawRecordsQuery,
          response: { 200: envelope(adminDrawRecordPage) },
        },
      },
      async (req) => {
        const q = req.query;
        return ok(
          await draw.records(
            { activityId: q.activity_id, keywords: q.keywords },
            q.page,
            q.page_size,
          ),
        );
      },
    );

    app.get(
      '/admin-api/points-goods',
      {
        preValidation: may,
        schema: {
          querystring: adminPointsGoodsQuery,
          response: { 200: envelope(adminPointsGoodsPage) },
        },
      },
      async (req) =>
        ok(await mall.goodsPage(req.query.keywords, req.query.page, req.query.page_size)),
    );
    app.post(
      '/admin-api/points-goods',
      { preValidation: may, schema: { body: pointsGoodsBody, response: goods } },
      async (req) => ok(await mall.createGoods(actorOf(req), req.body), '积分商品已创建'),
    );
    app.put(
      '/admin-api/points-goods/:id',
      { preValidation: may, schema: { params, body: pointsGoodsBody, response: goods } },
      async (req) => ok(await mall.updateGoods(actorOf(req), req.params.id, req.body), '已保存'),
    );
    app.post(
      '/admin-api/points-goods/:id/on-shelf',
      { preValidation: may, schema: { params, response: goods } },
      async (req) => ok(await mall.setOnShelf(actorOf(req), req.params.id, true), '已上架'),
    );
    app.post(
      '/admin-api/points-goods/:id/off-shelf',
      { preValidation: may, schema: { params, response: goods } },
      async (req) => ok(await mall.setOnShelf(actorOf(req), req.params.id, false), '已下架'),
    );
    app.get(
      '/admin-api/points-orders',
      {
        preValidation: staffMay('orders.read'),
        schema: {
          querystring: adminPointsOrdersQuery,
          response: { 200: envelope(adminPointsOrderPage) },
        },
      },
      async (req) => {
        const q = req.query;
        return ok(
          await mall.orderPage({ status: q.status, keywords: q.keywords }, q.page, q.page_size),
        );
      },
    );
    app.post(
      '/admin-api/points-orders/:id/ship',
      {
        preValidation: staffMay('shipping'),
        schema: {
          params,
          body: pointsOrderShipBody,
          response: { 200: envelope(z.object({ id: z.number().int(), status: z.string() })) },
        },
      },
      async (req) =>
        ok(
          await mall.ship(actorOf(req), req.params.id, req.body.carrier, req.body.tracking_no),
          '已发货',
        ),
    );
  };
}
