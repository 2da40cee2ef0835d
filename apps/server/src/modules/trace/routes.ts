import {
  type BuyerTraceCodes,
  buyerTraceCodes,
  envelope,
  orderParams,
  traceCodesQuery,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { sendPrivateFile } from '../../http/private-file.ts';
import { mustLogin, ownOrders, requireBuyer } from '../../http/session.ts';
import { buyerCsv } from './bill.ts';
import type { CodeView } from './repo.ts';
import type { TraceService } from './service.ts';

const present = (orderNo: string, codes: CodeView[]): BuyerTraceCodes => ({
  order_no: orderNo,
  count: codes.length,
  items: codes.map((c) => ({
    code: c.code,
    goods_id: c.goodsId,
    goods_name: c.name,
    specification: c.specification,
    manufacturer: c.manufacturer,
    lot_no: c.lotNo,
    production_date: c.productionDate,
    expiry_date: c.expiryDate,
    shipment_id: c.shipmentId ?? 0,
    carrier: c.carrier ?? '',
    tracking_no: c.trackingNo ?? '',
  })),
});

/** The buyer's 追溯码 of an order: JSON, or the CSV its own checkout imports. */
export function traceRoutes(trace: TraceService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/order/:id/trace-codes',
      {
        preValidation: mustLogin,
        schema: {
          params: orderParams,
          querystring: traceCodesQuery,
          response: { 200: envelope(buyerTraceCodes) },
        },
      },
      async (req, reply) => {
        const buyer = requireBuyer(req);
        const { orderNo, codes } = await trace.forBuyer(ownOrders(buyer), req.params.id);
        if (req.query.format === 'csv')
          return sendPrivateFile(reply, {
            bytes: Buffer.from(buyerCsv(codes)),
            type: 'text/csv; charset=utf-8',
            name: `追溯码-${orderNo}.csv`,
          });
        return ok(present(orderNo, codes));
      },
    );
  };
}
