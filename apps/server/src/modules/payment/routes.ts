import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { id } from '../../http/schemas.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import { idempotencyKey } from '../order/routes.ts';
import { sandboxPage } from './sandbox-page.ts';
import type { PaymentService } from './service.ts';

const params = z.object({ id });
const payBody = z.object({
  method: z.enum(['balance', 'online'], { message: '请选择支付方式' }),
  key: idempotencyKey,
});
const trade = z.object({
  trade: z.string().regex(/^P\d{10,16}[0-9a-f]{12}$/, { message: '支付单不存在' }),
});
const notifyBody = z.record(z.string(), z.string().max(200));

export function paymentRoutes(payments: PaymentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/order/:id/pay',
      { preValidation: mustLogin, schema: { params, body: payBody } },
      async (req) => {
        const buyer = requireBuyer(req);
        if (req.body.method === 'balance')
          return ok(await payments.payWithBalance(buyer, req.params.id, req.body.key), '支付成功');
        return ok(await payments.payOnline(buyer, req.params.id, req.body.key));
      },
    );

    app.get(
      '/api/order/:id/pay-status',
      { preValidation: mustLogin, schema: { params } },
      async (req) => ok(await payments.status(requireBuyer(req), req.params.id)),
    );

    // The provider's server-to-server callback: plain-text answer, as gateways expect.
    app.post('/api/pay/notify/sandbox', { schema: { body: notifyBody } }, async (req, reply) => {
      const result = await payments.notify(req.body);
      return reply
        .code(result === 'success' ? 200 : 400)
        .type('text/plain')
        .send(result);
    });

    // The sandbox gateway's own pages (they stand in for the bank's site).
    app.get('/api/pay/sandbox/:trade', { schema: { params: trade } }, async (req, reply) => {
      const t = await payments.trade(req.params.trade);
      if (!t) throw new AppError('not_found', '支付单不存在');
      return reply.type('text/html; charset=utf-8').send(sandboxPage(t.pay, t.order));
    });

    app.post(
      '/api/pay/sandbox/:trade/confirm',
      { schema: { params: trade } },
      async (req, reply) => {
        const t = await payments.trade(req.params.trade);
        if (!t) throw new AppError('not_found', '支付单不存在');
        const signed = await payments.signedNotification(t.pay);
        // Delivered through the same HTTP endpoint a real gateway would call.
        const res = await app.inject({
          method: 'POST',
          url: '/api/pay/notify/sandbox',
          payload: signed,
        });
        if (res.body !== 'success') throw new AppError('bad_request', '支付失败，请重试');
        return reply.redirect(`/cart/step4?id=${t.order.id}`, 303);
      },
    );

    app.post(
      '/api/pay/sandbox/:trade/cancel',
      { schema: { params: trade } },
      async (req, reply) => {
        const t = await payments.trade(req.params.trade);
        if (!t) throw new AppError('not_found', '支付单不存在');
        return reply.redirect(`/cart/step3/${t.order.id}`, 303);
      },
    );
  };
}
