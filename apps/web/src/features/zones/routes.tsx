import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { routeHandle } from '../../lib/route-handle';

const BrandZonePage = lazy(() =>
  import('./BrandZonePage').then((m) => ({ default: m.BrandZonePage })),
);
const BrandPage = lazy(() => import('./BrandPage').then((m) => ({ default: m.BrandPage })));
const FranchisePage = lazy(() =>
  import('./FranchisePage').then((m) => ({ default: m.FranchisePage })),
);

const brandZone = routeHandle({ title: '品牌专区' });

/** Spec section 2: the brand zone (with its /ppzq_index alias) and the franchise zone. */
export const zonesRoutes: RouteObject[] = [
  { path: 'ppzq', element: <BrandZonePage />, handle: brandZone },
  { path: 'ppzq_index/:page?', element: <BrandZonePage />, handle: brandZone },
  { path: 'ppzq/:page', element: <BrandZonePage />, handle: brandZone },
  {
    path: 'ppzq/info/:id/:page?',
    element: <BrandPage />,
    handle: routeHandle({ title: '品牌详情' }),
  },
  { path: 'jmzq', element: <FranchisePage />, handle: routeHandle({ title: '加盟专区' }) },
];
