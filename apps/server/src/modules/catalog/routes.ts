import {
  category,
  envelope,
  goods,
  goodsDetail,
  goodsFilters,
  goodsFiltersQuery,
  goodsListQuery,
  goodsPage,
  goodsParams,
  relationQuery,
  searchQuery,
  wntjQuery,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { memoizePages } from '../../http/serializer.ts';
import type { CatalogService } from './service.ts';

const answer = <T extends z.ZodType>(data: T) => ({ 200: envelope(data) });

// Goods objects are shared between requests: pages of them are written from
// each object's remembered JSON.
memoizePages(goodsPage, goods);

export function catalogRoutes(catalog: CatalogService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/goods/list',
      { schema: { querystring: goodsListQuery, response: answer(goodsPage) } },
      async (req) => ok(await catalog.list(req.query, req.buyer)),
    );

    app.get(
      '/api/goods/filters',
      { schema: { querystring: goodsFiltersQuery, response: answer(goodsFilters) } },
      async (req) => ok(await catalog.filters(req.query)),
    );

    app.get(
      '/api/goods/detail/:id',
      { schema: { params: goodsParams, response: answer(goodsDetail) } },
      async (req) => ok(await catalog.detail(req.params.id, req.buyer)),
    );

    app.get(
      '/api/goods/search',
      { schema: { querystring: searchQuery, response: answer(z.array(z.string())) } },
      async (req) => ok(await catalog.suggest(req.query.keywords, req.query.type)),
    );

    app.get('/api/goods/hot', { schema: { response: answer(z.array(goods)) } }, async (req) =>
      ok(await catalog.hot(req.buyer)),
    );

    app.get('/api/goods/fl', { schema: { response: answer(z.array(category)) } }, async () =>
      ok(await catalog.tree('main')),
    );

    app.get(
      '/api/goods/relation',
      { schema: { querystring: relationQuery, response: answer(goodsPage) } },
      async (req) =>
        ok(
          await catalog.relation(
            req.query.goods_id,
            req.query.page,
            req.query.page_size,
            req.buyer,
          ),
        ),
    );

    app.get(
      '/api/index/wntj',
      { schema: { querystring: wntjQuery, response: answer(goodsPage) } },
      async (req) => ok(await catalog.recommend(req.query, req.buyer)),
    );
  };
}
