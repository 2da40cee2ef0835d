import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { aliasRoutes } from '../../components/alias-routes';

const InvoicePage = lazy(() => import('./InvoicePage').then((m) => ({ default: m.InvoicePage })));

/** Member pages: the member area has checked the session. */
export const invoiceRoutes: RouteObject[] = aliasRoutes(
  ['dzfp', 'zzfw_dzfp'],
  <InvoicePage />,
  '电子发票',
  false,
);
