import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { aliasRoutes } from '../../components/alias-routes';

const OrderCheckPage = lazy(() =>
  import('./OrderCheckPage').then((m) => ({ default: m.OrderCheckPage })),
);
const PayPage = lazy(() => import('./PayPage').then((m) => ({ default: m.PayPage })));
const PayResultPage = lazy(() =>
  import('./PayResultPage').then((m) => ({ default: m.PayResultPage })),
);

/** Spec section 2, cart: steps 2-4 and the pay variant /cart/hm. */
export const checkoutRoutes: RouteObject[] = [
  ...aliasRoutes(['cart/step2'], <OrderCheckPage />, '确认订单'),
  ...aliasRoutes(['cart/step3/:id', 'cart/hm'], <PayPage />, '支付订单'),
  ...aliasRoutes(['cart/step4'], <PayResultPage />, '支付完成'),
];
