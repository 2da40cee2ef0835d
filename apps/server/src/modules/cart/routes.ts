import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { id } from '../../http/schemas.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import {
  addBody,
  copyBody,
  editBody,
  idsBody,
  listQuery,
  quantity,
  selectBody,
} from './schemas.ts';
import type { CartService } from './service.ts';

const params = z.object({ id });

export function cartRoutes(cart: CartService): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preValidation: mustLogin };

    app.post('/api/cart', { ...auth, schema: { body: addBody } }, async (req) =>
      ok(await cart.add(requireBuyer(req), req.body.lines), '加入购物车成功'),
    );

    app.post(
      '/api/cart/quick-add/:id',
      { ...auth, schema: { params, body: z.object({ number: quantity.optional() }).nullish() } },
      async (req) =>
        ok(
          await cart.quickAdd(requireBuyer(req), req.params.id, req.body?.number),
          '加入购物车成功',
        ),
    );

    app.post(
      '/api/cart/combination',
      {
        ...auth,
        schema: { body: z.object({ id }).nullish(), querystring: z.object({ id: id.optional() }) },
      },
      async () => {
        // No combination packages are on sale yet; the zone comes with its own issue.
        throw new AppError('not_found', '组合套餐不存在或已下架');
      },
    );

    app.post(
      '/api/cart/next-hint',
      { ...auth, schema: { querystring: z.object({ goods_manjian_id: id.optional() }) } },
      async (req) => ok(await cart.nextHint(requireBuyer(req), req.query.goods_manjian_id)),
    );

    app.post('/api/cart/copy', { ...auth, schema: { body: copyBody } }, async (req) =>
      ok(await cart.copy(requireBuyer(req), req.body.ids, req.body.other_user_ids), '复制成功'),
    );

    app.post('/api/cart/checkout', { ...auth, schema: { body: idsBody } }, async (req) =>
      ok(await cart.checkout(requireBuyer(req), req.body.ids)),
    );

    app.post('/api/cart/batch-delete', { ...auth, schema: { body: idsBody } }, async (req) =>
      ok(await cart.remove(requireBuyer(req), req.body.ids), '删除成功'),
    );

    app.post('/api/cart/:id/edit', { ...auth, schema: { params, body: editBody } }, async (req) =>
      ok(await cart.edit(requireBuyer(req), req.params.id, req.body.number)),
    );

    app.post('/api/cart/batch-select', { ...auth, schema: { body: selectBody } }, async (req) => {
      const b = req.body;
      const ids = b.ids ?? 'all';
      return ok(await cart.select(requireBuyer(req), ids, b.is_selected === 1));
    });

    app.get('/api/cart/total', auth, async (req) =>
      ok({ total: await cart.total(requireBuyer(req)) }),
    );

    app.get('/api/cart/list', { ...auth, schema: { querystring: listQuery } }, async (req) =>
      ok(await cart.list(requireBuyer(req), req.query.type)),
    );
  };
}
