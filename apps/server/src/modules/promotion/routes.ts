import {
  availableCouponQuery,
  couponCount,
  couponPage,
  couponQuery,
  couponReceiveBody,
  couponReceived,
  couponTemplatePage,
  envelope,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { assertMayBuy, mustLogin, requireBuyer } from '../../http/session.ts';
import { presentTemplate } from './coupon-centre.ts';
import { type PromotionService, serializeCoupon } from './service.ts';

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
            req.query.type,
            req.query.status,
            req.query.page,
          ),
        ),
    );
    app.get(
      '/api/user/coupon-count',
      { preValidation: mustLogin, schema: { response: { 200: envelope(couponCount) } } },
      async (req) => ok(await promotion.unusedCounts(requireBuyer(req).company.id)),
    );
    app.get(
      '/api/user/available-coupon',
      {
        preValidation: mustLogin,
        schema: {
          querystring: availableCouponQuery,
          response: { 200: envelope(couponTemplatePage) },
        },
      },
      async (req) =>
        ok(
          await promotion.centre.list(requireBuyer(req).company.id, req.query.type, req.query.page),
        ),
    );
    app.post(
      '/api/coupon/receive',
      {
        preValidation: mustLogin,
        schema: { body: couponReceiveBody, response: { 200: envelope(couponReceived) } },
      },
      async (req) => {
        const buyer = requireBuyer(req);
        // A company under review or frozen claims nothing, so scripted
        // sign-ups cannot empty a limited template.
        assertMayBuy(buyer);
        const r = await promotion.centre.receive(buyer.company.id, req.body.id);
        const names = await promotion.centre.namesOf([r.template]);
        return ok(
          {
            coupon: serializeCoupon(r.coupon, names),
            template: presentTemplate(r.template, r.received, names),
          },
          '领取成功',
        );
      },
    );
  };
}
