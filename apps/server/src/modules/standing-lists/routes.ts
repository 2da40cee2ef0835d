import {
  envelope,
  standingListCreateBody,
  standingListDetail,
  standingListParams,
  standingListPutBody,
  standingListSummary,
  standingListToCartResult,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import type { ListSource, StandingListsService } from './service.ts';

export function standingListsRoutes(lists: StandingListsService): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preValidation: mustLogin };
    const one = { 200: envelope(standingListDetail) };

    app.get(
      '/api/user/lists',
      { ...auth, schema: { response: { 200: envelope(z.array(standingListSummary)) } } },
      async (req) => ok(await lists.list(requireBuyer(req))),
    );
    app.post(
      '/api/user/lists',
      { ...auth, schema: { body: standingListCreateBody, response: one } },
      async (req) => {
        const b = req.body;
        const source: ListSource = b.lines
          ? { lines: b.lines }
          : b.order_id
            ? { orderId: b.order_id }
            : b.cart_ids
              ? { cartIds: b.cart_ids }
              : {};
        return ok(await lists.create(requireBuyer(req), b.name, source), '已保存常购清单');
      },
    );
    app.get(
      '/api/user/lists/:id',
      { ...auth, schema: { params: standingListParams, response: one } },
      async (req) => ok(await lists.detail(requireBuyer(req), req.params.id)),
    );
    app.put(
      '/api/user/lists/:id',
      { ...auth, schema: { params: standingListParams, body: standingListPutBody, response: one } },
      async (req) =>
        ok(
          await lists.replace(requireBuyer(req), req.params.id, req.body.name, req.body.lines),
          '已保存',
        ),
    );
    app.delete(
      '/api/user/lists/:id',
      { ...auth, schema: { params: standingListParams, response: { 200: envelope(z.null()) } } },
      async (req) => {
        await lists.remove(requireBuyer(req), req.params.id);
        return ok(null, '已删除');
      },
    );
    app.post(
      '/api/user/lists/:id/to-cart',
      {
        ...auth,
        schema: {
          params: standingListParams,
          response: { 200: envelope(standingListToCartResult) },
        },
      },
      async (req) => {
        const r = await lists.toCart(requireBuyer(req), req.params.id);
        const msg =
          r.refused.length === 0
            ? `已加入购物车 ${r.added} 种商品`
            : `已加入购物车 ${r.added} 种商品，${r.refused.length} 种未能加入`;
        return ok(r, msg);
      },
    );
  };
}
