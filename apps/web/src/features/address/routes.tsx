import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { aliasRoutes } from '../../components/alias-routes';

const AddressPage = lazy(() => import('./AddressPage').then((m) => ({ default: m.AddressPage })));

/** Member pages: the member area has checked the session. */
export const addressRoutes: RouteObject[] = aliasRoutes(
  ['addr', 'zhzx_shdz'],
  <AddressPage />,
  '收货地址',
  false,
);
