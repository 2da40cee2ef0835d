import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { aliasRoutes } from '../../components/alias-routes';

const VarietyListPage = lazy(() =>
  import('./VarietyListPage').then((m) => ({ default: m.VarietyListPage })),
);
const VarietyAddPage = lazy(() =>
  import('./VarietyAddPage').then((m) => ({ default: m.VarietyAddPage })),
);
const VarietyInfoPage = lazy(() =>
  import('./VarietyInfoPage').then((m) => ({ default: m.VarietyInfoPage })),
);

/** 品种求购, under the member area (login checked there). */
export const varietyRoutes: RouteObject[] = [
  ...aliasRoutes(['pzqg'], <VarietyListPage />, '品种求购', false),
  ...aliasRoutes(['pzqg/add'], <VarietyAddPage />, '登记求购', false),
  ...aliasRoutes(['pzqg/info'], <VarietyInfoPage />, '求购详情', false),
  { path: 'zzfw_pzqg', element: <Navigate to="/pzqg" replace /> },
];
