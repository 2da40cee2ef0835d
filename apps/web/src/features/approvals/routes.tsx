import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { aliasRoutes } from '../../components/alias-routes';

const ApprovalsPage = lazy(() =>
  import('./ApprovalsPage').then((m) => ({ default: m.ApprovalsPage })),
);

/** Member pages (the member area has checked the session): 订单审批. */
export const approvalsRoutes: RouteObject[] = [
  ...aliasRoutes(['approvals'], <ApprovalsPage />, '订单审批', false),
];
