import {
  deliveryNoteParams,
  envelope,
  lotReportParams,
  orderLotReports,
  orderParams,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { sendPrivateFile } from '../../http/private-file.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import type { DeliveryNotes } from './delivery-note.ts';
import type { LotReports } from './lot-reports.ts';

/** The buyer's GSP papers of its orders (docs/api-qualification.md): every one 404 unless it is the company's. */
export function gspPapersRoutes(notes: DeliveryNotes, reports: LotReports): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preValidation: mustLogin };

    app.get(
      '/api/order/:id/shipments/:sid/delivery-note',
      { ...auth, schema: { params: deliveryNoteParams } },
      async (req, reply) =>
        sendPrivateFile(
          reply,
          await notes.forBuyer(requireBuyer(req), req.params.id, req.params.sid),
        ),
    );

    app.get(
      '/api/order/:id/lot-reports',
      { ...auth, schema: { params: orderParams, response: { 200: envelope(orderLotReports) } } },
      async (req) => ok(await reports.ofOrder(requireBuyer(req), req.params.id)),
    );

    app.get(
      '/api/lots/:id/report',
      { ...auth, schema: { params: lotReportParams } },
      async (req, reply) =>
        sendPrivateFile(reply, await reports.file(requireBuyer(req), req.params.id)),
    );
  };
}
