import { adminOrdersQuery, cancelOrderBody, id, shipBody } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { OrderAdminService } from './admin-service.ts';

const params = z.strictObject({ id });

/** Orders in the console: every company's, with shipping. */
export function orderAdminRoutes(orders: OrderAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/orders',
      { preValidation: staffMay('orders.read'), schema: { querystring: adminOrdersQuery } },
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
      { preValidation: staffMay('orders.read'), schema: { params } },
      async (req) => ok(await orders.one(req.params.id)),
    );

    app.post(
      '/admin-api/orders/:id/cancel',
      { preValidation: staffMay('orders.cancel'), schema: { params, body: cancelOrderBody } },
      async (req) =>
        ok(await orders.cancel(actorOf(req), req.params.id, req.body.reason), '订单已取消'),
    );

    app.post(
      '/admin-api/orders/:id/ship',
      { preValidation: staffMay('shipping'), schema: { params, body: shipBody } },
      async (req) => {
        const b = req.body;
        return ok(
          await orders.ship(actorOf(req), req.params.id, b.carrier, b.tracking_no, b.lines),
          '已发货',
        );
      },
    );
  };
}
