import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { routeHandle } from '../../lib/route-handle';

const StandingListsPage = lazy(() =>
  import('./StandingListsPage').then((m) => ({ default: m.StandingListsPage })),
);
const StandingListPage = lazy(() =>
  import('./StandingListPage').then((m) => ({ default: m.StandingListPage })),
);

/** /cgqd: 常购清单, inside the member area, which has checked the session. */
export const standingListsRoutes: RouteObject[] = [
  { path: 'cgqd', element: <StandingListsPage />, handle: routeHandle({ title: '常购清单' }) },
  { path: 'cgqd/:id', element: <StandingListPage />, handle: routeHandle({ title: '常购清单' }) },
];
