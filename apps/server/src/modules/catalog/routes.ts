import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { id } from '../../http/schemas.ts';
import { goodsFilters, goodsListQuery, relationQuery, searchQuery, wntjQuery } from './schemas.ts';
import type { CatalogService } from './service.ts';

export function catalogRoutes(catalog: CatalogService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/goods/list', { schema: { querystring: goodsListQuery } }, async (req) =>
      ok(await catalog.list(req.query, req.buyer)),
    );

    app.get('/api/goods/filters', { schema: { querystring: goodsFilters } }, async (req) =>
      ok(await catalog.filters(req.query)),
    );

    app.get('/api/goods/detail/:id', { schema: { params: z.object({ id }) } }, async (req) =>
      ok(await catalog.detail(req.params.id, req.buyer)),
    );

    app.get('/api/goods/search', { schema: { querystring: searchQuery } }, async (req) =>
      ok(await catalog.suggest(req.query.keywords, req.query.type)),
    );

    app.get('/api/goods/hot', async (req) => ok(await catalog.hot(req.buyer)));

    app.get('/api/goods/fl', async () => ok(await catalog.tree('main')));

    app.get('/api/goods/relation', { schema: { querystring: relationQuery } }, async (req) =>
      ok(await catalog.relation(req.query.goods_id, req.query.page, req.buyer)),
    );

    app.get('/api/index/wntj', { schema: { querystring: wntjQuery } }, async (req) =>
      ok(await catalog.recommend(req.query, req.buyer)),
    );
  };
}
