import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { pageNo } from '../../http/schemas.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import type { PromotionService } from './service.ts';

const couponQuery = z.object({
  page: pageNo,
  status: z.coerce
    .number({ message: '状态格式不正确' })
    .int()
    .min(0, { message: '状态格式不正确' })
    .max(2, { message: '状态格式不正确' })
    .default(0)
    .transform((s) => s as 0 | 1 | 2),
  type: z.string().max(20).optional(),
});

export function promotionRoutes(promotion: PromotionService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/user/coupon',
      { preValidation: mustLogin, schema: { querystring: couponQuery } },
      async (req) =>
        ok(
          await promotion.couponPage(requireBuyer(req).companyId, req.query.status, req.query.page),
        ),
    );
    app.get('/api/user/coupon-count', { preValidation: mustLogin }, async (req) =>
      ok({ unused: await promotion.unusedCount(requireBuyer(req).companyId) }),
    );
  };
}
