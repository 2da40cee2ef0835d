import { randomBytes } from 'node:crypto';
import {
  envelope,
  onlinePayment,
  order,
  payBody,
  payParams,
  payStatus,
  tradeParams,
  transferStart,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { type Buyer, mustLogin, requireBuyer } from '../../http/session.ts';
import type { Notification } from './provider.ts';
import type { SandboxProvider } from './sandbox.ts';
import { sandboxLoginPage, sandboxPage } from './sandbox-page.ts';
import type { PaymentService } from './service.ts';

const notifyBody = z.record(z.string(), z.string().max(200));

/** The payment password's check (modules/pay-password), asked before money leaves the balance or credit. */
export type PayPasswordCheck = (buyer: Buyer, password: string | undefined) => Promise<void>;

export function paymentRoutes(
  payments: PaymentService,
  checkPayPassword: PayPasswordCheck,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/order/:id/pay',
      {
        preValidation: mustLogin,
        schema: {
          params: payParams,
          body: payBody,
          response: { 200: envelope(z.union([order, onlinePayment, transferStart])) },
        },
      },
      async (req) => {
        const buyer = requireBuyer(req);
        const { method } = req.body;
        if (method === 'balance' || method === 'credit')
          await checkPayPassword(buyer, req.body.pay_password);
        if (method === 'balance')
          return ok(await payments.payWithBalance(buyer, req.params.id, req.body.key), '支付成功');
        if (method === 'credit')
          return ok(
            await payments.payOnCredit(buyer, req.params.id, req.body.key),
            '已挂账，订单已支付',
          );
        if (method === 'transfer')
          return ok(
            await payments.payByTransfer(buyer, req.params.id, req.body.key),
            '请按页面所示账户转账，并在附言中填写转账识别码',
          );
        return ok(await payments.payOnline(buyer, req.params.id, req.body.key));
      },
    );

    app.get(
      '/api/order/:id/pay-status',
      {
        preValidation: mustLogin,
        schema: { params: payParams, response: { 200: envelope(payStatus) } },
      },
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
  };
}

/**
 * The sandbox gateway's own pages, standing in for the bank's site. As a bank
 * would, they ask the payer to be signed in: only the paying buyer's session
 * sees or confirms a trade.
 */
export function sandboxRoutes(
  payments: PaymentService,
  sandbox: SandboxProvider,
): FastifyPluginAsyncZod {
  return async (app) => {
    const tradeOf = async (req: import('fastify').FastifyRequest, no: string) => {
      if (!req.buyer) return null;
      const t = await payments.trade(req.buyer, no);
      if (!t) throw new AppError('not_found', '支付单不存在');
      return t;
    };

    app.get('/api/pay/sandbox/:trade', { schema: { params: tradeParams } }, async (req, reply) => {
      const t = await tradeOf(req, req.params.trade);
      reply.type('text/html; charset=utf-8');
      if (!t) return reply.code(401).send(sandboxLoginPage(req.url));
      return sandboxPage(t.pay, t.order);
    });

    app.post(
      '/api/pay/sandbox/:trade/confirm',
      { schema: { params: tradeParams } },
      async (req, reply) => {
        const t = await tradeOf(req, req.params.trade);
        if (!t)
          return reply
            .code(401)
            .type('text/html; charset=utf-8')
            .send(sandboxLoginPage(`/api/pay/sandbox/${req.params.trade}`));
        const fields: Notification = {
          trade_no: t.pay.tradeNo,
          provider_txn: `SBX${randomBytes(8).toString('hex')}`,
          amount_fen: String(t.pay.amountFen),
          status: 'SUCCESS',
          ts: String(Date.now()),
        };
        // Delivered through the same HTTP endpoint a real gateway would call.
        const res = await app.inject({
          method: 'POST',
          url: '/api/pay/notify/sandbox',
          payload: { ...fields, sign: sandbox.sign(fields) },
        });
        if (res.body !== 'success') throw new AppError('bad_request', '支付失败，请重试');
        return reply.redirect(`/cart/step4?id=${t.order.id}`, 303);
      },
    );

    app.post(
      '/api/pay/sandbox/:trade/cancel',
      { schema: { params: tradeParams } },
      async (req, reply) => {
        const t = await tradeOf(req, req.params.trade);
        return reply.redirect(t ? `/cart/step3/${t.order.id}` : '/order', 303);
      },
    );
  };
}
