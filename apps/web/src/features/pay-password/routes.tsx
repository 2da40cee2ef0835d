import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { aliasRoutes } from '../../components/alias-routes';

const PayPasswordPage = lazy(() =>
  import('./PayPasswordPage').then((m) => ({ default: m.PayPasswordPage })),
);

/** Member pages (the member area has checked the session): 支付密码. */
export const payPasswordRoutes: RouteObject[] = [
  ...aliasRoutes(['pay-password'], <PayPasswordPage />, '支付密码', false),
];
