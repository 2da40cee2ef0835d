import { lazy } from 'react';
import { Navigate, type RouteObject, useParams } from 'react-router';
import { aliasRoutes } from '../../components/alias-routes';

const OrderListPage = lazy(() =>
  import('./OrderListPage').then((m) => ({ default: m.OrderListPage })),
);
const OrderDetailPage = lazy(() =>
  import('./OrderDetailPage').then((m) => ({ default: m.OrderDetailPage })),
);

/** /order/wl/:id and /order_wddd_wl/:id: logistics is shown on the order detail. */
function LogisticsRedirect() {
  return <Navigate to={`/order/info/${useParams().id ?? ''}`} replace />;
}

/** Member pages: the member area has checked the session. */
export const orderRoutes: RouteObject[] = [
  ...aliasRoutes(['order', 'order_wddd_index'], <OrderListPage />, '我的订单', false),
  ...aliasRoutes(['order/info/:id', 'order_wddd_info/:id'], <OrderDetailPage />, '订单详情', false),
];

/** Old order-centre paths, outside the member area: they only send the buyer on. */
export const orderRedirects: RouteObject[] = [
  { path: 'order_wddd', element: <Navigate to="/order" replace /> },
  { path: 'order/wl/:id', element: <LogisticsRedirect /> },
  { path: 'order_wddd_wl/:id', element: <LogisticsRedirect /> },
];
