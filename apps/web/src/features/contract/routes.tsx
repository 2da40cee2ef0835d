import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { aliasRoutes } from '../../components/alias-routes';

const ContractPage = lazy(() =>
  import('./ContractPage').then((m) => ({ default: m.ContractPage })),
);

/** /dzht: where a 459 sends the buyer (spec section 8); needs a session. */
export const contractRoutes: RouteObject[] = aliasRoutes(['dzht'], <ContractPage />, '采购合同');
