import { envelope, favoriteBody, favoritePageQuery, goodsPage } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import type { FavoritesService } from './service.ts';

export function favoritesRoutes(favorites: FavoritesService): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preValidation: mustLogin };
    const done = { 200: envelope(z.null()) };

    app.get(
      '/api/favorite',
      {
        ...auth,
        schema: { querystring: favoritePageQuery, response: { 200: envelope(goodsPage) } },
      },
      async (req) => ok(await favorites.list(requireBuyer(req), req.query.page)),
    );
    app.post(
      '/api/favorite',
      { ...auth, schema: { body: favoriteBody, response: done } },
      async (req) => {
        await favorites.add(requireBuyer(req), req.body.goods_ids);
        return ok(null, '收藏成功');
      },
    );
    app.post(
      '/api/favorite/cancel',
      { ...auth, schema: { body: favoriteBody, response: done } },
      async (req) => {
        await favorites.remove(requireBuyer(req), req.body.goods_ids);
        return ok(null, '取消收藏成功');
      },
    );
  };
}
