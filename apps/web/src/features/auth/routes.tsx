import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { routeHandle } from '../../lib/route-handle';

const LoginPage = lazy(() => import('./login/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() =>
  import('./register/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);

const RegisterWechatPage = lazy(() =>
  import('./register/RegisterWechatPage').then((m) => ({ default: m.RegisterWechatPage })),
);
const ForgetPage = lazy(() =>
  import('./forget/ForgetPage').then((m) => ({ default: m.ForgetPage })),
);

const forgetHandle = routeHandle({ title: '找回密码' });
const RegisterDdPage = lazy(() =>
  import('./register/RegisterDdPage').then((m) => ({ default: m.RegisterDdPage })),
);
const registerHandle = routeHandle({ title: '用户注册' });
const registerDdHandle = routeHandle({ title: '添加门店' });

/** Login and registration, shown under the login-style header. */
export const authRoutes: RouteObject[] = [
  { path: 'login', element: <LoginPage />, handle: routeHandle({ title: '欢迎登录' }) },
  { path: 'register', element: <Navigate to="/register/step1" replace /> },
  { path: 'register_index', element: <Navigate to="/register/step1" replace /> },
  { path: 'register/step1', element: <RegisterPage step={1} />, handle: registerHandle },
  { path: 'register/step2', element: <RegisterPage step={2} />, handle: registerHandle },
  { path: 'register/step3', element: <RegisterPage step={3} />, handle: registerHandle },
  { path: 'register/wechat', element: <RegisterWechatPage />, handle: registerHandle },
  { path: 'forget', element: <Navigate to="/forget/step1" replace /> },
  { path: 'forget/step1', element: <ForgetPage step={1} />, handle: forgetHandle },
  { path: 'forget/step2', element: <ForgetPage step={2} />, handle: forgetHandle },
  { path: 'forget/step3', element: <ForgetPage step={3} />, handle: forgetHandle },
  // The multi-store variant: a logged-in login adds a store (docs/api-subacct.md).
  { path: 'register_dd', element: <Navigate to="/register/dd/step1" replace /> },
  { path: 'register/dd/step1', element: <RegisterDdPage step={1} />, handle: registerDdHandle },
  { path: 'register/dd/step2', element: <RegisterDdPage step={2} />, handle: registerDdHandle },
  { path: 'register/dd/step3', element: <RegisterDdPage step={3} />, handle: registerDdHandle },
];
