import { deliveryNoteParams } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPrivateFile } from '../../http/private-file.ts';
import { staffMay } from '../../http/staff-session.ts';
import type { DeliveryNotes } from './delivery-note.ts';

/**
 * The console prints any order's 随货同行单 (orders.read, as the order detail it
 * is opened from): inline, so the browser's viewer opens it to print.
 */
export function gspPapersAdminRoutes(notes: DeliveryNotes): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/orders/:id/shipments/:sid/delivery-note',
      { preValidation: staffMay('orders.read'), schema: { params: deliveryNoteParams } },
      async (req, reply) =>
        sendPrivateFile(reply, await notes.forStaff(req.params.id, req.params.sid), { open: true }),
    );
  };
}
