import {
  cartTotal,
  combinationBody,
  combinationList,
  combinationListQuery,
  combinationQuery,
  envelope,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { fieldError } from '../../http/errors.ts';
import { type Buyer, mustLogin, requireBuyer } from '../../http/session.ts';
import type { CombinationService } from './service.ts';

/** How the cart adds packages: a narrow port, so this module never writes cart lines. */
export type CartPackagePort = {
  addPackage(
    buyer: Buyer,
    combinationId: number,
    leadGoodsId: number,
    number: number,
  ): Promise<{ total: number }>;
};

/** The buyer's 组合购 calls (docs/api-combination.md). */
export function combinationRoutes(
  combos: CombinationService,
  cart: CartPackagePort,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/combination',
      {
        schema: {
          querystring: combinationListQuery,
          response: { 200: envelope(combinationList) },
        },
      },
      // Anyone may look at the zone; what a company already bought shows once logged in.
      async (req) => ok(await combos.zone(req.buyer ?? null, req.query.status)),
    );

    app.post(
      '/api/cart/combination',
      {
        preValidation: mustLogin,
        schema: {
          body: combinationBody.nullish(),
          querystring: combinationQuery,
          response: { 200: envelope(cartTotal) },
        },
      },
      async (req) => {
        // The spec's client sends it in the query; a body is read the same.
        const id = req.body?.id ?? req.query.id;
        const number = req.body?.number ?? req.query.number ?? 1;
        if (id === undefined) throw fieldError('id', '请选择组合套餐');
        const lead = await combos.leadGoods(id);
        return ok(await cart.addPackage(requireBuyer(req), id, lead, number), '加入购物车成功');
      },
    );
  };
}
