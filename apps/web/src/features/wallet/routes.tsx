import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { aliasRoutes } from '../../components/alias-routes';

const BalancePage = lazy(() => import('./BalancePage').then((m) => ({ default: m.BalancePage })));
const PointsPage = lazy(() => import('./PointsPage').then((m) => ({ default: m.PointsPage })));

/** Member pages: the member area has checked the session. */
export const walletRoutes: RouteObject[] = [
  // Spec section 2 names the wallet /wdqb; its first page is the balance.
  { path: 'wdqb', element: <Navigate to="/yegl" replace /> },
  ...aliasRoutes(['wdqb_yegl', 'yegl'], <BalancePage />, '我的余额', false),
  ...aliasRoutes(['wdqb_jfgl', 'jfgl'], <PointsPage />, '我的积分', false),
];
