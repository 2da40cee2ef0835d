import {
  adminOrderDetail,
  adminOrderPage,
  adminOrdersQuery,
  cancelOrderBody,
  envelope,
  id,
  shipBody,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { OrderAdminService } from './admin-service.ts';

const params = z.strictObject({ id });
const detail = { 200: envelope(adminOrderDetail) };

/** Orders in the console: every company's, with shipping. */
export function orderAdminRoutes(orders: OrderAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/orders',
      {
        preValidation: staffMay('orders.read'),
        schema: { querystring: adminOrdersQuery, response: { 200: envelope(adminOrderPage) } },
      },
      async (req) => {
        const q = req.query;
        return ok(
          await orders.page(
            { status: q.status, keywords: q.keywords, from: q.from, to: q.to },
            q.page,
            q.page_size,
          ),
        );
      },
    );

    app.get(
      '/admin-api/orders/:id',
      { preValidation: staffMay('orders.read'), schema: { params, response: detail } },
      async (req) => ok(await orders.one(req.params.id)),
    );

    app.post(
      '/admin-api/orders/:id/cancel',
      {
        preValidation: staffMay('orders.cancel'),
        schema: { params, body: cancelOrderBody, response: detail },
      },
      async (req) =>
        ok(await orders.cancel(actorOf(req), req.params.id, req.body.reason), '订单已取消'),
    );

    app.post(
      '/admin-api/orders/:id/ship',
      { preValidation: staffMay('shipping'), schema: { params, body: shipBody, response: detail } },
      async (req) => {
        const b = req.body;
        return ok(
          await orders.ship(
            actorOf(req),
            req.params.id,
            { id: b.carrier_id, text: b.carrier },
            b.tracking_no,
            b.lines,
          ),
          '已发货',
        );
      },
    );
  };
}
