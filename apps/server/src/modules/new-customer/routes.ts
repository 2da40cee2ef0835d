import { envelope, type Goods, newCustomerList } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import type { Buyer } from '../../http/session.ts';
import type { NewCustomerService } from './service.ts';

/** The buyer's 新人特价 call (docs/api-new-customer.md); goods are added with POST /api/cart type 4. */
export function newCustomerRoutes(
  newCustomer: NewCustomerService,
  goodsByIds: (ids: number[], buyer: Buyer | null) => Promise<Goods[]>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/new-customer',
      { schema: { response: { 200: envelope(newCustomerList) } } },
      // Anyone may look; whether the company may still buy shows once logged in.
      async (req) => ok(await newCustomer.page(req.buyer ?? null, goodsByIds)),
    );
  };
}
