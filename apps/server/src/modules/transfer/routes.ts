import {
  envelope,
  idempotencyKey,
  orderTransfer,
  payParams,
  receiptParams,
  transferReceipt,
  transferStart,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { acceptUploads, readUpload, upload } from '../../http/multipart.ts';
import { sendPrivateFile } from '../../http/private-file.ts';
import { assertCan, type Buyer, mustLogin, requireBuyer } from '../../http/session.ts';
import type { OrderService } from '../order/index.ts';
import { MAX_RECEIPT_BYTES, type TransferService } from './service.ts';

/** A statement of the buyer's company (账期), as far as its transfer needs it. */
export type StatementsPort = {
  /** 404 for another company's. */
  own(companyId: number, id: number): Promise<{ id: number }>;
  outstanding(companyId: number, id: number): Promise<number | null>;
};

/** What a target's transfer routes need: where they live, the kind, whose the target is. */
type Target = {
  kind: string;
  prefix: string;
  /** The target's id when this login sees it (404 otherwise). */
  own(buyer: Buyer, id: number): Promise<number>;
  uploaded: string;
};

/**
 * The buyer's side of a bank transfer, for an order (opened by the pay call)
 * and for a 账期 statement (opened here): what to send where, and the receipt.
 */
export function transferRoutes(
  transfers: TransferService,
  orders: Pick<OrderService, 'mine'>,
  statements: StatementsPort,
): FastifyPluginAsyncZod {
  const targets: Target[] = [
    {
      kind: 'order',
      prefix: '/api/order/:id',
      own: async (buyer, id) => (await orders.mine(buyer, id)).id,
      uploaded: '回单已上传，财务确认到账后订单即为已支付',
    },
    {
      kind: 'statement',
      prefix: '/api/user/statements/:id',
      own: async (buyer, id) => {
        assertCan(buyer, 'pay');
        return (await statements.own(buyer.company.id, id)).id;
      },
      uploaded: '回单已上传，财务确认到账后即为已还款',
    },
  ];
  return async (app) => {
    await acceptUploads(app);
    const auth = { preValidation: mustLogin };

    for (const target of targets) {
      // An order asks only once its buyer chose 对公转账 (404 before); a
      // statement's page asks whether one was opened (null when not).
      app.get(
        `${target.prefix}/transfer`,
        {
          ...auth,
          schema: {
            params: payParams,
            response: {
              200: envelope(target.kind === 'order' ? orderTransfer : orderTransfer.nullable()),
            },
          },
        },
        async (req) => {
          const buyer = requireBuyer(req);
          const id = await target.own(buyer, req.params.id);
          return ok(
            target.kind === 'order'
              ? await transfers.view(target.kind, id, buyer.company.id)
              : await transfers.find(target.kind, id, buyer.company.id),
          );
        },
      );

      app.post(
        `${target.prefix}/transfer-receipt`,
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
          const id = await target.own(buyer, req.params.id);
          const { bytes } = await readUpload(req);
          return ok(
            await transfers.addReceipt(target.kind, id, buyer.company.id, bytes),
            target.uploaded,
          );
        },
      );

      app.get(
        `${target.prefix}/transfer-receipt/:receipt`,
        { ...auth, schema: { params: receiptParams } },
        async (req, reply) => {
          const buyer = requireBuyer(req);
          const id = await target.own(buyer, req.params.id);
          const file = await transfers.receiptFile(
            target.kind,
            id,
            buyer.company.id,
            req.params.receipt,
          );
          if (!file) throw notFound('回单');
          return sendPrivateFile(reply, file);
        },
      );
    }

    // 对公转账还款: a transfer of what the statement still owes (one per statement).
    app.post(
      '/api/user/statements/:id/transfer',
      {
        ...auth,
        schema: {
          params: payParams,
          body: z.strictObject({ key: idempotencyKey }),
          response: { 200: envelope(transferStart) },
        },
      },
      async (req) => {
        const buyer = requireBuyer(req);
        assertCan(buyer, 'pay');
        const id = (await statements.own(buyer.company.id, req.params.id)).id;
        const due = await statements.outstanding(buyer.company.id, id);
        if (!due) throw new AppError('conflict', '该对账单已结清');
        return ok(
          await transfers.open({
            kind: 'statement',
            targetId: id,
            companyId: buyer.company.id,
            dueFen: due,
            key: req.body.key,
            hold: async () => true,
          }),
          '请按页面所示账户转账，并在附言中填写转账识别码',
        );
      },
    );
  };
}
