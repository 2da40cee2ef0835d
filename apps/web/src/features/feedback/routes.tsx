import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { aliasRoutes } from '../../components/alias-routes';

const FeedbackPage = lazy(() =>
  import('./FeedbackPage').then((m) => ({ default: m.FeedbackPage })),
);

/** Under the member area (login checked there). */
export const feedbackRoutes: RouteObject[] = aliasRoutes(
  ['yjfk', 'zzfw_yjfk'],
  <FeedbackPage />,
  '意见反馈',
  false,
);
