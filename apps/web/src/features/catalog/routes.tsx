import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { ListMode } from '../../components/goods-list/list-modes';
import { routeHandle } from '../../lib/route-handle';
import { CHANNELS, type ChannelKey } from './channels/channels';

// Every page is its own chunk; only the shell (layouts, header, footer) loads up front.
const HomePage = lazy(() => import('./home/HomePage').then((m) => ({ default: m.HomePage })));
const ListPage = lazy(() => import('./list/ListPage').then((m) => ({ default: m.ListPage })));
const ListOtherPage = lazy(() =>
  import('./list/ListOtherPage').then((m) => ({ default: m.ListOtherPage })),
);
const SearchPage = lazy(() =>
  import('./search/SearchPage').then((m) => ({ default: m.SearchPage })),
);
const GoodsDetailPage = lazy(() =>
  import('./detail/GoodsDetailPage').then((m) => ({ default: m.GoodsDetailPage })),
);
const PreferredRulesPage = lazy(() =>
  import('./channels/PreferredRulesPage').then((m) => ({ default: m.PreferredRulesPage })),
);
const ControlledZoneGoodsPage = lazy(() =>
  import('./channels/ControlledZoneGoodsPage').then((m) => ({
    default: m.ControlledZoneGoodsPage,
  })),
);
const ChannelPage = lazy(() =>
  import('./channels/ChannelPage').then((m) => ({ default: m.ChannelPage })),
);

/** A goods channel and its aliases; each path is a list page with the channel's marker. */
function channelRoutes(channel: ChannelKey, paths: Record<string, ListMode>): RouteObject[] {
  const { title, menuMarker, tree } = CHANNELS[channel];
  return Object.entries(paths).map(([path, mode]) => ({
    path,
    element: <ChannelPage channel={channel} mode={mode} />,
    handle: routeHandle({ title, listPage: true, channel: { marker: menuMarker ?? {}, tree } }),
  }));
}

const listHandle = routeHandle({ title: '商品列表', listPage: true });
const searchHandle = routeHandle({ title: '搜索结果', listPage: true });

/** Spec section 2: home, the list in its displays, goods detail, the channels, search. */
export const catalogRoutes: RouteObject[] = [
  {
    index: true,
    element: <HomePage />,
    handle: routeHandle({ title: '首页', pinCategoryMenu: true }),
  },
  { path: 'list', element: <ListPage mode="card" />, handle: listHandle },
  { path: 'list/table', element: <ListPage mode="table" />, handle: listHandle },
  { path: 'list/no_image', element: <ListPage mode="text" />, handle: listHandle },
  { path: 'list/other/:id/:name?', element: <ListOtherPage />, handle: listHandle },
  {
    path: 'list/info/:id',
    element: <GoodsDetailPage />,
    handle: routeHandle({ title: '商品详情' }),
  },
  // list/info-pt/:id (the group-buy variant) is the group-buy feature's page.
  ...channelRoutes('kxzq', { kxzq: 'card', 'kxzq/new': 'card' }),
  {
    path: 'kxzq/goods/:url/:ads?',
    element: <ControlledZoneGoodsPage />,
    handle: routeHandle({
      title: '控销专区',
      listPage: true,
      channel: { marker: {}, tree: 'category' },
    }),
  },
  ...channelRoutes('qxzq', { qxzq: 'card' }),
  ...channelRoutes('bjp', { bjp: 'card' }),
  ...channelRoutes('jxqzc', { jxqzc: 'card' }),
  ...channelRoutes('zszq', { zszq: 'card' }),
  ...channelRoutes('zyyp', { zyyp: 'card' }),
  ...channelRoutes('yx', { yx: 'card', yx_index: 'card', 'yx/table': 'table', yx_table: 'table' }),
  ...['yx_rule', 'yx/rule'].map((path) => ({
    path,
    element: <PreferredRulesPage />,
    handle: routeHandle({ title: '优选专区规则' }),
  })),
  { path: 'search', element: <SearchPage mode="card" />, handle: searchHandle },
  { path: 'search_index', element: <SearchPage mode="card" />, handle: searchHandle },
  { path: 'search/table', element: <SearchPage mode="table" />, handle: searchHandle },
  { path: 'search_table', element: <SearchPage mode="table" />, handle: searchHandle },
];
