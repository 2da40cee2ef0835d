import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { aliasRoutes } from '../../components/alias-routes';

const MessagesPage = lazy(() =>
  import('./MessagesPage').then((m) => ({ default: m.MessagesPage })),
);

/** Under the member area (login checked there). */
export const messagesRoutes: RouteObject[] = aliasRoutes(
  ['wdxx', 'zhzx_wdxx'],
  <MessagesPage />,
  '我的消息',
  false,
);
