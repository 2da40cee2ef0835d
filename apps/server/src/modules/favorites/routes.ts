import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { idList, pageNo } from '../../http/schemas.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { FavoritesService } from './service.ts';

const body = z.object({ goods_ids: idList('商品', 100) });

export function favoritesRoutes(
  favorites: FavoritesService,
  catalog: CatalogService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/favorite',
      { preValidation: mustLogin, schema: { querystring: z.object({ page: pageNo }) } },
      async (req) => ok(await favorites.list(requireBuyer(req), req.query.page, catalog)),
    );

    app.post('/api/favorite', { preValidation: mustLogin, schema: { body } }, async (req) => {
      await favorites.add(requireBuyer(req), req.body.goods_ids, catalog);
      return ok(null, '收藏成功');
    });

    app.post(
      '/api/favorite/cancel',
      { preValidation: mustLogin, schema: { body } },
      async (req) => {
        await favorites.remove(requireBuyer(req), req.body.goods_ids);
        return ok(null, '取消收藏成功');
      },
    );
  };
}
