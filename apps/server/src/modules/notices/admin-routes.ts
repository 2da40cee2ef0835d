import { arrivalWaitingPage, arrivalWaitingQuery, envelope } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { staffMay } from '../../http/staff-session.ts';
import type { NoticesService } from './service.ts';

/** 到货通知 in the console: what buyers wait for, so purchasing knows what to restock. */
export function noticesAdminRoutes(notices: NoticesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/arrival-notices',
      {
        preValidation: staffMay('goods.read'),
        schema: {
          querystring: arrivalWaitingQuery,
          response: { 200: envelope(arrivalWaitingPage) },
        },
      },
      async (req) =>
        ok(
          await notices.waiting(
            req.query.keyword || undefined,
            req.query.page,
            req.query.page_size,
          ),
        ),
    );
  };
}
