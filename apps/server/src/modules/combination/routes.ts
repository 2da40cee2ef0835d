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
import { COMBINATION_KIND } from './line-kind.ts';
import type { CombinationService } from './service.ts';

/** How the cart adds a kind's own line: a narrow port, so this module never writes cart lines. */
export type CartPackagePort = {
  addOwnLine(
    buyer: Buyer,
    key: { kind: number; goodsId: number; combinationId: number },
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
        const key = {
          kind: COMBINATION_KIND,
          goodsId: await combos.leadGoods(id),
          combinationId: id,
        };
        return ok(await cart.addOwnLine(requireBuyer(req), key, number), '加入购物车成功');
      },
    );
  };
}
