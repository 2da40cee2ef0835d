import type { StaffPermission } from '@shop/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject, redirect } from 'react-router';
import { staffSession } from './api/auth';
import { FullPageSpin } from './components/FullPageSpin';
import { RequirePermission } from './components/RequirePermission';
import { AppShell } from './layout/AppShell';
import { BASE, loginPath } from './lib/login-path';
import { allPages } from './pages';

/**
 * A route whose code is downloaded by its loader, and only for a logged-in
 * staff member: a visitor's first request is the session check, then the
 * login page, never the layout or a page (docs/decisions/2026-11-28-console-routes.md).
 */
function loadedRoute(
  session: () => Promise<unknown>,
  load: () => Promise<ComponentType>,
  permission?: StaffPermission,
): { loader: () => Promise<null>; Component: ComponentType } {
  let Page: ComponentType | undefined;
  return {
    loader: async () => {
      if (await session()) Page ??= await load();
      return null;
    },
    // Rendered only after its loader (and the layout's, which sends a visitor away) ran.
    Component: () => {
      if (!Page) return <FullPageSpin />;
      return permission ? (
        <RequirePermission permission={permission}>
          <Page />
        </RequirePermission>
      ) : (
        <Page />
      );
    },
  };
}

export function createRouter(queryClient: QueryClient) {
  // The layout's loader and the page's ask at once: one request answers both.
  let asking: Promise<unknown> | null = null;
  const session = () => {
    asking ??= staffSession(queryClient).finally(() => {
      asking = null;
    });
    return asking;
  };
  const layout = loadedRoute(session, () =>
    import('./layout/AdminLayout').then((m) => m.AdminLayout),
  );
  // The layout's loader sends a visitor to the login page, remembering where they were.
  const signedIn: LoaderFunction = async ({ request }) => {
    if (!(await session())) throw redirect(loginPath(new URL(request.url)));
    return layout.loader();
  };

  const routes: RouteObject[] = [
    {
      element: <AppShell />,
      hydrateFallbackElement: <FullPageSpin />,
      children: [
        {
          path: 'login',
          lazy: async () => ({
            Component: (await import('./features/auth/LoginPage')).LoginPage,
          }),
        },
        {
          ...layout,
          loader: signedIn,
          children: [
            ...allPages().map((p) => ({
              ...(p.path === '' ? { index: true as const } : { path: p.path }),
              ...loadedRoute(session, p.load, p.permission),
            })),
            {
              path: '*',
              ...loadedRoute(session, () => import('./layout/AdminLayout').then((m) => m.NotFound)),
            },
          ],
        },
      ],
    },
  ];
  return createBrowserRouter(routes, { basename: BASE });
}
