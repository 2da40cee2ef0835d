import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { routeHandle } from '../../lib/route-handle';

const FlashSalePage = lazy(() =>
  import('./FlashSalePage').then((m) => ({ default: m.FlashSalePage })),
);

const handle = routeHandle({ title: '限时秒杀' });

/** The flash-sale zone (spec section 2): open to visitors, prices after login. */
export const flashRoutes: RouteObject[] = [
  { path: 'miaosha', element: <FlashSalePage />, handle },
  { path: 'ms', element: <FlashSalePage />, handle },
];
