import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { routeHandle } from '../../lib/route-handle';

const XrPage = lazy(() => import('./XrPage').then((m) => ({ default: m.XrPage })));

/** 新人特价 (spec section 2): /xr/tj, and /xr redirects there. */
export const xrRoutes: RouteObject[] = [
  { path: 'xr/tj', element: <XrPage />, handle: routeHandle({ title: '新人特价' }) },
  { path: 'xr', element: <Navigate to="/xr/tj" replace /> },
];
