import {
  auditPage,
  auditQuery,
  envelope,
  staffLoginBody,
  staffView as staffViewSchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { requireStaff, STAFF_COOKIE, STAFF_PATH, staffMay } from '../../http/staff-session.ts';
import { STAFF_IDLE_HOURS, type StaffService, staffView } from './service.ts';

export function staffAdminRoutes(
  staff: StaffService,
  cookies: { secure: boolean },
): FastifyPluginAsyncZod {
  return async (app) => {
    const me = { 200: envelope(staffViewSchema) };

    app.post(
      '/admin-api/login',
      { schema: { body: staffLoginBody, response: me } },
      async (req, reply) => {
        const { token, staff: s } = await staff.login(req.body.username, req.body.password, req.ip);
        reply.setCookie(STAFF_COOKIE, token, {
          path: STAFF_PATH,
          httpOnly: true,
          sameSite: 'strict',
          secure: cookies.secure,
          maxAge: STAFF_IDLE_HOURS * 3600,
        });
        return ok(staffView(s), '登录成功');
      },
    );

    app.get('/admin-api/me', { schema: { response: me } }, async (req) =>
      ok(staffView(requireStaff(req))),
    );

    app.delete(
      '/admin-api/logout',
      { schema: { response: { 200: envelope(z.null()) } } },
      async (req, reply) => {
        if (req.staffToken) await staff.logout(req.staffToken);
        reply.clearCookie(STAFF_COOKIE, { path: STAFF_PATH, secure: cookies.secure });
        return ok(null, '已退出登录');
      },
    );

    app.get(
      '/admin-api/audit-log',
      {
        preValidation: staffMay('audit'),
        schema: { querystring: auditQuery, response: { 200: envelope(auditPage) } },
      },
      async (req) => {
        const q = req.query;
        return ok(
          await staff.auditPage(
            {
              username: q.username,
              action: q.action,
              targetType: q.target_type,
              targetId: q.target_id,
              from: q.from,
              to: q.to,
            },
            q.page,
            q.page_size,
          ),
        );
      },
    );
  };
}
