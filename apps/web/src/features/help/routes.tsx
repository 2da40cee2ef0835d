import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { routeHandle } from '../../lib/route-handle';
import { HELP_PAGES, helpPagePaths } from './help-pages';

const HelpLayout = lazy(() => import('./HelpLayout').then((m) => ({ default: m.HelpLayout })));
const HelpIndexPage = lazy(() =>
  import('./HelpIndexPage').then((m) => ({ default: m.HelpIndexPage })),
);
const HelpArticlePage = lazy(() =>
  import('./HelpArticlePage').then((m) => ({ default: m.HelpArticlePage })),
);
const NewsListPage = lazy(() =>
  import('./NewsListPage').then((m) => ({ default: m.NewsListPage })),
);
const NewsInfoPage = lazy(() =>
  import('./NewsInfoPage').then((m) => ({ default: m.NewsInfoPage })),
);
const SjzzPage = lazy(() => import('./SjzzPage').then((m) => ({ default: m.SjzzPage })));

/** Help centre and news (anyone may read), each inside its own menu; the shop's licences. */
export const helpRoutes: RouteObject[] = [
  {
    element: <HelpLayout />,
    children: [
      { path: 'help', element: <HelpIndexPage />, handle: routeHandle({ title: '帮助中心' }) },
      ...Object.entries(HELP_PAGES).flatMap(([page, title]) => {
        const [group, slug] = page.split('/') as [string, string];
        return helpPagePaths(page).map((path) => ({
          path,
          element: <HelpArticlePage key={path} group={group} slug={slug} />,
          handle: routeHandle({ title }),
        }));
      }),
      // Articles the console adds later answer at their alias path.
      {
        path: 'help/:group/:slug',
        element: <HelpArticlePage />,
        handle: routeHandle({ title: '帮助中心' }),
      },
    ],
  },
  {
    element: <HelpLayout section="news" />,
    children: [
      ...['news', 'news/:type'].map((path) => ({
        path,
        element: <NewsListPage />,
        handle: routeHandle({ title: '新闻资讯' }),
      })),
      {
        path: 'news/info/:id/:type',
        element: <NewsInfoPage />,
        handle: routeHandle({ title: '新闻资讯' }),
      },
    ],
  },
  ...['sjzz', 'zzfw_sjzz'].map((path) => ({
    path,
    element: <SjzzPage />,
    handle: routeHandle({ title: '商家资质' }),
  })),
];
