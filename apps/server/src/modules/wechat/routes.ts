import { randomBytes } from 'node:crypto';
import {
  adminWechatLogin,
  envelope,
  id,
  tokenResult,
  wechatBinding,
  wechatPoll,
  wechatPollBody,
  wechatQr,
  wechatQrBody,
  wechatRegisterBody,
  wechatSandboxConfirmBody,
} from '@shop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { loginRequired } from '../../http/errors.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import { type CookieOptions, setSessionCookie } from '../auth/index.ts';
import type { Confirmation } from './provider.ts';
import {
  isSandboxPhone,
  newSandboxPhone,
  SANDBOX_PHONE_COOKIE,
  type WechatSandbox,
} from './sandbox.ts';
import { sandboxConfirmPage, sandboxDonePage } from './sandbox-page.ts';
import type { WechatService } from './service.ts';

const notifyBody = z.record(z.string(), z.string().max(200));
const keyParams = z.strictObject({ key: z.string().regex(/^[0-9a-f]{32}$/) });

export function wechatRoutes(wechat: WechatService, cookies: CookieOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/user/wechat/qrcode',
      { schema: { body: wechatQrBody, response: { 200: envelope(wechatQr) } } },
      async (req) => {
        // Binding is for the logged-in login; logging in is for anyone.
        if (req.body.purpose === 'bind' && !req.buyer) throw loginRequired();
        return ok(await wechat.qrcode(req.body.purpose, req.buyer?.user.id ?? null));
      },
    );

    app.post(
      '/api/user/wechat/poll',
      { schema: { body: wechatPollBody, response: { 200: envelope(wechatPoll) } } },
      async (req, reply) => {
        const { userId: _, ...answer } = await wechat.poll(
          req.body.ticket,
          req.buyer?.user.id ?? null,
        );
        if (answer.token) setSessionCookie(reply, answer.token, cookies);
        return ok(answer);
      },
    );

    app.get(
      '/api/user/wechat',
      { preValidation: mustLogin, schema: { response: { 200: envelope(wechatBinding) } } },
      async (req) => ok(await wechat.binding(requireBuyer(req).user.id)),
    );

    app.delete(
      '/api/user/unbind-wechat',
      { preValidation: mustLogin, schema: { response: { 200: envelope(z.null()) } } },
      async (req) => {
        await wechat.unbind(requireBuyer(req).user.id);
        return ok(null, '已解除微信绑定');
      },
    );

    app.post(
      '/api/user/register/wechat',
      { schema: { body: wechatRegisterBody, response: { 200: envelope(tokenResult) } } },
      async (req, reply) => {
        const { ticket, ...input } = req.body;
        const { token } = await wechat.register(input, ticket);
        setSessionCookie(reply, token, cookies);
        return ok({ token }, '注册成功，已绑定微信，请完善企业信息');
      },
    );

    // The provider's server-to-server callback: plain text, as providers expect.
    app.post('/api/wechat/notify/sandbox', { schema: { body: notifyBody } }, async (req, reply) => {
      const done = await wechat.confirm(req.body);
      return reply
        .code(done ? 200 : 400)
        .type('text/plain')
        .send(done ? 'success' : 'fail');
    });
  };
}

/** The sandbox WeChat's phone pages: what the QR code opens. */
export function wechatSandboxRoutes(
  wechat: WechatService,
  sandbox: WechatSandbox,
  cookies: CookieOptions,
): FastifyPluginAsyncZod {
  return async (app) => {
    const html = (reply: FastifyReply) => reply.type('text/html; charset=utf-8');
    // The browser that opens the page is the phone: it keeps its WeChat user
    // for a year, until it asks for another.
    const setPhone = (reply: FastifyReply, phone: string) =>
      reply.setCookie(SANDBOX_PHONE_COOKIE, phone, {
        path: '/api/wechat/sandbox',
        httpOnly: true,
        sameSite: 'lax',
        secure: cookies.secure,
        maxAge: 365 * 86_400,
      });
    const phoneOf = (req: FastifyRequest, reply: FastifyReply) => {
      const held = req.cookies[SANDBOX_PHONE_COOKIE];
      if (isSandboxPhone(held)) return held;
      const phone = newSandboxPhone();
      setPhone(reply, phone);
      return phone;
    };

    app.get('/api/wechat/sandbox/:key', { schema: { params: keyParams } }, async (req, reply) => {
      const scan = await wechat.scanByKey(req.params.key);
      if (!scan) return html(reply).code(404).send(sandboxDonePage('二维码不存在'));
      const phone = phoneOf(req, reply);
      const waiting = scan.status === 'waiting' && scan.expiresAt > new Date();
      return html(reply).send(sandboxConfirmPage(scan.qrKey, scan.purpose, waiting, phone));
    });

    app.post(
      '/api/wechat/sandbox/:key/confirm',
      { schema: { params: keyParams, body: wechatSandboxConfirmBody } },
      async (req, reply) => {
        const fields: Confirmation = {
          qr_key: req.params.key,
          openid: sandbox.openidOf(phoneOf(req, reply)),
          nickname: req.body.nickname,
          ts: `${Date.now()}${randomBytes(2).toString('hex')}`,
        };
        // Delivered through the same HTTP endpoint a real provider would call.
        const res = await app.inject({
          method: 'POST',
          url: '/api/wechat/notify/sandbox',
          payload: { ...fields, sign: sandbox.sign(fields) },
        });
        if (res.body !== 'success')
          return html(reply)
            .code(400)
            .send(sandboxDonePage('该二维码已使用或已失效，请重新扫码。'));
        return html(reply).send(sandboxDonePage('已确认，请回到电脑上继续操作。'));
      },
    );

    // Another phone: a new WeChat user from now on in this browser.
    app.post(
      '/api/wechat/sandbox/:key/new-phone',
      { schema: { params: keyParams } },
      async (req, reply) => {
        setPhone(reply, newSandboxPhone());
        return reply.redirect(`/api/wechat/sandbox/${req.params.key}`, 303);
      },
    );

    app.post(
      '/api/wechat/sandbox/:key/cancel',
      { schema: { params: keyParams } },
      async (req, reply) => {
        await wechat.cancel(req.params.key);
        return html(reply).send(sandboxDonePage('已取消。'));
      },
    );
  };
}

const companyParams = z.strictObject({ id });
const userParams = z.strictObject({ id, userId: id });

/** The console: a buyer company's logins and their WeChat; unbinding is audited. */
export function wechatAdminRoutes(wechat: WechatService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/companies/:id/wechat',
      {
        preValidation: staffMay('buyers.read'),
        schema: { params: companyParams, response: { 200: envelope(z.array(adminWechatLogin)) } },
      },
      async (req) => ok(await wechat.logins(req.params.id)),
    );

    app.delete(
      '/admin-api/companies/:id/users/:userId/wechat',
      {
        preValidation: staffMay('buyers.write'),
        schema: { params: userParams, response: { 200: envelope(z.array(adminWechatLogin)) } },
      },
      async (req) => {
        await wechat.staffUnbind(actorOf(req), req.params.id, req.params.userId);
        return ok(await wechat.logins(req.params.id), '已解除微信绑定');
      },
    );
  };
}
