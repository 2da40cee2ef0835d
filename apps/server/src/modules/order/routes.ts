import {
  buyAgainResult,
  checkOrderBody,
  createdOrder,
  createOrderBody,
  envelope,
  order,
  orderCheck,
  orderListQuery,
  orderPage,
  orderParams,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import type { OrderService } from './service.ts';

const answer = <T extends z.ZodType>(data: T) => ({ 200: envelope(data) });

export function orderRoutes(orders: OrderService): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preValidation: mustLogin };

    app.post(
      '/api/order/check',
      { ...auth, schema: { body: checkOrderBody, response: answer(orderCheck) } },
      async (req) =>
        ok(
          await orders.check(
            requireBuyer(req),
            req.body.ids,
            req.body.coupon_id,
            req.body.address_id,
            req.body.voucher_id,
          ),
        ),
    );

    app.post(
      '/api/order/create',
      { ...auth, schema: { body: createOrderBody, response: answer(createdOrder) } },
      async (req) => {
        const b = req.body;
        const created = await orders.create(requireBuyer(req), {
          ids: b.ids,
          addressId: b.address_id,
          couponId: b.coupon_id,
          voucherId: b.voucher_id || undefined,
          invoiceType: b.invoice_type,
          remark: b.remark,
          key: b.key,
        });
        return ok(created, '订单提交成功');
      },
    );

    app.get(
      '/api/order/list',
      { ...auth, schema: { querystring: orderListQuery, response: answer(orderPage) } },
      async (req) =>
        ok(
          await orders.list(
            requireBuyer(req),
            req.query.status,
            req.query.keywords,
            req.query.page,
          ),
        ),
    );

    app.get(
      '/api/order/:id',
      { ...auth, schema: { params: orderParams, response: answer(order) } },
      async (req) => ok(await orders.detail(requireBuyer(req), req.params.id)),
    );

    app.post(
      '/api/order/:id/cancel',
      { ...auth, schema: { params: orderParams, response: answer(order) } },
      async (req) => ok(await orders.cancel(requireBuyer(req), req.params.id), '订单已取消'),
    );

    app.post(
      '/api/order/:id/confirm',
      { ...auth, schema: { params: orderParams, response: answer(order) } },
      async (req) => ok(await orders.confirm(requireBuyer(req), req.params.id), '已确认收货'),
    );

    app.post(
      '/api/order/:id/buy-again',
      { ...auth, schema: { params: orderParams, response: answer(buyAgainResult) } },
      async (req) => ok(await orders.buyAgain(requireBuyer(req), req.params.id), '已加入购物车'),
    );
  };
}
