import {
  adminLot,
  adminLotList,
  envelope,
  id,
  lotAdjustBody,
  lotImportAnswer,
  lotReceiveFields,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { fieldError } from '../../http/errors.ts';
import { acceptUploads, readForm, readUpload, upload } from '../../http/multipart.ts';
import { sendPrivateFile } from '../../http/private-file.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import { type LotsAdminService, REPORT_RULE } from './lots-admin.ts';
import { type Cell, LOT_IMPORT_MAX_BYTES, type LotsImport, lotsTemplate } from './lots-import.ts';

// The lots of a goods in the console (docs/api-admin.md "Lots"): reading them
// takes goods.read, every write the warehouse's `stock` permission.

const params = z.strictObject({ id });
const one = { 200: envelope(adminLot) };
const LOT_FIELDS = new Set(['lot_no', 'production_date', 'expiry_date', 'quantity', 'supplier']);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function lotsAdminRoutes(
  lots: LotsAdminService,
  importSheet: LotsImport,
  /** The catalogue's spreadsheet reader (xlsx or csv), passed in at wiring. */
  readSheet: (file: Buffer, filename: string) => Promise<Cell[][]>,
): FastifyPluginAsyncZod {
  return async (app) => {
    await acceptUploads(app);

    app.get(
      '/admin-api/goods/:id/lots',
      {
        preValidation: staffMay('goods.read'),
        schema: { params, response: { 200: envelope(adminLotList) } },
      },
      async (req) => ok(await lots.list(req.params.id)),
    );

    app.post(
      '/admin-api/goods/:id/lots',
      {
        preValidation: staffMay('stock'),
        // The lot's five fields come with the optional report.
        ...upload({
          maxBytes: REPORT_RULE.maxBytes,
          what: '文件',
          accepts: REPORT_RULE.accepts,
          fields: 8,
        }),
        schema: { params, response: one },
      },
      async (req) => {
        const { file, fields } = await readForm(req);
        // A part the form does not have is named first: a report sent as text is about the file.
        const unknown = Object.keys(fields).find((k) => !LOT_FIELDS.has(k));
        if (unknown === 'report' || unknown === 'file')
          throw fieldError('file', '药检报告须作为文件上传');
        const parsed = lotReceiveFields.safeParse({ ...fields });
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          // A field the form does not have (`constructor`, `__proto__`) is named as sent.
          const field = issue.code === 'unrecognized_keys' ? issue.keys[0] : issue.path[0];
          throw fieldError(String(field ?? 'lot_no'), issue.message);
        }
        const lot = await lots.receive(
          actorOf(req, 'stock'),
          req.params.id,
          parsed.data,
          file?.bytes ?? null,
        );
        return ok(lot, `批次 ${lot.lot_no} 已入库`);
      },
    );

    app.post(
      '/admin-api/lots/import',
      {
        preValidation: staffMay('stock'),
        ...upload({ maxBytes: LOT_IMPORT_MAX_BYTES, what: '文件', accepts: ' xlsx 或 csv 文件' }),
        schema: { response: { 200: envelope(lotImportAnswer) } },
      },
      async (req) => {
        const { bytes, filename } = await readUpload(req);
        const r = await importSheet(
          actorOf(req, 'stock'),
          await readSheet(bytes, filename),
          filename,
        );
        return ok(r, `新建 ${r.created} 个批次，追加 ${r.added} 个，失败 ${r.failed} 行`);
      },
    );

    app.get(
      '/admin-api/lots/template',
      { preValidation: staffMay('goods.read') },
      async (_req, reply) =>
        reply
          .header('content-type', XLSX)
          .header(
            'content-disposition',
            `attachment; filename="lots.xlsx"; filename*=UTF-8''${encodeURIComponent('批次导入模板.xlsx')}`,
          )
          .header('cache-control', 'no-store')
          .send(await lotsTemplate()),
    );

    app.post(
      '/admin-api/lots/:id/adjust',
      { preValidation: staffMay('stock'), schema: { params, body: lotAdjustBody, response: one } },
      async (req) => {
        const lot = await lots.adjust(
          actorOf(req, 'stock'),
          req.params.id,
          req.body.change,
          req.body.reason,
        );
        return ok(lot, `批次 ${lot.lot_no} 已调整`);
      },
    );

    app.post(
      '/admin-api/lots/:id/report',
      {
        preValidation: staffMay('stock'),
        ...upload({ maxBytes: REPORT_RULE.maxBytes, what: '文件', accepts: REPORT_RULE.accepts }),
        schema: { params, response: one },
      },
      async (req) => {
        const { bytes } = await readUpload(req);
        const lot = await lots.uploadReport(actorOf(req, 'stock'), req.params.id, bytes);
        return ok(lot, '药检报告已上传');
      },
    );

    app.get(
      '/admin-api/lots/:id/report',
      { preValidation: staffMay('goods.read'), schema: { params } },
      async (req, reply) => sendPrivateFile(reply, await lots.report(req.params.id)),
    );
  };
}
