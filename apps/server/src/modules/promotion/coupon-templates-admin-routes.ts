import {
  adminCouponTemplate,
  adminCouponTemplatePage,
  adminCouponTemplatesQuery,
  couponTemplateCreateBody,
  couponTemplatePutBody,
  envelope,
  id,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { CouponTemplatesAdmin } from './coupon-templates-admin.ts';

const params = z.strictObject({ id });
const may = staffMay('promotions');
const one = { 200: envelope(adminCouponTemplate) };

/** 领券中心 templates in the console (docs/api-admin.md). */
export function couponTemplateAdminRoutes(admin: CouponTemplatesAdmin): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/coupon-templates',
      {
        preValidation: may,
        schema: {
          querystring: adminCouponTemplatesQuery,
          response: { 200: envelope(adminCouponTemplatePage) },
        },
      },
      async (req) => {
        const q = req.query;
        return ok(
          await admin.list(
            { status: q.status, type: q.type, keywords: q.keywords },
            q.page,
            q.page_size,
          ),
        );
      },
    );
    app.get(
      '/admin-api/coupon-templates/:id',
      { preValidation: may, schema: { params, response: one } },
      async (req) => ok(await admin.one(req.params.id)),
    );
    app.post(
      '/admin-api/coupon-templates',
      { preValidation: may, schema: { body: couponTemplateCreateBody, response: one } },
      async (req) => ok(await admin.create(actorOf(req), req.body), '优惠券已创建'),
    );
    app.put(
      '/admin-api/coupon-templates/:id',
      { preValidation: may, schema: { params, body: couponTemplatePutBody, response: one } },
      async (req) => ok(await admin.update(actorOf(req), req.params.id, req.body), '优惠券已保存'),
    );
    app.post(
      '/admin-api/coupon-templates/:id/stop',
      { preValidation: may, schema: { params, response: one } },
      async (req) => ok(await admin.setEnabled(actorOf(req), req.params.id, false), '已停止领取'),
    );
    app.post(
      '/admin-api/coupon-templates/:id/start',
      { preValidation: may, schema: { params, response: one } },
      async (req) => ok(await admin.setEnabled(actorOf(req), req.params.id, true), '已恢复领取'),
    );
  };
}
