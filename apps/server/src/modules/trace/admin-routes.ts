import {
  envelope,
  id,
  packing,
  shipmentParams,
  traceCodeParams,
  traceScanBody,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { sendPrivateFile } from '../../http/private-file.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { TraceService } from './service.ts';
import type { Uploads } from './uploads.ts';

const params = z.strictObject({ id });
const answer = { 200: envelope(packing) };

/** 打包发货 in the console: scanning codes, the 出库单 and its upload. The warehouse's. */
export function traceAdminRoutes(trace: TraceService, uploads: Uploads): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/orders/:id/packing',
      { preValidation: staffMay('shipping'), schema: { params, response: answer } },
      async (req) => ok(await trace.packing(req.params.id)),
    );

    app.post(
      '/admin-api/orders/:id/trace-codes',
      {
        preValidation: staffMay('shipping'),
        schema: { params, body: traceScanBody, response: answer },
      },
      async (req) => {
        const b = req.body;
        const done = await trace.scan(actorOf(req), req.params.id, {
          code: b.code,
          lineId: b.line_id,
          lotId: b.lot_id,
        });
        return ok(done.packing, done.message);
      },
    );

    app.delete(
      '/admin-api/orders/:id/trace-codes/:code',
      {
        preValidation: staffMay('shipping'),
        schema: { params: traceCodeParams, response: answer },
      },
      async (req) => ok(await trace.undo(actorOf(req), req.params.id, req.params.code), '已撤销'),
    );

    app.get(
      '/admin-api/orders/:id/shipments/:sid/outbound-bill',
      { preValidation: staffMay('shipping'), schema: { params: shipmentParams } },
      async (req, reply) => {
        const bill = await uploads.download(req.params.id, req.params.sid);
        return sendPrivateFile(reply, {
          bytes: Buffer.from(bill.csv),
          type: 'text/csv; charset=utf-8',
          name: bill.name,
        });
      },
    );

    app.post(
      '/admin-api/orders/:id/shipments/:sid/outbound-bill/upload',
      { preValidation: staffMay('shipping'), schema: { params: shipmentParams, response: answer } },
      async (req) => {
        const status = await uploads.retry(actorOf(req), req.params.id, req.params.sid);
        return ok(
          await trace.packing(req.params.id),
          status === 'uploaded' ? '出库单已上报' : '上报失败，请查看原因后重试',
        );
      },
    );
  };
}
