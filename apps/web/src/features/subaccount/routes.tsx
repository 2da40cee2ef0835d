import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { aliasRoutes } from '../../components/alias-routes';

const ChildPage = lazy(() => import('./ChildPage').then((m) => ({ default: m.ChildPage })));
const StoresPage = lazy(() => import('./StoresPage').then((m) => ({ default: m.StoresPage })));

/** Member pages (the member area has checked the session): sub-accounts and stores. */
export const subaccountRoutes: RouteObject[] = [
  ...aliasRoutes(['child', 'zhzx_child'], <ChildPage />, '子账号管理', false),
  ...aliasRoutes(['ddgl', 'zhzx_ddgl'], <StoresPage />, '门店管理', false),
];
