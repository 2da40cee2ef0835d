import { carrier, carrierBody, carrierList, carrierPatch, envelope, id } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { CarrierInput, CarriersService } from './service.ts';

const params = z.strictObject({ id });

const inputOf = (b: {
  name?: string | undefined;
  code?: string | undefined;
  cold_chain?: number | undefined;
  enabled?: number | undefined;
}): Partial<CarrierInput> =>
  Object.fromEntries(
    Object.entries({
      name: b.name,
      code: b.code,
      coldChain: b.cold_chain === undefined ? undefined : b.cold_chain === 1,
      enabled: b.enabled === undefined ? undefined : b.enabled === 1,
    }).filter(([, v]) => v !== undefined),
  );

/** 承运商 in the console: everyone who reads orders sees them; the warehouse keeps them. */
export function carrierAdminRoutes(carriers: CarriersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/carriers',
      {
        preValidation: staffMay('orders.read'),
        schema: { response: { 200: envelope(carrierList) } },
      },
      async () => ok(await carriers.list()),
    );

    app.post(
      '/admin-api/carriers',
      {
        preValidation: staffMay('shipping'),
        schema: { body: carrierBody, response: { 200: envelope(carrier) } },
      },
      async (req) =>
        ok(await carriers.create(actorOf(req), inputOf(req.body) as CarrierInput), '已添加'),
    );

    app.put(
      '/admin-api/carriers/:id',
      {
        preValidation: staffMay('shipping'),
        schema: { params, body: carrierPatch, response: { 200: envelope(carrier) } },
      },
      async (req) =>
        ok(await carriers.update(actorOf(req), req.params.id, inputOf(req.body)), '已保存'),
    );

    app.delete(
      '/admin-api/carriers/:id',
      {
        preValidation: staffMay('shipping'),
        schema: { params, response: { 200: envelope(z.null()) } },
      },
      async (req) => {
        await carriers.remove(actorOf(req), req.params.id);
        return ok(null, '已删除');
      },
    );
  };
}
