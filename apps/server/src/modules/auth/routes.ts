import {
  changeMobileBody,
  changePasswordBody,
  createCodeBody,
  envelope,
  forgetTicketResult,
  forgetVerifyBody,
  loginBody,
  mobile,
  phoneParams,
  phoneResult,
  registerBody,
  resetPasswordBody,
  tokenResult,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { fieldError } from '../../http/errors.ts';
import { mustLogin, requireBuyer, SESSION_COOKIE } from '../../http/session.ts';
import { DEVICE_COOKIE_PATH } from './device-cookie.ts';
import { type AuthService, SESSION_DAYS } from './service.ts';

export type CookieOptions = { secure: boolean };

/** The session cookie a login sets (password, registration or WeChat). */
export function setSessionCookie(
  reply: import('fastify').FastifyReply,
  token: string,
  cookies: CookieOptions,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookies.secure,
    maxAge: SESSION_DAYS * 86_400,
  });
}

/** This browser is now known to the login (device-cookie.ts); only the login route reads it. */
function setDeviceCookie(
  reply: import('fastify').FastifyReply,
  device: { name: string; value: string; maxAge: number },
  cookies: CookieOptions,
) {
  reply.setCookie(device.name, device.value, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: cookies.secure,
    maxAge: device.maxAge,
  });
}

export function authRoutes(auth: AuthService, cookies: CookieOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const setCookie = (reply: import('fastify').FastifyReply, token: string) =>
      setSessionCookie(reply, token, cookies);
    const token = { 200: envelope(tokenResult) };

    app.post(
      '/api/user/login',
      { schema: { body: loginBody, response: token } },
      async (req, reply) => {
        const { token, device } = await auth.login(
          req.body.username,
          req.body.password,
          req.ip,
          (name) => req.cookies[name],
        );
        setCookie(reply, token);
        setDeviceCookie(reply, device, cookies);
        return ok({ token }, '登录成功');
      },
    );

    app.delete(
      '/api/user/logout',
      { schema: { response: { 200: envelope(z.null()) } } },
      async (req, reply) => {
        if (req.token) await auth.logout(req.token);
        reply.clearCookie(SESSION_COOKIE, { path: '/', secure: cookies.secure });
        return ok(null, '已安全退出');
      },
    );

    app.post(
      '/api/user/create-code',
      { schema: { body: createCodeBody, response: { 200: envelope(z.null()) } } },
      async (req) => {
        // A new login mobile is the account centre's step: a visitor has none to change.
        if (req.body.type === 'change_mobile') requireBuyer(req);
        await auth.sendCode(req.body.mobile, req.body.type, req.ip, req.buyer?.user.id);
        return ok(null, '验证码已发送');
      },
    );

    // The account centre (/basic): a user's own password and login mobile.
    app.post(
      '/api/user/password',
      {
        preValidation: mustLogin,
        schema: { body: changePasswordBody, response: { 200: envelope(z.null()) } },
      },
      async (req, reply) => {
        const buyer = requireBuyer(req);
        const device = await auth.changePassword(
          buyer.user.id,
          req.token!,
          req.body.old_password,
          req.body.password,
        );
        // The new password ended every device cookie of the login but this browser's new one.
        setDeviceCookie(reply, device, cookies);
        return ok(null, '密码已修改，其他设备上的登录已退出');
      },
    );

    app.post(
      '/api/user/mobile',
      {
        preValidation: mustLogin,
        schema: { body: changeMobileBody, response: { 200: envelope(z.null()) } },
      },
      async (req) => {
        const { proved } = await auth.changeMobile(
          requireBuyer(req).user.id,
          req.body.mobile,
          req.body.code,
        );
        return ok(null, proved ? '手机号已验证' : '登录手机号已更换');
      },
    );

    app.get(
      '/api/user/phone/:value',
      { schema: { params: phoneParams, response: { 200: envelope(phoneResult) } } },
      async (req) => {
        const parsed = mobile.safeParse(req.params.value);
        if (!parsed.success) throw fieldError('mobile', parsed.error.issues[0]!.message);
        return ok({ exists: (await auth.isMobileTaken(parsed.data, req.ip)) ? 1 : 0 });
      },
    );

    app.post(
      '/api/user/register',
      { schema: { body: registerBody, response: token } },
      async (req, reply) => {
        const { token } = await auth.register(req.body);
        setCookie(reply, token);
        return ok({ token }, '注册成功，请完善企业信息');
      },
    );

    app.post(
      '/api/user/forget/verify',
      { schema: { body: forgetVerifyBody, response: { 200: envelope(forgetTicketResult) } } },
      async (req) => ok(await auth.forgetVerify(req.body.mobile, req.body.code), '验证成功'),
    );

    app.post(
      '/api/user/reset-password',
      { schema: { body: resetPasswordBody, response: { 200: envelope(z.null()) } } },
      async (req, reply) => {
        await auth.resetPassword(req.body.ticket, req.body.password);
        // This browser's session (if any) ended with the others.
        reply.clearCookie(SESSION_COOKIE, { path: '/', secure: cookies.secure });
        return ok(null, '密码已重置，请使用新密码登录');
      },
    );
  };
}
