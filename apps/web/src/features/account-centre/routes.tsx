import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { aliasRoutes } from '../../components/alias-routes';

const BasicPage = lazy(() => import('./BasicPage').then((m) => ({ default: m.BasicPage })));
const CredentialsPage = lazy(() =>
  import('./CredentialsPage').then((m) => ({ default: m.CredentialsPage })),
);

/** Account centre /basic and /zzzj: member pages (the member area has checked the session). */
export const accountCentreRoutes: RouteObject[] = [
  // The section names themselves (账户中心, 自助服务) open their first page.
  { path: 'zhzx', element: <Navigate to="/basic" replace /> },
  { path: 'zzfw', element: <Navigate to="/kjcg" replace /> },
  { path: 'zhzx_jcxx', element: <Navigate to="/basic" replace /> },
  ...aliasRoutes(['basic', 'jcxx_index'], <BasicPage />, '基础信息', false),
  ...aliasRoutes(['zzzj', 'jcxx_zzzj'], <CredentialsPage />, '资质证件', false),
];
