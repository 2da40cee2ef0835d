import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { fieldError } from '../../http/errors.ts';
import { mustLogin, requireBuyer, SESSION_COOKIE } from '../../http/session.ts';
import {
  companyBody,
  companyKinds,
  createCodeBody,
  credentialKinds,
  credentialsBody,
  loginBody,
  registerBody,
} from './schemas.ts';
import { type AuthService, SESSION_DAYS } from './service.ts';

export function authRoutes(auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    const setCookie = (reply: import('fastify').FastifyReply, token: string) =>
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        maxAge: SESSION_DAYS * 86_400,
      });

    app.post('/api/user/login', { schema: { body: loginBody } }, async (req, reply) => {
      const { token } = await auth.login(req.body.username, req.body.password, req.ip);
      setCookie(reply, token);
      return ok({ token }, '登录成功');
    });

    app.delete('/api/user/logout', async (req, reply) => {
      if (req.token) await auth.logout(req.token);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return ok(null, '已安全退出');
    });

    app.post('/api/user/create-code', { schema: { body: createCodeBody } }, async (req) => {
      await auth.sendCode(req.body.mobile, req.body.type);
      return ok(null, '验证码已发送');
    });

    app.get(
      '/api/user/phone/:value',
      { schema: { params: z.object({ value: z.string().max(20) }) } },
      async (req) => {
        const { value } = req.params;
        const parsed = createCodeBody.shape.mobile.safeParse(value);
        if (!parsed.success) throw fieldError('mobile', parsed.error.issues[0]!.message);
        return ok({ exists: (await auth.isMobileTaken(parsed.data)) ? 1 : 0 });
      },
    );

    app.post('/api/user/register', { schema: { body: registerBody } }, async (req, reply) => {
      const { token } = await auth.register(req.body);
      setCookie(reply, token);
      return ok({ token }, '注册成功，请完善企业信息');
    });

    app.post(
      '/api/user/register/company',
      { preValidation: mustLogin, schema: { body: companyBody } },
      async (req) => {
        const b = req.body;
        await auth.saveCompany(requireBuyer(req), {
          name: b.name,
          kind: b.type,
          contactName: b.contact_name,
          contactPhone: b.contact_phone,
          email: b.email,
          region: b.region,
          address: b.address,
        });
        return ok(null, '企业信息已保存');
      },
    );

    app.post(
      '/api/user/register/credentials',
      { preValidation: mustLogin, schema: { body: credentialsBody } },
      async (req) => {
        const b = req.body;
        await auth.submitCredentials(requireBuyer(req), [
          {
            kind: 'business_licence',
            number: b.business_licence_no,
            expiresOn: b.business_licence_expires,
          },
          { kind: b.licence_kind, number: b.licence_no, expiresOn: b.licence_expires },
        ]);
        return ok(null, '资质已提交，请等待审核');
      },
    );

    app.get('/api/user/register/status', async (req) => {
      const { company, credentials } = await auth.registrationStatus(requireBuyer(req));
      return ok({
        review: company?.review ?? 'draft',
        company: company && {
          name: company.name,
          type: company.kind,
          type_name: companyKinds[company.kind as keyof typeof companyKinds] ?? company.kind,
          contact_name: company.contactName,
          contact_phone: company.contactPhone,
          email: company.email,
          region: company.region,
          address: company.address,
        },
        credentials: credentials.map((c) => ({
          kind: c.kind,
          name: credentialKinds[c.kind as keyof typeof credentialKinds] ?? c.kind,
          number: c.number,
          expires: c.expiresOn,
        })),
      });
    });
  };
}
