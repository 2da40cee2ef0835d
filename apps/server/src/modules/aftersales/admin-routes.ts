import {
  adminAfterSale,
  adminAfterSalePage,
  adminAfterSalesQuery,
  approveBody,
  declineBody,
  envelope,
  id,
  AFTER_SALE_STEP_PERMISSION as STEP,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { AfterSaleAdminService } from './admin-service.ts';

const params = z.strictObject({ id });
const one = { 200: envelope(adminAfterSale) };

/** The console's 售后管理: review, receive returns, refund. */
export function afterSaleAdminRoutes(service: AfterSaleAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/after-sales',
      {
        preValidation: staffMay('orders.read'),
        schema: {
          querystring: adminAfterSalesQuery,
          response: { 200: envelope(adminAfterSalePage) },
        },
      },
      async (req) => {
        const q = req.query;
        return ok(await service.page(q.status, q.keywords, q.page, q.page_size));
      },
    );

    app.get(
      '/admin-api/after-sales/:id',
      { preValidation: staffMay('orders.read'), schema: { params, response: one } },
      async (req) => ok(await service.one(req.params.id)),
    );

    app.post(
      '/admin-api/after-sales/:id/approve',
      {
        preValidation: staffMay(STEP.approve),
        schema: { params, body: approveBody, response: one },
      },
      async (req) =>
        ok(await service.approve(actorOf(req), req.params.id, req.body.note), '已通过审核'),
    );

    app.post(
      '/admin-api/after-sales/:id/decline',
      {
        preValidation: staffMay(STEP.decline),
        schema: { params, body: declineBody, response: one },
      },
      async (req) =>
        ok(await service.decline(actorOf(req), req.params.id, req.body.note), '已拒绝该申请'),
    );

    app.post(
      '/admin-api/after-sales/:id/receive',
      { preValidation: staffMay(STEP.receive), schema: { params, response: one } },
      async (req) =>
        ok(await service.receive(actorOf(req), req.params.id), '已确认收货，库存已退回'),
    );

    app.post(
      '/admin-api/after-sales/:id/refund',
      { preValidation: staffMay(STEP.refund), schema: { params, response: one } },
      async (req) => ok(await service.refund(actorOf(req), req.params.id), '退款已完成'),
    );
  };
}
