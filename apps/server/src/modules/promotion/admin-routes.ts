import {
  activityCreateBody,
  activityGoodsBody,
  activityPutBody,
  adminActivitiesQuery,
  adminActivityDetail,
  adminActivityPage,
  adminCouponPage,
  adminCouponsQuery,
  couponIssueAnswer,
  couponIssueBody,
  envelope,
  id,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { PromotionAdminService } from './admin-service.ts';

const params = z.strictObject({ id });
const may = staffMay('promotions');
const detail = { 200: envelope(adminActivityDetail) };

/** 满减活动 and 优惠券 in the console. */
export function promotionAdminRoutes(promos: PromotionAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/activities',
      {
        preValidation: may,
        schema: {
          querystring: adminActivitiesQuery,
          response: { 200: envelope(adminActivityPage) },
        },
      },
      async (req) => {
        const q = req.query;
        return ok(
          await promos.activityPage(
            { status: q.status, keywords: q.keywords },
            q.page,
            q.page_size,
          ),
        );
      },
    );

    app.get(
      '/admin-api/activities/:id',
      { preValidation: may, schema: { params, response: detail } },
      async (req) => ok(await promos.activity(req.params.id)),
    );

    app.post(
      '/admin-api/activities',
      { preValidation: may, schema: { body: activityCreateBody, response: detail } },
      async (req) => ok(await promos.create(actorOf(req), req.body), '活动已创建'),
    );

    app.put(
      '/admin-api/activities/:id',
      { preValidation: may, schema: { params, body: activityPutBody, response: detail } },
      async (req) => ok(await promos.update(actorOf(req), req.params.id, req.body), '活动已保存'),
    );

    app.post(
      '/admin-api/activities/:id/stop',
      { preValidation: may, schema: { params, response: detail } },
      async (req) => ok(await promos.stop(actorOf(req), req.params.id), '活动已结束'),
    );

    app.put(
      '/admin-api/activities/:id/goods',
      { preValidation: may, schema: { params, body: activityGoodsBody, response: detail } },
      async (req) =>
        ok(
          await promos.setGoods(actorOf(req), req.params.id, req.body.goods_ids),
          '活动商品已保存',
        ),
    );

    app.get(
      '/admin-api/coupons',
      {
        preValidation: may,
        schema: { querystring: adminCouponsQuery, response: { 200: envelope(adminCouponPage) } },
      },
      async (req) => {
        const q = req.query;
        return ok(
          await promos.couponPage(
            { status: q.status, companyId: q.company_id, keywords: q.keywords },
            q.page,
            q.page_size,
          ),
        );
      },
    );

    app.post(
      '/admin-api/coupons/issue',
      {
        preValidation: may,
        schema: { body: couponIssueBody, response: { 200: envelope(couponIssueAnswer) } },
      },
      async (req) => {
        const r = await promos.issue(actorOf(req), req.body);
        return ok(r, `已发放 ${r.count} 张优惠券`);
      },
    );
  };
}
