import {
  drawActivity,
  drawAds,
  drawIdQuery,
  drawRecordPage,
  drawRecordQuery,
  drawResult,
  drawSimple,
  drawWinners,
  envelope,
  id,
  jfscExchangeBody,
  jfscExchangeResult,
  jfscGoodsPage,
  jfscGoodsQuery,
  jfscOrderPage,
  jfscOrdersQuery,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import type { DrawService } from './draw.ts';
import type { MallService } from './mall.ts';

const params = z.strictObject({ id });

/** The lucky wheel's calls (spec section 7, 'Draw and focus') and the points mall's. */
export function wheelRoutes(draw: DrawService, mall: MallService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/draw/simple',
      { schema: { response: { 200: envelope(drawSimple) } } },
      async (req) => ok(await draw.simple(req.buyer)),
    );
    app.get(
      '/api/draw/:id/activity',
      {
        preValidation: mustLogin,
        schema: { params, response: { 200: envelope(drawActivity) } },
      },
      async (req) => ok(await draw.activity(requireBuyer(req), req.params.id)),
    );
    // One draw. GET as the spec's client calls it, POST accepted too; never
    // cached by anything between, since each answer is a new draw.
    for (const method of ['GET', 'POST'] as const)
      app.route({
        method,
        url: '/api/draw',
        preValidation: mustLogin,
        schema: {
          ...(method === 'GET' ? { querystring: drawIdQuery } : { body: drawIdQuery }),
          response: { 200: envelope(drawResult) },
        },
        handler: async (req, reply) => {
          reply.header('cache-control', 'no-store');
          const q = (method === 'GET' ? req.query : req.body) as { id: number };
          return ok(await draw.draw(requireBuyer(req), q.id));
        },
      });
    app.get(
      '/api/draw/record',
      {
        preValidation: mustLogin,
        schema: { querystring: drawRecordQuery, response: { 200: envelope(drawRecordPage) } },
      },
      async (req) =>
        ok(await draw.records(requireBuyer(req).company.id, req.query.id, req.query.page)),
    );
    app.get(
      '/api/draw/new-record',
      { schema: { querystring: drawIdQuery, response: { 200: envelope(drawWinners) } } },
      async (req) => ok(await draw.winners(req.query.id)),
    );
    app.get('/api/draw/ads', { schema: { response: { 200: envelope(drawAds) } } }, async () =>
      ok(await draw.ads()),
    );

    app.get(
      '/api/jfsc/goods',
      {
        preValidation: mustLogin,
        schema: { querystring: jfscGoodsQuery, response: { 200: envelope(jfscGoodsPage) } },
      },
      async (req) => ok(await mall.goodsPage(requireBuyer(req).company.id, req.query.page)),
    );
    app.post(
      '/api/jfsc/exchange',
      {
        preValidation: mustLogin,
        schema: { body: jfscExchangeBody, response: { 200: envelope(jfscExchangeResult) } },
      },
      async (req) => {
        const b = req.body;
        return ok(
          await mall.exchange(requireBuyer(req), {
            goodsId: b.goods_id,
            number: b.number,
            addressId: b.address_id,
            key: b.key,
          }),
          '兑换成功',
        );
      },
    );
    app.get(
      '/api/jfsc/orders',
      {
        preValidation: mustLogin,
        schema: { querystring: jfscOrdersQuery, response: { 200: envelope(jfscOrderPage) } },
      },
      async (req) =>
        ok(await mall.orderPage(requireBuyer(req).company.id, req.query.status, req.query.page)),
    );
  };
}
