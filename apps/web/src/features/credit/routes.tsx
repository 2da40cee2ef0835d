import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { aliasRoutes } from '../../components/alias-routes';

const CreditPage = lazy(() => import('./CreditPage').then((m) => ({ default: m.CreditPage })));

/** Member pages: the member area has checked the session. */
export const creditRoutes: RouteObject[] = aliasRoutes(
  ['wdzq', 'wdqb_wdzq'],
  <CreditPage />,
  '我的账期',
  false,
);
