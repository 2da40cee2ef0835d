import {
  envelope,
  goodsBulkAnswer,
  goodsBulkBody,
  goodsExportQuery,
  goodsImportAnswer,
  goodsImportQuery,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { acceptUploads, readUpload, upload } from '../../http/multipart.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { GoodsBulkService } from './admin-bulk-service.ts';
import { EXPORT_TYPES, exportDisposition } from './admin-export.ts';
import { MAX_IMPORT_BYTES, readSheet } from './admin-import-read.ts';
import { permissionsFor } from './admin-service.ts';

/** Many goods at once: bulk edits from the table, spreadsheet export and import. */
export function goodsBulkRoutes(goods: GoodsBulkService): FastifyPluginAsyncZod {
  return async (app) => {
    await acceptUploads(app);

    app.post(
      '/admin-api/goods/bulk',
      // Like PUT: who may is decided by the fields sent.
      {
        preValidation: staffMay(),
        schema: { body: goodsBulkBody, response: { 200: envelope(goodsBulkAnswer) } },
      },
      async (req) => {
        const { ids: _ids, ...fields } = req.body;
        const actor = actorOf(req, ...permissionsFor(fields));
        const r = await goods.bulk(actor, req.body);
        return ok(r, `已修改 ${r.changed} 个商品`);
      },
    );

    app.get(
      '/admin-api/goods/export',
      { preValidation: staffMay('goods.read'), schema: { querystring: goodsExportQuery } },
      async (req, reply) => {
        const q = req.query;
        const stream = goods.exportSheet(
          {
            keywords: q.keywords,
            manufacturer: q.manufacturer,
            zone: q.zone,
            categoryId: q.category_id,
            onShelf: q.on_shelf,
            stockBelow: q.stock_below,
          },
          q.format,
        );
        return reply
          .header('content-type', EXPORT_TYPES[q.format])
          .header('content-disposition', exportDisposition(q.format))
          .header('cache-control', 'no-store')
          .send(stream);
      },
    );

    app.post(
      '/admin-api/goods/import',
      // Each row is checked against the fields it changes (goods, prices, stock).
      {
        preValidation: staffMay('goods.read'),
        ...upload({ maxBytes: MAX_IMPORT_BYTES, what: '文件', accepts: ' xlsx 或 csv 文件' }),
        schema: { querystring: goodsImportQuery, response: { 200: envelope(goodsImportAnswer) } },
      },
      async (req) => {
        const { bytes, filename } = await readUpload(req);
        const rows = await readSheet(bytes, filename);
        const confirm = req.query.confirm === 1;
        const report = await goods.importSheet(actorOf(req), rows, confirm, filename);
        return ok(report, confirm ? `已导入 ${report.written} 个商品` : '已检查，尚未导入');
      },
    );
  };
}
