import { lazy, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, useParams } from 'react-router';
import { RequireLogin } from './components/RequireLogin';
import { ZONES, type ZoneKey } from './features/zones/zones';
import { AppShell } from './layout/AppShell';
import { LoginLayout } from './layout/LoginLayout';
import { MainLayout } from './layout/MainLayout';
import type { RouteHandle } from './lib/route-handle';

// Every page is its own chunk; only the shell (layouts, header, footer) loads up front.
const HomePage = lazy(() =>
  import('./features/catalog/home/HomePage').then((m) => ({ default: m.HomePage })),
);
const ListPage = lazy(() =>
  import('./features/catalog/list/ListPage').then((m) => ({ default: m.ListPage })),
);
const SearchPage = lazy(() =>
  import('./features/catalog/search/SearchPage').then((m) => ({ default: m.SearchPage })),
);
const GoodsDetailPage = lazy(() =>
  import('./features/catalog/detail/GoodsDetailPage').then((m) => ({
    default: m.GoodsDetailPage,
  })),
);
const ZonePage = lazy(() =>
  import('./features/zones/ZonePage').then((m) => ({ default: m.ZonePage })),
);
const FavoritesPage = lazy(() =>
  import('./features/favorites/FavoritesPage').then((m) => ({ default: m.FavoritesPage })),
);
const UserCenterPage = lazy(() =>
  import('./features/account/UserCenterPage').then((m) => ({ default: m.UserCenterPage })),
);
const MemberLayout = lazy(() =>
  import('./features/account/MemberLayout').then((m) => ({ default: m.MemberLayout })),
);
const CartPage = lazy(() =>
  import('./features/cart/CartPage').then((m) => ({ default: m.CartPage })),
);
const OrderCheckPage = lazy(() =>
  import('./features/cart/OrderCheckPage').then((m) => ({ default: m.OrderCheckPage })),
);
const PayPage = lazy(() => import('./features/cart/PayPage').then((m) => ({ default: m.PayPage })));
const PayResultPage = lazy(() =>
  import('./features/cart/PayResultPage').then((m) => ({ default: m.PayResultPage })),
);
const OrderListPage = lazy(() =>
  import('./features/order/OrderListPage').then((m) => ({ default: m.OrderListPage })),
);
const OrderDetailPage = lazy(() =>
  import('./features/order/OrderDetailPage').then((m) => ({ default: m.OrderDetailPage })),
);
const AddressPage = lazy(() =>
  import('./features/address/AddressPage').then((m) => ({ default: m.AddressPage })),
);
const BalancePage = lazy(() =>
  import('./features/wallet/BalancePage').then((m) => ({ default: m.BalancePage })),
);
const LoginPage = lazy(() =>
  import('./features/auth/login/LoginPage').then((m) => ({ default: m.LoginPage })),
);
const RegisterPage = lazy(() =>
  import('./features/auth/register/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);
const NotFoundPage = lazy(() =>
  import('./features/system/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);
const LoadingPage = lazy(() =>
  import('./features/system/LoadingPage').then((m) => ({ default: m.LoadingPage })),
);

const handle = (h: RouteHandle) => h;

/** A zone and its aliases; each path is a list page with the zone's marker. */
function zoneRoutes(zone: ZoneKey, paths: Record<string, 'card' | 'table'>): RouteObject[] {
  const { title, menuMarker, tree } = ZONES[zone];
  return Object.entries(paths).map(([path, mode]) => ({
    path,
    element: <ZonePage zone={zone} mode={mode} />,
    handle: handle({ title, listPage: true, zone: { marker: menuMarker ?? {}, tree } }),
  }));
}

/**
 * One buyer page under several paths (the spec's aliases). `guarded` false: a parent
 * route (the member layout) has checked the session already.
 */
function aliasRoutes(
  paths: string[],
  page: ReactNode,
  title: string,
  guarded = true,
): RouteObject[] {
  return paths.map((path) => ({
    path,
    element: guarded ? <RequireLogin>{page}</RequireLogin> : page,
    handle: handle({ title }),
  }));
}

/** /order/wl/:id and /order_wddd_wl/:id: logistics is shown on the order detail. */
function LogisticsRedirect() {
  return <Navigate to={`/order/info/${useParams().id ?? ''}`} replace />;
}

const listHandle = handle({ title: '商品列表', listPage: true });
const searchHandle = handle({ title: '搜索结果', listPage: true });
const registerHandle = handle({ title: '用户注册' });

/** Spec section 2's route table, for the pages built so far. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        element: <MainLayout />,
        children: [
          {
            index: true,
            element: <HomePage />,
            handle: handle({ title: '首页', pinCategoryMenu: true }),
          },
          { path: 'list', element: <ListPage mode="card" />, handle: listHandle },
          { path: 'list/table', element: <ListPage mode="table" />, handle: listHandle },
          { path: 'list/no_image', element: <ListPage mode="text" />, handle: listHandle },
          {
            path: 'list/info/:id',
            element: <GoodsDetailPage />,
            handle: handle({ title: '商品详情' }),
          },
          {
            path: 'list/info-pt/:id',
            element: <GoodsDetailPage groupBuy />,
            handle: handle({ title: '拼团商品详情' }),
          },
          { path: 'search', element: <SearchPage mode="card" />, handle: searchHandle },
          { path: 'search_index', element: <SearchPage mode="card" />, handle: searchHandle },
          { path: 'search/table', element: <SearchPage mode="table" />, handle: searchHandle },
          { path: 'search_table', element: <SearchPage mode="table" />, handle: searchHandle },
          ...zoneRoutes('yx', {
            yx: 'card',
            yx_index: 'card',
            'yx/table': 'table',
            yx_table: 'table',
          }),
          ...zoneRoutes('qxzq', { qxzq: 'card' }),
          ...zoneRoutes('bjp', { bjp: 'card' }),
          ...zoneRoutes('zyyp', { zyyp: 'card' }),
          ...zoneRoutes('zszq', { zszq: 'card' }),
          ...zoneRoutes('jxqzc', { jxqzc: 'card' }),
          ...zoneRoutes('kxzq', { kxzq: 'card' }),
          ...['star', 'zzfw_wdsc'].map((path) => ({
            path,
            element: (
              <RequireLogin>
                <FavoritesPage />
              </RequireLogin>
            ),
            handle: handle({ title: '我的收藏' }),
          })),
          {
            path: 'user',
            element: (
              <RequireLogin>
                <UserCenterPage />
              </RequireLogin>
            ),
            handle: handle({ title: '会员中心' }),
          },
          // Spec section 2, cart: steps 1-4 and the pay variant /cart/hm.
          ...aliasRoutes(['cart'], <CartPage />, '购物车'),
          ...aliasRoutes(['cart/step2'], <OrderCheckPage />, '确认订单'),
          ...aliasRoutes(['cart/step3/:id', 'cart/hm'], <PayPage />, '支付订单'),
          ...aliasRoutes(['cart/step4'], <PayResultPage />, '支付完成'),
          {
            // The member area: side menu, login required.
            element: (
              <RequireLogin>
                <MemberLayout />
              </RequireLogin>
            ),
            children: [
              ...aliasRoutes(['order', 'order_wddd_index'], <OrderListPage />, '我的订单', false),
              ...aliasRoutes(
                ['order/info/:id', 'order_wddd_info/:id'],
                <OrderDetailPage />,
                '订单详情',
                false,
              ),
              ...aliasRoutes(['addr', 'zhzx_shdz'], <AddressPage />, '收货地址', false),
              ...aliasRoutes(['wdqb_yegl', 'yegl'], <BalancePage />, '我的余额', false),
            ],
          },
          { path: 'order_wddd', element: <Navigate to="/order" replace /> },
          { path: 'order/wl/:id', element: <LogisticsRedirect /> },
          { path: 'order_wddd_wl/:id', element: <LogisticsRedirect /> },
          { path: '404', element: <NotFoundPage />, handle: handle({ title: '页面不存在' }) },
          {
            path: 'loading',
            element: <LoadingPage />,
            handle: handle({ title: '加载中', noScrollTop: true }),
          },
        ],
      },
      {
        element: <LoginLayout />,
        children: [
          { path: 'login', element: <LoginPage />, handle: handle({ title: '欢迎登录' }) },
          { path: 'register', element: <Navigate to="/register/step1" replace /> },
          { path: 'register_index', element: <Navigate to="/register/step1" replace /> },
          { path: 'register/step1', element: <RegisterPage step={1} />, handle: registerHandle },
          { path: 'register/step2', element: <RegisterPage step={2} />, handle: registerHandle },
          { path: 'register/step3', element: <RegisterPage step={3} />, handle: registerHandle },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
