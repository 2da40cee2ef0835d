import {
  adminTransferPage,
  envelope,
  transferConfirmBody,
  transferDaily,
  transferDailyQuery,
  transferListQuery,
  transferReceipt,
  transferRejectBody,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { sendPrivateFile } from '../../http/private-file.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { TransferAdminService } from './admin-service.ts';
import { dailyDisposition, dailyWorkbook, XLSX_TYPE } from './daily-export.ts';

const idParams = z.strictObject({
  id: z.coerce.number({ message: '转账不存在' }).int().min(1).max(2_147_483_647),
});
const fileParams = idParams.extend({
  receipt: z.coerce.number({ message: '回单不存在' }).int().min(1).max(2_147_483_647),
});
const decided = z.object({
  state: z.string(),
  state_text: z.string(),
  received: z.string(),
  still_due: z.string(),
  to_balance: z.string(),
});

/** 对公转账 › 到账确认 and 到账日报, for finance (permission `transfers`). */
export function transferAdminRoutes(admin: TransferAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    const may = { preValidation: staffMay('transfers') };

    app.get(
      '/admin-api/transfers',
      {
        ...may,
        schema: { querystring: transferListQuery, response: { 200: envelope(adminTransferPage) } },
      },
      async (req) =>
        ok(
          await admin.list(
            req.query.page,
            req.query.view,
            req.query.keyword ?? '',
            req.query.page_size,
          ),
        ),
    );

    app.get(
      '/admin-api/transfers/:id/receipts/:receipt/file',
      { ...may, schema: { params: fileParams } },
      async (req, reply) => {
        const file = await admin.file(req.params.id, req.params.receipt);
        if (!file) throw notFound('回单');
        return sendPrivateFile(reply, file);
      },
    );

    app.post(
      '/admin-api/transfers/:id/confirm',
      {
        ...may,
        schema: {
          params: idParams,
          body: transferConfirmBody,
          response: { 200: envelope(decided) },
        },
      },
      async (req) => ok(await admin.confirm(actorOf(req), req.params.id, req.body), '已确认到账'),
    );

    app.post(
      '/admin-api/transfers/:id/reject',
      {
        ...may,
        schema: {
          params: idParams,
          body: transferRejectBody,
          response: { 200: envelope(transferReceipt) },
        },
      },
      async (req) =>
        ok(
          await admin.reject(actorOf(req), req.params.id, req.body.receipt_id, req.body.reason),
          '已驳回，买家将收到站内信',
        ),
    );

    app.get(
      '/admin-api/transfers/daily',
      {
        ...may,
        schema: { querystring: transferDailyQuery, response: { 200: envelope(transferDaily) } },
      },
      async (req) => ok(await admin.daily(req.query.from, req.query.to)),
    );

    app.get(
      '/admin-api/transfers/daily/export',
      { ...may, schema: { querystring: transferDailyQuery } },
      async (req, reply) => {
        const { from, to } = req.query;
        const book = await dailyWorkbook(await admin.daily(from, to), from, to);
        return reply
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', dailyDisposition(from, to))
          .header('cache-control', 'private, no-store')
          .send(book);
      },
    );
  };
}
