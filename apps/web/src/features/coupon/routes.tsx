import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { aliasRoutes } from '../../components/alias-routes';

const CouponCentrePage = lazy(() =>
  import('./CouponCentrePage').then((m) => ({ default: m.CouponCentrePage })),
);
const MyCouponsPage = lazy(() =>
  import('./MyCouponsPage').then((m) => ({ default: m.MyCouponsPage })),
);

/** The coupon centre, under the main layout; it shows each buyer's own claims. */
export const couponCentreRoutes: RouteObject[] = aliasRoutes(
  ['lqzx'],
  <CouponCentrePage />,
  '领券中心',
);

/** Member pages: the member area has checked the session. */
export const couponWalletRoutes: RouteObject[] = [
  ...aliasRoutes(['wdqb_yhq', 'yhq'], <MyCouponsPage type={1} />, '我的优惠券', false),
  ...aliasRoutes(['wdqb_xjq', 'xjq'], <MyCouponsPage type={2} />, '我的现金券', false),
];
