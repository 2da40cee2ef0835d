import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { aliasRoutes } from '../../components/alias-routes';

const WheelPage = lazy(() => import('./WheelPage').then((m) => ({ default: m.WheelPage })));
const PointsMallPage = lazy(() =>
  import('./PointsMallPage').then((m) => ({ default: m.PointsMallPage })),
);
const PointsOrdersPage = lazy(() =>
  import('./PointsOrdersPage').then((m) => ({ default: m.PointsOrdersPage })),
);

/** The lucky wheel and the points mall, under the main layout; both need a login. */
export const wheelRoutes: RouteObject[] = [
  ...aliasRoutes(['zpcj'], <WheelPage />, '幸运转盘'),
  ...aliasRoutes(['jfsc'], <PointsMallPage />, '积分商城'),
];

/** Member pages: the member area has checked the session. */
export const pointsOrderRoutes: RouteObject[] = aliasRoutes(
  ['order_jfdd', 'jfdd'],
  <PointsOrdersPage />,
  '积分订单',
  false,
);
