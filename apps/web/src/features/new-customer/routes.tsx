import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { routeHandle } from '../../lib/route-handle';

const NewCustomerPage = lazy(() =>
  import('./NewCustomerPage').then((m) => ({ default: m.NewCustomerPage })),
);

/** 新人特价 (spec section 2): /xr/tj, and /xr redirects there. */
export const newCustomerRoutes: RouteObject[] = [
  { path: 'xr/tj', element: <NewCustomerPage />, handle: routeHandle({ title: '新人特价' }) },
  { path: 'xr', element: <Navigate to="/xr/tj" replace /> },
];
