import {
  adminInvoiceItem,
  adminInvoicePage,
  adminInvoiceQuery,
  envelope,
  invoiceApplyBody,
  invoiceItem,
  invoiceListQuery,
  invoiceOrderParams,
  invoicePage,
  invoiceParams,
  invoiceRejectBody,
  orderInvoice,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { InvoiceService } from './service.ts';

const pdfHeaders = (invoiceNo: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': `attachment; filename="invoice-${invoiceNo}.pdf"`,
  'cache-control': 'private, no-store',
});

/** The buyer's e-invoices (docs/api-invoice.md). */
export function invoiceRoutes(invoices: InvoiceService): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preValidation: mustLogin };
    app.get(
      '/api/user/invoice',
      {
        ...auth,
        schema: { querystring: invoiceListQuery, response: { 200: envelope(invoicePage) } },
      },
      async (req) => {
        const q = req.query;
        return ok(
          await invoices.list(
            requireBuyer(req),
            { orderNo: q.order_no, from: q.start_date, to: q.end_date, status: q.status },
            q.page,
          ),
        );
      },
    );
    app.post(
      '/api/user/invoice',
      { ...auth, schema: { body: invoiceApplyBody, response: { 200: envelope(invoiceItem) } } },
      async (req) => {
        const b = req.body;
        return ok(
          await invoices.apply(requireBuyer(req), {
            orderId: b.order_id,
            type: b.type,
            title: b.title,
            taxNo: b.tax_no,
            address: b.address,
            phone: b.phone,
            bank: b.bank,
            account: b.account,
          }),
          '发票申请已提交',
        );
      },
    );
    app.get(
      '/api/user/invoice/order/:order_id',
      {
        ...auth,
        schema: { params: invoiceOrderParams, response: { 200: envelope(orderInvoice) } },
      },
      async (req) => ok(await invoices.ofOrder(requireBuyer(req), req.params.order_id)),
    );
    app.get(
      '/api/user/invoice/:id/pdf',
      { ...auth, schema: { params: invoiceParams } },
      async (req, reply) => {
        const f = await invoices.pdf(requireBuyer(req), req.params.id);
        return reply.headers(pdfHeaders(f.invoiceNo)).send(f.pdf);
      },
    );
  };
}

/** The console's invoice desk (finance: the `invoices` permission); decisions are audited. */
export function invoiceAdminRoutes(invoices: InvoiceService): FastifyPluginAsyncZod {
  return async (app) => {
    const may = { preValidation: staffMay('invoices') };
    // The order's page in the console shows what the buyer asked for since ordering.
    app.get(
      '/admin-api/orders/:id/invoice',
      {
        preValidation: staffMay('orders.read'),
        schema: {
          params: invoiceParams,
          response: { 200: envelope(adminInvoiceItem.nullable()) },
        },
      },
      async (req) => ok(await invoices.adminOfOrder(req.params.id)),
    );
    app.get(
      '/admin-api/invoices',
      {
        ...may,
        schema: { querystring: adminInvoiceQuery, response: { 200: envelope(adminInvoicePage) } },
      },
      async (req) => {
        const q = req.query;
        return ok(
          await invoices.adminPage(
            {
              orderNo: q.order_no,
              from: q.start_date,
              to: q.end_date,
              status: q.status,
              company: q.company,
            },
            q.page,
            q.page_size,
          ),
        );
      },
    );
    app.post(
      '/admin-api/invoices/:id/issue',
      { ...may, schema: { params: invoiceParams, response: { 200: envelope(adminInvoiceItem) } } },
      async (req) => ok(await invoices.issue(actorOf(req), req.params.id), '已开票'),
    );
    app.post(
      '/admin-api/invoices/:id/reject',
      {
        ...may,
        schema: {
          params: invoiceParams,
          body: invoiceRejectBody,
          response: { 200: envelope(adminInvoiceItem) },
        },
      },
      async (req) =>
        ok(await invoices.reject(actorOf(req), req.params.id, req.body.reason), '已驳回'),
    );
    app.get(
      '/admin-api/invoices/:id/pdf',
      { ...may, schema: { params: invoiceParams } },
      async (req, reply) => {
        const f = await invoices.adminPdf(req.params.id);
        return reply.headers(pdfHeaders(f.invoiceNo)).send(f.pdf);
      },
    );
  };
}
