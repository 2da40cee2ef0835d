import { envelope, pointsLogPage, pointsLogQuery } from '@shop/contract';
import { shopDayStart } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import { FILTER_KINDS, type PointsService } from './service.ts';

const DAY_MS = 24 * 3600 * 1000;
/** A calendar day starts at midnight Beijing time, as in the balance ledger. */

export function pointsRoutes(points: PointsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/user/points/log',
      {
        preValidation: mustLogin,
        schema: { querystring: pointsLogQuery, response: { 200: envelope(pointsLogPage) } },
      },
      async (req) => {
        const q = req.query;
        // The end date is inclusive: everything before the next midnight.
        const to = q.end_time ? new Date(shopDayStart(q.end_time).getTime() + DAY_MS) : undefined;
        return ok(
          await points.buyerLog(
            requireBuyer(req).company.id,
            {
              kinds: FILTER_KINDS[q.type],
              from: q.start_time ? shopDayStart(q.start_time) : undefined,
              to,
            },
            q.page,
          ),
        );
      },
    );
  };
}
