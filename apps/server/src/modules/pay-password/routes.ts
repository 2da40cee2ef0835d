import {
  changePayPasswordBody,
  disablePayPasswordBody,
  envelope,
  payPasswordStatus,
  setPayPasswordBody,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import type { PayPasswordService } from './service.ts';

/** The account centre's 支付密码 page. */
export function payPasswordRoutes(pay: PayPasswordService): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preValidation: mustLogin };
    const done = { 200: envelope(z.null()) };

    app.get(
      '/api/user/pay-password',
      { ...auth, schema: { response: { 200: envelope(payPasswordStatus) } } },
      async (req) => ok(await pay.status(requireBuyer(req))),
    );

    app.post(
      '/api/user/pay-password/code',
      { ...auth, schema: { response: { 200: envelope(z.object({ mobile: z.string() })) } } },
      async (req) => {
        const mobile = await pay.sendCode(requireBuyer(req), req.ip);
        return ok({ mobile }, `验证码已发送至 ${mobile}`);
      },
    );

    app.post(
      '/api/user/pay-password',
      { ...auth, schema: { body: setPayPasswordBody, response: done } },
      async (req) => {
        await pay.set(requireBuyer(req), req.body.code, req.body.password);
        return ok(null, '支付密码已设置');
      },
    );

    app.put(
      '/api/user/pay-password',
      { ...auth, schema: { body: changePayPasswordBody, response: done } },
      async (req) => {
        await pay.change(requireBuyer(req), req.body.old_password, req.body.password);
        return ok(null, '支付密码已修改');
      },
    );

    app.post(
      '/api/user/pay-password/disable',
      { ...auth, schema: { body: disablePayPasswordBody, response: done } },
      async (req) => {
        await pay.disable(requireBuyer(req), req.body.code);
        return ok(null, '支付密码已关闭');
      },
    );
  };
}
