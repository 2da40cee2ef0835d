import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { aliasRoutes } from '../../components/alias-routes';

const FavoritesPage = lazy(() =>
  import('./FavoritesPage').then((m) => ({ default: m.FavoritesPage })),
);

export const favoritesRoutes: RouteObject[] = aliasRoutes(
  ['star', 'zzfw_wdsc'],
  <FavoritesPage />,
  '我的收藏',
);
