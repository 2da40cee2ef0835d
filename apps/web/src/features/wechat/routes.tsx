import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { aliasRoutes } from '../../components/alias-routes';

const BindWechatPage = lazy(() =>
  import('./BindWechatPage').then((m) => ({ default: m.BindWechatPage })),
);

/** Member pages (under the member area, which checks the session). */
export const wechatRoutes: RouteObject[] = aliasRoutes(
  ['bdwx', 'zhzx_bdwx'],
  <BindWechatPage />,
  '绑定微信',
  false,
);
