import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { StaffPermission } from './api/types';
import { FullPageSpin } from './components/FullPageSpin';
import { RequirePermission } from './components/RequirePermission';
import { AppShell } from './layout/AppShell';
import { BASE } from './lib/login-path';

/** A page loaded when first visited, shown only with its permission. */
function page(
  load: () => Promise<ComponentType>,
  permission?: StaffPermission,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const Page = await load();
      const Component = permission
        ? () => (
            <RequirePermission permission={permission}>
              <Page />
            </RequirePermission>
          )
        : Page;
      return { Component };
    },
  };
}

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    hydrateFallbackElement: <FullPageSpin />,
    children: [
      {
        path: 'login',
        ...page(() => import('./features/auth/LoginPage').then((m) => m.LoginPage)),
      },
      {
        // Lazy too: the login page does not need ProLayout.
        ...page(() => import('./layout/AdminLayout').then((m) => m.AdminLayout)),
        children: [
          {
            index: true,
            ...page(() =>
              import('./features/dashboard/DashboardPage').then((m) => m.DashboardPage),
            ),
          },
          {
            path: 'companies',
            ...page(
              () => import('./features/companies/CompaniesPage').then((m) => m.CompaniesPage),
              'buyers.read',
            ),
          },
          {
            path: 'variety-requests',
            ...page(
              () =>
                import('./features/requests/VarietyRequestsPage').then(
                  (m) => m.VarietyRequestsPage,
                ),
              'buyers.read',
            ),
          },
          {
            path: 'credentials',
            ...page(
              () =>
                import('./features/credentials/CredentialReviewPage').then(
                  (m) => m.CredentialReviewPage,
                ),
              'buyers.read',
            ),
          },
          {
            path: 'login-locks',
            ...page(
              () => import('./features/login-locks/LoginLocksPage').then((m) => m.LoginLocksPage),
              'buyers.read',
            ),
          },
          {
            path: 'feedback',
            ...page(
              () => import('./features/requests/FeedbackPage').then((m) => m.FeedbackPage),
              'messages',
            ),
          },
          {
            path: 'invoices',
            ...page(
              () => import('./features/invoices/InvoicesPage').then((m) => m.InvoicesPage),
              'invoices',
            ),
          },
          {
            path: 'contracts',
            ...page(
              () => import('./features/contracts/ContractsPage').then((m) => m.ContractsPage),
              'content',
            ),
          },
          {
            path: 'orders',
            ...page(
              () => import('./features/orders/OrdersPage').then((m) => m.OrdersPage),
              'orders.read',
            ),
          },
          {
            path: 'orders/:id',
            ...page(
              () => import('./features/orders/OrderDetailPage').then((m) => m.OrderDetailPage),
              'orders.read',
            ),
          },
          {
            path: 'after-sales',
            ...page(
              () => import('./features/aftersales/AfterSalesPage').then((m) => m.AfterSalesPage),
              'orders.read',
            ),
          },
          {
            path: 'goods',
            ...page(
              () => import('./features/goods/GoodsPage').then((m) => m.GoodsPage),
              'goods.read',
            ),
          },
          {
            path: 'categories',
            ...page(
              () => import('./features/categories/CategoriesPage').then((m) => m.CategoriesPage),
              'goods.read',
            ),
          },
          {
            path: 'content',
            ...page(
              () => import('./features/content/ContentPage').then((m) => m.ContentPage),
              'content',
            ),
          },
          {
            path: 'help-articles',
            ...page(
              () => import('./features/help/HelpArticlesPage').then((m) => m.HelpArticlesPage),
              'content',
            ),
          },
          {
            path: 'news',
            ...page(() => import('./features/help/NewsPage').then((m) => m.NewsPage), 'content'),
          },
          {
            path: 'cancellations',
            ...page(
              () => import('./features/help/CancellationsPage').then((m) => m.CancellationsPage),
              'cancellations',
            ),
          },
          {
            path: 'settings',
            ...page(
              () => import('./features/settings/SettingsPage').then((m) => m.SettingsPage),
              'content',
            ),
          },
          {
            path: 'activities',
            ...page(
              () => import('./features/promotions/ActivitiesPage').then((m) => m.ActivitiesPage),
              'promotions',
            ),
          },
          {
            path: 'coupons',
            ...page(
              () => import('./features/promotions/CouponsPage').then((m) => m.CouponsPage),
              'promotions',
            ),
          },
          {
            path: 'welfare-events',
            ...page(
              () => import('./features/welfare/WelfareEventsPage').then((m) => m.WelfareEventsPage),
              'promotions',
            ),
          },
          {
            path: 'cash-back',
            ...page(
              () => import('./features/welfare/CashBackPage').then((m) => m.CashBackPage),
              'promotions',
            ),
          },
          {
            path: 'coupon-templates',
            ...page(
              () =>
                import('./features/promotions/CouponTemplatesPage').then(
                  (m) => m.CouponTemplatesPage,
                ),
              'promotions',
            ),
          },
          {
            path: 'brands',
            ...page(
              () => import('./features/zones/BrandsPage').then((m) => m.BrandsPage),
              'promotions',
            ),
          },
          {
            path: 'draw-activities',
            ...page(
              () => import('./features/wheel/DrawActivitiesPage').then((m) => m.DrawActivitiesPage),
              'promotions',
            ),
          },
          {
            path: 'franchise',
            ...page(
              () => import('./features/zones/FranchisePage').then((m) => m.FranchisePage),
              'promotions',
            ),
          },
          {
            path: 'draw-records',
            ...page(
              () => import('./features/wheel/DrawRecordsPage').then((m) => m.DrawRecordsPage),
              'promotions',
            ),
          },
          {
            path: 'points-goods',
            ...page(
              () => import('./features/wheel/PointsGoodsPage').then((m) => m.PointsGoodsPage),
              'promotions',
            ),
          },
          {
            path: 'points-orders',
            ...page(
              () => import('./features/wheel/PointsOrdersPage').then((m) => m.PointsOrdersPage),
              'orders.read',
            ),
          },
          {
            path: 'groupbuy',
            ...page(
              () => import('./features/groupbuy/GroupbuyPage').then((m) => m.GroupbuyPage),
              'promotions',
            ),
          },
          {
            path: 'groupbuy/groups',
            ...page(
              () =>
                import('./features/groupbuy/GroupbuyGroupsPage').then((m) => m.GroupbuyGroupsPage),
              'promotions',
            ),
          },
          {
            path: 'combinations',
            ...page(
              () =>
                import('./features/combination/CombinationsPage').then((m) => m.CombinationsPage),
              'promotions',
            ),
          },
          {
            path: 'mzhg',
            ...page(
              () => import('./features/gifts/GiftsPage').then((m) => m.GiftsPage),
              'promotions',
            ),
          },
          {
            path: 'tradeups',
            ...page(
              () => import('./features/gifts/TradeUpsPage').then((m) => m.TradeUpsPage),
              'promotions',
            ),
          },
          {
            path: 'flash',
            ...page(
              () => import('./features/flash/FlashSessionsPage').then((m) => m.FlashSessionsPage),
              'promotions',
            ),
          },
          {
            path: 'xr',
            ...page(
              () =>
                import('./features/new-customer/NewCustomerPage').then((m) => m.NewCustomerPage),
              'promotions',
            ),
          },
          {
            path: 'stock',
            ...page(
              () => import('./features/stock/StockPage').then((m) => m.StockPage),
              'goods.read',
            ),
          },
          {
            path: 'reports',
            ...page(
              () => import('./features/reports/ReportsPage').then((m) => m.ReportsPage),
              'reports',
            ),
          },
          {
            path: 'chat',
            ...page(() => import('./features/chat/ChatPage').then((m) => m.ChatPage), 'messages'),
          },
          {
            path: 'audit-log',
            ...page(
              () => import('./features/audit/AuditLogPage').then((m) => m.AuditLogPage),
              'audit',
            ),
          },
          {
            path: '*',
            ...page(() => import('./layout/AdminLayout').then((m) => m.NotFound)),
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: BASE });
