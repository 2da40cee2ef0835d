import {
  dashboard,
  envelope,
  salesExportQuery,
  salesRecordQuery,
  salesReport,
  salesReportQuery,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { requireStaff, staffMay } from '../../http/staff-session.ts';
import { salesDisposition, salesWorkbook, XLSX_TYPE } from './export.ts';
import { salesRecordDisposition } from './sales-record.ts';
import type { ReportsService } from './service.ts';

/** 数据看板 (any staff; the service leaves out what a role may not see) and 统计报表. */
export function reportsAdminRoutes(reports: ReportsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/dashboard',
      { preValidation: staffMay(), schema: { response: { 200: envelope(dashboard) } } },
      async (req) => ok(await reports.dashboard(requireStaff(req))),
    );

    app.get(
      '/admin-api/reports/sales',
      {
        preValidation: staffMay('reports'),
        schema: { querystring: salesReportQuery, response: { 200: envelope(salesReport) } },
      },
      async (req) => {
        const { page, page_size, ...q } = req.query;
        return ok(await reports.sales(q, page, page_size));
      },
    );

    app.get(
      '/admin-api/reports/sales/export',
      { preValidation: staffMay('reports'), schema: { querystring: salesExportQuery } },
      async (req, reply) => {
        const book = await salesWorkbook(reports, req.query);
        return reply
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', salesDisposition(req.query.by, book.from, book.to))
          .header('cache-control', 'no-store')
          .send(book.buffer);
      },
    );

    app.get(
      '/admin-api/reports/sales-record',
      { preValidation: staffMay('reports'), schema: { querystring: salesRecordQuery } },
      async (req, reply) =>
        reply
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', salesRecordDisposition(req.query.from, req.query.to))
          .header('cache-control', 'no-store')
          .send(reports.salesRecord(req.query.from, req.query.to)),
    );
  };
}
