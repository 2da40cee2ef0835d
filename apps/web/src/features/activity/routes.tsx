import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { routeHandle } from '../../lib/route-handle';

const ActivityZonePage = lazy(() =>
  import('./ActivityZonePage').then((m) => ({ default: m.ActivityZonePage })),
);

const handle = routeHandle({ title: '活动专区' });

/** The activity zone (spec section 2): open to visitors, prices after login. */
export const activityRoutes: RouteObject[] = [
  { path: 'hdzq/:id', element: <ActivityZonePage />, handle },
  { path: 'hdzx/:id?/:cid?', element: <ActivityZonePage />, handle },
];
