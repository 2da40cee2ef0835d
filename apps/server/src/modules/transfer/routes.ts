import { envelope, orderTransfer, payParams, receiptParams, transferReceipt } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { acceptUploads, readUpload, upload } from '../../http/multipart.ts';
import { sendPrivateFile } from '../../http/private-file.ts';
import { assertCan, type Buyer, mustLogin, requireBuyer } from '../../http/session.ts';
import type { OrderService } from '../order/index.ts';
import { MAX_RECEIPT_BYTES, type TransferService } from './service.ts';

/** The buyer's side of an order's bank transfer: what to send where, and the receipt. */
export function transferRoutes(
  transfers: TransferService,
  orders: Pick<OrderService, 'mine'>,
): FastifyPluginAsyncZod {
  return async (app) => {
    await acceptUploads(app);
    const auth = { preValidation: mustLogin };
    /** The order must be one this login sees (404 otherwise), then its company's transfer. */
    const ownOrder = async (buyer: Buyer, id: number) => (await orders.mine(buyer, id)).id;

    app.get(
      '/api/order/:id/transfer',
      { ...auth, schema: { params: payParams, response: { 200: envelope(orderTransfer) } } },
      async (req) => {
        const buyer = requireBuyer(req);
        const id = await ownOrder(buyer, req.params.id);
        return ok(await transfers.view('order', id, buyer.company.id));
      },
    );

    app.post(
      '/api/order/:id/transfer-receipt',
      {
        ...auth,
        ...upload({
          maxBytes: MAX_RECEIPT_BYTES,
          what: '文件',
          accepts: '银行回单图片或 PDF 文件',
        }),
        schema: { params: payParams, response: { 200: envelope(transferReceipt) } },
      },
      async (req) => {
        const buyer = requireBuyer(req);
        assertCan(buyer, 'pay');
        const id = await ownOrder(buyer, req.params.id);
        const { bytes } = await readUpload(req);
        return ok(
          await transfers.addReceipt('order', id, buyer.company.id, bytes),
          '回单已上传，财务确认到账后订单即为已支付',
        );
      },
    );

    app.get(
      '/api/order/:id/transfer-receipt/:receipt',
      { ...auth, schema: { params: receiptParams } },
      async (req, reply) => {
        const buyer = requireBuyer(req);
        const id = await ownOrder(buyer, req.params.id);
        const file = await transfers.receiptFile('order', id, buyer.company.id, req.params.receipt);
        if (!file) throw notFound('回单');
        return sendPrivateFile(reply, file);
      },
    );
  };
}
