import { type AdminGoods, adminGoods, envelope, goodsCreateBody } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { GoodsCreator } from './admin-create.ts';

/** POST /admin-api/goods: a new goods (`goods` and `prices`), answered as the console's goods. */
export function goodsCreateRoutes(
  create: GoodsCreator,
  one: (id: number) => Promise<AdminGoods>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/admin-api/goods',
      {
        preValidation: staffMay('goods', 'prices'),
        schema: { body: goodsCreateBody, response: { 200: envelope(adminGoods) } },
      },
      async (req) => {
        const id = await create(actorOf(req, 'goods', 'prices'), req.body);
        return ok(await one(id), '商品已创建');
      },
    );
  };
}
