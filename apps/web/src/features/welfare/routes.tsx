import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { routeHandle } from '../../lib/route-handle';

const WelfarePage = lazy(() => import('./WelfarePage').then((m) => ({ default: m.WelfarePage })));
const CashBackPage = lazy(() =>
  import('./CashBackPage').then((m) => ({ default: m.CashBackPage })),
);

/** 全场94折 and 满额返 (spec section 2): open to visitors, prices and progress after login. */
export const welfareRoutes: RouteObject[] = [
  { path: 'welfare', element: <WelfarePage />, handle: routeHandle({ title: '全场94折' }) },
  { path: 'hb', element: <CashBackPage />, handle: routeHandle({ title: '满额返' }) },
];
