import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { aliasRoutes } from '../../components/alias-routes';

const CombinationZonePage = lazy(() =>
  import('./CombinationZonePage').then((m) => ({ default: m.CombinationZonePage })),
);

/** 组合购 (/zhzq), under the main layout; visitors see the packages and log in to buy. */
export const combinationRoutes: RouteObject[] = aliasRoutes(
  ['zhzq'],
  <CombinationZonePage />,
  '组合购',
);
