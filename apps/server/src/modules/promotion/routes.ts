import { couponCount, couponPage, couponQuery, envelope } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import type { PromotionService } from './service.ts';

export function promotionRoutes(promotion: PromotionService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/user/coupon',
      {
        preValidation: mustLogin,
        schema: { querystring: couponQuery, response: { 200: envelope(couponPage) } },
      },
      async (req) =>
        ok(
          await promotion.couponPage(
            requireBuyer(req).company.id,
            req.query.status,
            req.query.page,
          ),
        ),
    );
    app.get(
      '/api/user/coupon-count',
      { preValidation: mustLogin, schema: { response: { 200: envelope(couponCount) } } },
      async (req) => ok({ unused: await promotion.unusedCount(requireBuyer(req).company.id) }),
    );
  };
}
