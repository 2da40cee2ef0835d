import {
  activityGoodsQuery,
  activityParams,
  activityZone,
  envelope,
  goodsActivities,
  goodsActivitiesQuery,
  goodsPage,
  runningActivities,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import type { ActivityZoneService } from './activity-zone.ts';

/** GET /api/activities (the running ones), GET /api/activity/{id}, its goods, and GET /api/goods/activities (a goods' running activities). */
export function activityZoneRoutes(zone: ActivityZoneService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/activities',
      { schema: { response: { 200: envelope(runningActivities) } } },
      async () => ok(await zone.running()),
    );

    app.get(
      '/api/activity/:id',
      { schema: { params: activityParams, response: { 200: envelope(activityZone) } } },
      async (req) => ok(await zone.zone(req.params.id)),
    );

    app.get(
      '/api/activity/:id/goods',
      {
        schema: {
          params: activityParams,
          querystring: activityGoodsQuery,
          response: { 200: envelope(goodsPage) },
        },
      },
      async (req) =>
        ok(await zone.goods(req.params.id, req.query.cid, req.query.page, req.buyer ?? null)),
    );

    app.get(
      '/api/goods/activities',
      {
        schema: {
          querystring: goodsActivitiesQuery,
          response: { 200: envelope(goodsActivities) },
        },
      },
      async (req) => ok(await zone.ofGoods(req.query.id)),
    );
  };
}
