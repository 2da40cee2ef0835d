import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { aliasRoutes } from '../../components/alias-routes';

const BalancePage = lazy(() => import('./BalancePage').then((m) => ({ default: m.BalancePage })));

/** Member pages: the member area has checked the session. */
export const walletRoutes: RouteObject[] = aliasRoutes(
  ['wdqb_yegl', 'yegl'],
  <BalancePage />,
  '我的余额',
  false,
);
