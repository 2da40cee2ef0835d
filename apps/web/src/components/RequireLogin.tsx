import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useUserInfo } from '../api/account/get-user-info';
import { loginPath } from '../lib/login-path';
import { LoadFailed } from './LoadFailed';
import { PageSpinner } from './PageSpinner';

/** Pages for buyers only: visitors go to /login and come back afterwards. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const userInfo = useUserInfo();
  const location = useLocation();
  if (userInfo.isPending) return <PageSpinner />;
  if (userInfo.isVisitor) {
    return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  }
  if (!userInfo.user) return <LoadFailed what="用户信息" query={userInfo} />;
  return children;
}
