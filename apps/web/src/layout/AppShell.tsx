import { App } from 'antd';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useConfig } from '../api/content/get-config';
import { registerFeedback } from '../lib/feedback';
import { usePageTitleStore } from '../lib/page-title';
import { useRouteHandle } from '../lib/route-handle';
import { consumeSessionChange, onStoreChangedElsewhere } from '../lib/session-flag';
import { useScrollMemory } from '../lib/use-scroll-memory';

/** The root route: antd's App context plus the rules every page shares. */
export function AppShell() {
  return (
    <App>
      <ShellEffects />
      <Outlet />
    </App>
  );
}

function ShellEffects() {
  const { message, modal, notification } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const handle = useRouteHandle();

  useEffect(() => {
    registerFeedback({ message, modal, notification, navigate: (to, o) => navigate(to, o) });
    return () => registerFeedback(null);
  }, [message, modal, notification, navigate]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after every navigation
  useEffect(() => {
    if (consumeSessionChange()) window.location.reload();
  }, [location.key]);

  useEffect(() => onStoreChangedElsewhere(() => window.location.reload()), []);

  useScrollMemory(handle.noScrollTop === true);
  useDocumentTitle(handle.title);
  return null;
}

/** 'page title - site title', the site title coming from get_config. */
function useDocumentTitle(routeTitle: string | undefined) {
  const override = usePageTitleStore((s) => s.override);
  const { data: config } = useConfig();
  const siteTitle = config?.site.title;
  const pageTitle = override ?? routeTitle;
  useEffect(() => {
    const parts = [pageTitle, siteTitle].filter(Boolean);
    if (parts.length > 0) document.title = parts.join(' - ');
  }, [pageTitle, siteTitle]);
}
