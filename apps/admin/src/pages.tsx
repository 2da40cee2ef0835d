import {
  BarChartOutlined,
  DashboardOutlined,
  GiftOutlined,
  MedicineBoxOutlined,
  PictureOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { StaffPermission } from '@shop/contract';
import type { ComponentType, ReactNode } from 'react';

// Every page of the console, once: its path, its menu label, who may open it
// and its code (downloaded when first visited). The router (router.tsx) and
// the left menu (layout/menu.tsx) are both made from this table.

export type ConsolePage = {
  /** Under /admin; '' is the workbench. */
  path: string;
  /** The menu's label (and the page's name in the browser's history). */
  name: string;
  /** Who may open it; the menu hides it from everyone else. Details inherit their page's. */
  permission?: StaffPermission;
  load: () => Promise<ComponentType>;
  /** Pages opened from this one (a detail), kept out of the menu. */
  details?: Omit<ConsolePage, 'details'>[];
};

/** A page of its own in the menu, or a group of pages (a group is no route). */
export type MenuEntry =
  | (ConsolePage & { icon: ReactNode })
  | { group: string; name: string; icon: ReactNode; pages: ConsolePage[] };

export const CONSOLE: MenuEntry[] = [
  {
    path: '',
    name: '工作台',
    icon: <DashboardOutlined />,
    load: () => import('./features/dashboard/DashboardPage').then((m) => m.DashboardPage),
  },
  {
    group: 'goods-group',
    name: '商品',
    icon: <MedicineBoxOutlined />,
    pages: [
      {
        path: 'goods',
        name: '商品管理',
        permission: 'goods.read',
        load: () => import('./features/goods/GoodsPage').then((m) => m.GoodsPage),
      },
      {
        path: 'stock',
        name: '库存管理',
        permission: 'goods.read',
        load: () => import('./features/stock/StockPage').then((m) => m.StockPage),
      },
      {
        path: 'lot-import',
        name: '批次导入',
        permission: 'stock',
        load: () => import('./features/lots/LotImportPage').then((m) => m.LotImportPage),
      },
      {
        path: 'categories',
        name: '分类管理',
        permission: 'goods.read',
        load: () => import('./features/categories/CategoriesPage').then((m) => m.CategoriesPage),
      },
    ],
  },
  {
    group: 'quality-group',
    name: '质量管理',
    icon: <SafetyCertificateOutlined />,
    pages: [
      {
        path: 'quality/lots',
        name: '冻结批次',
        permission: 'quality',
        load: () => import('./features/quality/FrozenLotsPage').then((m) => m.FrozenLotsPage),
      },
    ],
  },
  {
    group: 'orders-group',
    name: '订单',
    icon: <ProfileOutlined />,
    pages: [
      {
        path: 'orders',
        name: '订单管理',
        permission: 'orders.read',
        load: () => import('./features/orders/OrdersPage').then((m) => m.OrdersPage),
        details: [
          {
            path: 'orders/:id',
            name: '订单详情',
            load: () => import('./features/orders/OrderDetailPage').then((m) => m.OrderDetailPage),
          },
          {
            path: 'orders/:id/packing',
            name: '打包发货',
            permission: 'shipping',
            load: () => import('./features/orders/PackingPage').then((m) => m.PackingPage),
          },
        ],
      },
      {
        path: 'after-sales',
        name: '售后管理',
        permission: 'orders.read',
        load: () => import('./features/aftersales/AfterSalesPage').then((m) => m.AfterSalesPage),
      },
      {
        path: 'points-orders',
        name: '积分订单',
        permission: 'orders.read',
        load: () => import('./features/wheel/PointsOrdersPage').then((m) => m.PointsOrdersPage),
      },
      {
        path: 'carriers',
        name: '承运商',
        permission: 'orders.read',
        load: () => import('./features/carriers/CarriersPage').then((m) => m.CarriersPage),
      },
      {
        path: 'invoices',
        name: '发票管理',
        permission: 'invoices',
        load: () => import('./features/invoices/InvoicesPage').then((m) => m.InvoicesPage),
      },
      {
        path: 'credit',
        name: '账期管理',
        permission: 'credit',
        load: () => import('./features/credit/CreditPage').then((m) => m.CreditPage),
      },
      {
        path: 'transfers',
        name: '对公转账',
        permission: 'transfers',
        load: () => import('./features/transfers/TransfersPage').then((m) => m.TransfersPage),
      },
    ],
  },
  {
    group: 'buyers-group',
    name: '客户',
    icon: <TeamOutlined />,
    pages: [
      {
        path: 'companies',
        name: '买家管理',
        permission: 'buyers.read',
        load: () => import('./features/companies/CompaniesPage').then((m) => m.CompaniesPage),
      },
      {
        path: 'variety-requests',
        name: '品种求购',
        permission: 'buyers.read',
        load: () =>
          import('./features/requests/VarietyRequestsPage').then((m) => m.VarietyRequestsPage),
      },
      {
        path: 'feedback',
        name: '意见反馈',
        permission: 'messages',
        load: () => import('./features/requests/FeedbackPage').then((m) => m.FeedbackPage),
      },
      {
        path: 'cancellations',
        name: '注销申请',
        permission: 'cancellations',
        load: () => import('./features/help/CancellationsPage').then((m) => m.CancellationsPage),
      },
      {
        path: 'credentials',
        name: '资质审核',
        permission: 'buyers.read',
        load: () =>
          import('./features/credentials/CredentialReviewPage').then((m) => m.CredentialReviewPage),
      },
      {
        path: 'chat',
        name: '在线客服',
        permission: 'messages',
        load: () => import('./features/chat/ChatPage').then((m) => m.ChatPage),
      },
      {
        path: 'login-locks',
        name: '登录保护',
        permission: 'buyers.read',
        load: () => import('./features/login-locks/LoginLocksPage').then((m) => m.LoginLocksPage),
      },
    ],
  },
  {
    group: 'marketing-group',
    name: '营销',
    icon: <GiftOutlined />,
    pages: [
      {
        path: 'activities',
        name: '满减活动',
        permission: 'promotions',
        load: () => import('./features/promotions/ActivitiesPage').then((m) => m.ActivitiesPage),
      },
      {
        path: 'mzhg',
        name: '满赠',
        permission: 'promotions',
        load: () => import('./features/gifts/GiftsPage').then((m) => m.GiftsPage),
      },
      {
        path: 'tradeups',
        name: '换购',
        permission: 'promotions',
        load: () => import('./features/gifts/TradeUpsPage').then((m) => m.TradeUpsPage),
      },
      {
        path: 'welfare-events',
        name: '全场94折',
        permission: 'promotions',
        load: () => import('./features/welfare/WelfareEventsPage').then((m) => m.WelfareEventsPage),
      },
      {
        path: 'cash-back',
        name: '满额返',
        permission: 'promotions',
        load: () => import('./features/welfare/CashBackPage').then((m) => m.CashBackPage),
      },
      {
        path: 'flash',
        name: '秒杀场次',
        permission: 'promotions',
        load: () => import('./features/flash/FlashSessionsPage').then((m) => m.FlashSessionsPage),
      },
      {
        path: 'groupbuy',
        name: '拼团活动',
        permission: 'promotions',
        load: () => import('./features/groupbuy/GroupbuyPage').then((m) => m.GroupbuyPage),
        details: [
          {
            path: 'groupbuy/groups',
            name: '团列表',
            load: () =>
              import('./features/groupbuy/GroupbuyGroupsPage').then((m) => m.GroupbuyGroupsPage),
          },
        ],
      },
      {
        path: 'combinations',
        name: '组合购',
        permission: 'promotions',
        load: () =>
          import('./features/combination/CombinationsPage').then((m) => m.CombinationsPage),
      },
      {
        path: 'xr',
        name: '新人特价',
        permission: 'promotions',
        load: () =>
          import('./features/new-customer/NewCustomerPage').then((m) => m.NewCustomerPage),
      },
      {
        path: 'coupon-templates',
        name: '领券中心',
        permission: 'promotions',
        load: () =>
          import('./features/promotions/CouponTemplatesPage').then((m) => m.CouponTemplatesPage),
      },
      {
        path: 'coupons',
        name: '已发优惠券',
        permission: 'promotions',
        load: () => import('./features/promotions/CouponsPage').then((m) => m.CouponsPage),
      },
      {
        path: 'draw-activities',
        name: '转盘抽奖',
        permission: 'promotions',
        load: () => import('./features/wheel/DrawActivitiesPage').then((m) => m.DrawActivitiesPage),
      },
      {
        path: 'draw-records',
        name: '抽奖记录',
        permission: 'promotions',
        load: () => import('./features/wheel/DrawRecordsPage').then((m) => m.DrawRecordsPage),
      },
      {
        path: 'points-goods',
        name: '积分商品',
        permission: 'promotions',
        load: () => import('./features/wheel/PointsGoodsPage').then((m) => m.PointsGoodsPage),
      },
      {
        path: 'brands',
        name: '品牌专区',
        permission: 'promotions',
        load: () => import('./features/zones/BrandsPage').then((m) => m.BrandsPage),
      },
      {
        path: 'franchise',
        name: '加盟专区',
        permission: 'promotions',
        load: () => import('./features/zones/FranchisePage').then((m) => m.FranchisePage),
      },
    ],
  },
  {
    group: 'content-group',
    name: '内容',
    icon: <PictureOutlined />,
    pages: [
      {
        path: 'content',
        name: '内容管理',
        permission: 'content',
        load: () => import('./features/content/ContentPage').then((m) => m.ContentPage),
      },
      {
        path: 'help-articles',
        name: '帮助文章',
        permission: 'content',
        load: () => import('./features/help/HelpArticlesPage').then((m) => m.HelpArticlesPage),
      },
      {
        path: 'news',
        name: '新闻资讯',
        permission: 'content',
        load: () => import('./features/help/NewsPage').then((m) => m.NewsPage),
      },
      {
        path: 'settings',
        name: '站点设置',
        permission: 'content',
        load: () => import('./features/settings/SettingsPage').then((m) => m.SettingsPage),
      },
      {
        path: 'contracts',
        name: '采购合同',
        permission: 'content',
        load: () => import('./features/contracts/ContractsPage').then((m) => m.ContractsPage),
      },
    ],
  },
  {
    group: 'system-group',
    name: '系统',
    icon: <BarChartOutlined />,
    pages: [
      {
        path: 'reports',
        name: '统计报表',
        permission: 'reports',
        load: () => import('./features/reports/ReportsPage').then((m) => m.ReportsPage),
      },
      {
        path: 'sales-record',
        name: '销售记录',
        permission: 'reports',
        // Through the reports page's chunk: a chunk of its own split the shared antd code
        // and added 1.6 KB to the 工作台's first load (scripts/report-size.mjs).
        load: () => import('./features/reports/ReportsPage').then((m) => m.SalesRecordPage),
      },
      {
        path: 'audit-log',
        name: '操作日志',
        permission: 'audit',
        load: () => import('./features/audit/AuditLogPage').then((m) => m.AuditLogPage),
      },
    ],
  },
];

/** Every page with the permission it is opened under (a detail takes its page's). */
export function allPages(): ConsolePage[] {
  return CONSOLE.flatMap((e) => ('group' in e ? e.pages : [e])).flatMap((p) => [
    p,
    ...(p.details ?? []).map((d) => ({ ...d, permission: d.permission ?? p.permission })),
  ]);
}
