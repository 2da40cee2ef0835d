import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { routeHandle } from '../lib/route-handle';
import { RequireLogin } from './RequireLogin';

/**
 * One buyer page under several paths (the spec's aliases). `guarded` false: a parent
 * route (the member layout) has checked the session already.
 */
export function aliasRoutes(
  paths: string[],
  page: ReactNode,
  title: string,
  guarded = true,
): RouteObject[] {
  return paths.map((path) => ({
    path,
    element: guarded ? <RequireLogin>{page}</RequireLogin> : page,
    handle: routeHandle({ title }),
  }));
}
