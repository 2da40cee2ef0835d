import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { routeHandle } from '../../lib/route-handle';

const NotFoundPage = lazy(() =>
  import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);
const LoadingPage = lazy(() => import('./LoadingPage').then((m) => ({ default: m.LoadingPage })));

export const systemRoutes: RouteObject[] = [
  { path: '404', element: <NotFoundPage />, handle: routeHandle({ title: '页面不存在' }) },
  {
    path: 'loading',
    element: <LoadingPage />,
    handle: routeHandle({ title: '加载中', noScrollTop: true }),
  },
];
