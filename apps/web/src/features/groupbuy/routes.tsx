import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { routeHandle } from '../../lib/route-handle';

const GroupbuyZonePage = lazy(() =>
  import('./GroupbuyZonePage').then((m) => ({ default: m.GroupbuyZonePage })),
);
const GroupbuyDetailPage = lazy(() =>
  import('./GroupbuyDetailPage').then((m) => ({ default: m.GroupbuyDetailPage })),
);

/** 拼团 (spec section 2): the zone and the group-buy variant of the goods detail. */
export const groupbuyRoutes: RouteObject[] = [
  { path: 'ptzq', element: <GroupbuyZonePage />, handle: routeHandle({ title: '拼团专区' }) },
  {
    path: 'list/info-pt/:id',
    element: <GroupbuyDetailPage />,
    handle: routeHandle({ title: '拼团商品详情' }),
  },
];
