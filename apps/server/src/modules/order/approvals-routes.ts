import { approvalList, envelope, order, orderParams, rejectOrderBody } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import type { ApprovalsService } from './approvals.ts';

/** Purchase approvals: the main account's list of waiting orders, approve and reject. */
export function approvalsRoutes(approvals: ApprovalsService): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preValidation: mustLogin };

    app.get(
      '/api/order/approvals',
      { ...auth, schema: { response: { 200: envelope(approvalList) } } },
      async (req) => ok(await approvals.list(requireBuyer(req))),
    );

    app.post(
      '/api/order/:id/approve',
      { ...auth, schema: { params: orderParams, response: { 200: envelope(order) } } },
      async (req) =>
        ok(await approvals.approve(requireBuyer(req), req.params.id), '已审批通过，订单可以支付了'),
    );

    app.post(
      '/api/order/:id/reject',
      {
        ...auth,
        schema: { params: orderParams, body: rejectOrderBody, response: { 200: envelope(order) } },
      },
      async (req) =>
        ok(
          await approvals.reject(requireBuyer(req), req.params.id, req.body.reason),
          '已驳回，订单已取消',
        ),
    );
  };
}
