import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useUserInfo } from '../api/get-user-info';
import { loginPath } from '../lib/login-path';
import { PageSpinner } from './PageSpinner';

/** Pages for buyers only: visitors go to /login and come back afterwards. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { user, isPending, isError } = useUserInfo();
  const location = useLocation();
  if (isPending) return <PageSpinner />;
  if (!user && !isError) {
    return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  }
  if (!user) return null;
  return children;
}
