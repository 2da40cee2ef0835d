import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { accountRoutes, memberArea } from './features/account/routes';
import { accountCentreRoutes } from './features/account-centre/routes';
import { activityRoutes } from './features/activity/routes';
import { addressRoutes } from './features/address/routes';
import { approvalsRoutes } from './features/approvals/routes';
import { authRoutes } from './features/auth/routes';
import { cartRoutes } from './features/cart/routes';
import { catalogRoutes } from './features/catalog/routes';
import { checkoutRoutes } from './features/checkout/routes';
import { combinationRoutes } from './features/combination/routes';
import { contractRoutes } from './features/contract/routes';
import { couponCentreRoutes, couponWalletRoutes } from './features/coupon/routes';
import { creditRoutes } from './features/credit/routes';
import { favoritesRoutes } from './features/favorites/routes';
import { feedbackRoutes } from './features/feedback/routes';
import { flashRoutes } from './features/flash/routes';
import { groupbuyRoutes } from './features/groupbuy/routes';
import { helpRoutes } from './features/help/routes';
import { invoiceRoutes } from './features/invoice/routes';
import { messagesRoutes } from './features/messages/routes';
import { newCustomerRoutes } from './features/new-customer/routes';
import { orderRedirects, orderRoutes } from './features/order/routes';
import { payPasswordRoutes } from './features/pay-password/routes';
import { quickbuyRoutes } from './features/quickbuy/routes';
import { standingListsRoutes } from './features/standing-lists/routes';
import { subaccountRoutes } from './features/subaccount/routes';
import { systemRoutes } from './features/system/routes';
import { varietyRoutes } from './features/varieties/routes';
import { walletRoutes } from './features/wallet/routes';
import { wechatRoutes } from './features/wechat/routes';
import { welfareRoutes } from './features/welfare/routes';
import { pointsOrderRoutes, wheelRoutes } from './features/wheel/routes';
import { zonesRoutes } from './features/zones/routes';
import { AppShell } from './layout/AppShell';
import { LoginLayout } from './layout/LoginLayout';
import { MainLayout } from './layout/MainLayout';

/** Spec section 2's route table, each feature's routes in the order the spec lists them. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        element: <MainLayout />,
        children: [
          ...systemRoutes,
          ...catalogRoutes,
          ...accountRoutes,
          ...favoritesRoutes,
          ...cartRoutes,
          ...checkoutRoutes,
          ...couponCentreRoutes,
          ...activityRoutes,
          ...flashRoutes,
          ...combinationRoutes,
          ...groupbuyRoutes,
          ...zonesRoutes,
          ...wheelRoutes,
          memberArea([
            ...walletRoutes,
            ...couponWalletRoutes,
            ...addressRoutes,
            ...accountCentreRoutes,
            ...orderRoutes,
            ...approvalsRoutes,
            ...payPasswordRoutes,
            ...pointsOrderRoutes,
            ...messagesRoutes,
            ...varietyRoutes,
            ...feedbackRoutes,
            ...wechatRoutes,
            ...invoiceRoutes,
            ...creditRoutes,
            ...subaccountRoutes,
            ...quickbuyRoutes,
            ...standingListsRoutes,
          ]),
          ...welfareRoutes,
          ...newCustomerRoutes,
          ...orderRedirects,
          ...helpRoutes,
          ...contractRoutes,
        ],
      },
      { element: <LoginLayout />, children: authRoutes },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
