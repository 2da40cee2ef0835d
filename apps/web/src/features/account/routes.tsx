import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { aliasRoutes } from '../../components/alias-routes';
import { RequireLogin } from '../../components/RequireLogin';

const UserCenterPage = lazy(() =>
  import('./UserCenterPage').then((m) => ({ default: m.UserCenterPage })),
);
const MemberLayout = lazy(() =>
  import('./MemberLayout').then((m) => ({ default: m.MemberLayout })),
);

/** The member area (side menu, login required) around other features' member pages. */
export const memberArea = (children: RouteObject[]): RouteObject => ({
  element: (
    <RequireLogin>
      <MemberLayout />
    </RequireLogin>
  ),
  children,
});

/** /user, the member centre home, inside the member area's side menu. */
export const accountRoutes: RouteObject[] = [
  memberArea(aliasRoutes(['user'], <UserCenterPage />, '会员中心', false)),
];
