import { envelope, type Goods, xrList } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import type { Buyer } from '../../http/session.ts';
import type { XrService } from './service.ts';

/** The buyer's 新人特价 call (docs/api-xr.md); goods are added with POST /api/cart type 4. */
export function xrRoutes(
  xr: XrService,
  goodsByIds: (ids: number[], buyer: Buyer | null) => Promise<Goods[]>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/xr',
      { schema: { response: { 200: envelope(xrList) } } },
      // Anyone may look; whether the company may still buy shows once logged in.
      async (req) => ok(await xr.page(req.buyer ?? null, goodsByIds)),
    );
  };
}
