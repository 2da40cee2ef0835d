import {
  adminGoods,
  adminGoodsPage,
  adminGoodsQuery,
  envelope,
  goodsPutBody,
  id,
  pageNo,
  stockChangeBody,
  stockLedgerPage,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import { type CatalogAdminService, permissionsFor } from './admin-service.ts';

const params = z.strictObject({ id });
const one = { 200: envelope(adminGoods) };

/** Goods in the console: the table over every goods, edits, the stock ledger. */
export function catalogAdminRoutes(goods: CatalogAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/goods',
      {
        preValidation: staffMay('goods.read'),
        schema: { querystring: adminGoodsQuery, response: { 200: envelope(adminGoodsPage) } },
      },
      async (req) => {
        const q = req.query;
        return ok(
          await goods.page(
            {
              keywords: q.keywords,
              manufacturer: q.manufacturer,
              zone: q.zone,
              categoryId: q.category_id,
              onShelf: q.on_shelf,
              stockBelow: q.stock_below,
            },
            q.page,
            q.page_size,
          ),
        );
      },
    );

    app.get(
      '/admin-api/goods/:id',
      { preValidation: staffMay('goods.read'), schema: { params, response: one } },
      async (req) => ok(await goods.one(req.params.id)),
    );

    app.put(
      '/admin-api/goods/:id',
      // Who may is decided by the fields sent: checked after they are read.
      { preValidation: staffMay(), schema: { params, body: goodsPutBody, response: one } },
      async (req) => {
        const actor = actorOf(req, ...permissionsFor(req.body));
        return ok(await goods.put(actor, req.params.id, req.body), '商品已保存');
      },
    );

    app.get(
      '/admin-api/goods/:id/stock-ledger',
      {
        preValidation: staffMay('goods.read'),
        schema: {
          params,
          querystring: z.strictObject({ page: pageNo }),
          response: { 200: envelope(stockLedgerPage) },
        },
      },
      async (req) => ok(await goods.ledger(req.params.id, req.query.page, 20)),
    );

    // 入库 and 盘点调整 (`stock`): a change to the stock as it is when written.
    app.post(
      '/admin-api/goods/:id/stock',
      {
        preValidation: staffMay('stock'),
        schema: { params, body: stockChangeBody, response: one },
      },
      async (req) => {
        await goods.stock(actorOf(req, 'stock'), req.params.id, req.body.change, req.body.reason);
        return ok(await goods.one(req.params.id), '库存已更新');
      },
    );
  };
}
