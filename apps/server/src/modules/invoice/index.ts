import type { Db } from '../../db/client.ts';
import type { Module } from '../module.ts';
import type { OrderService } from '../order/index.ts';
import type { Audit } from '../staff/index.ts';
import { invoiceAdminRoutes, invoiceRoutes } from './routes.ts';
import { type InvoiceService, invoiceService } from './service.ts';

export { type InvoiceOrder, invoicePdf } from './pdf.ts';
export type { InvoiceService } from './service.ts';
export { invoiceNumber } from './service.ts';

/** E-invoices (/dzfp): requests per paid order, issuing with a PDF, rejecting. */
export function invoiceModule(deps: {
  db: Db;
  orders: Pick<OrderService, 'find' | 'detailOf' | 'ofCompany'>;
  audit: Audit;
}): Module<InvoiceService> {
  const service = invoiceService(deps);
  return {
    service,
    routes: invoiceRoutes(service),
    adminRoutes: invoiceAdminRoutes(service),
  };
}
