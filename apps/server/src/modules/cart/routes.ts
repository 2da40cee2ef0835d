import {
  addCartBody,
  cartIdsBody,
  cartLine,
  cartLineParams,
  cartListQuery,
  cartState,
  cartTotal,
  checkoutResult,
  copyCartBody,
  copyResult,
  editCartBody,
  envelope,
  goodsParams,
  nextHintQuery,
  nextHints,
  quickAddBody,
  selectCartBody,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import type { CartService } from './service.ts';

/** miaosha_goods_id as the spec's client sends it (a number, a string, or empty for ordinary lines). */
const positiveId = (v: string | number | undefined) => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};

const answer = <T extends z.ZodType>(data: T) => ({ 200: envelope(data) });

export function cartRoutes(cart: CartService): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preValidation: mustLogin };
    const total = answer(cartTotal);

    app.post(
      '/api/cart',
      { ...auth, schema: { body: addCartBody, response: total } },
      async (req) => {
        const lines = req.body.params.map((l) => ({
          goodsId: l.goods_id,
          number: l.number,
          isYj: l.is_yj === 1,
          type: l.type,
          flashGoodsId: positiveId(l.miaosha_goods_id),
        }));
        return ok(await cart.add(requireBuyer(req), lines), '加入购物车成功');
      },
    );

    app.post(
      '/api/cart/quick-add/:id',
      { ...auth, schema: { params: goodsParams, body: quickAddBody, response: total } },
      async (req) =>
        ok(
          await cart.quickAdd(requireBuyer(req), req.params.id, req.body?.number),
          '加入购物车成功',
        ),
    );

    // POST /api/cart/combination is the combination module's (modules/combination/routes.ts).

    app.post(
      '/api/cart/next-hint',
      { ...auth, schema: { querystring: nextHintQuery, response: answer(nextHints) } },
      async (req) => ok(await cart.nextHint(requireBuyer(req), req.query.goods_manjian_id)),
    );

    app.post(
      '/api/cart/copy',
      { ...auth, schema: { body: copyCartBody, response: answer(copyResult) } },
      async (req) =>
        ok(await cart.copy(requireBuyer(req), req.body.ids, req.body.other_user_ids), '复制成功'),
    );

    app.post(
      '/api/cart/checkout',
      { ...auth, schema: { body: cartIdsBody, response: answer(checkoutResult) } },
      async (req) => ok(await cart.checkout(requireBuyer(req), req.body.ids)),
    );

    app.post(
      '/api/cart/batch-delete',
      { ...auth, schema: { body: cartIdsBody, response: total } },
      async (req) => ok(await cart.remove(requireBuyer(req), req.body.ids), '删除成功'),
    );

    app.post(
      '/api/cart/:id/edit',
      {
        ...auth,
        schema: { params: cartLineParams, body: editCartBody, response: answer(cartLine) },
      },
      async (req) => ok(await cart.edit(requireBuyer(req), req.params.id, req.body.params.number)),
    );

    app.post(
      '/api/cart/batch-select',
      { ...auth, schema: { body: selectCartBody, response: total } },
      async (req) => {
        const b = req.body;
        return ok(await cart.select(requireBuyer(req), b.ids ?? 'all', b.is_selected === 1));
      },
    );

    app.get('/api/cart/total', { ...auth, schema: { response: total } }, async (req) =>
      ok({ total: await cart.total(requireBuyer(req)) }),
    );

    app.get(
      '/api/cart/list',
      { ...auth, schema: { querystring: cartListQuery, response: answer(cartState) } },
      async (req) => ok(await cart.list(requireBuyer(req), req.query.type)),
    );
  };
}
