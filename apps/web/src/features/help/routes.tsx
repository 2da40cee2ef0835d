import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { routeHandle } from '../../lib/route-handle';

const ReturnPolicyPage = lazy(() =>
  import('./ReturnPolicyPage').then((m) => ({ default: m.ReturnPolicyPage })),
);

/** Help pages anyone may read. */
export const helpRoutes: RouteObject[] = [
  {
    path: 'help/zfps/ypth',
    element: <ReturnPolicyPage />,
    handle: routeHandle({ title: '药品退换' }),
  },
];
