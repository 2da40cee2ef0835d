import { helpPages } from '@shop/contract/help-pages';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { routeHandle } from '../../lib/route-handle';

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

/**
 * Each help page's paths: `/help_{group}_{slug}` and its alias
 * `/help/{group}/{slug}`; 支付配送's overview is `/help_pay` (`/help/pay`).
 */
export const helpPagePaths = (group: string, slug: string) =>
  group === 'zfps' && slug === 'pay'
    ? ['help_pay', 'help/pay']
    : [`help_${group}_${slug}`, `help/${group}/${slug}`];

/** Help centre and news (anyone may read), inside the help menu; the shop's licences. */
export const helpRoutes: RouteObject[] = [
  {
    element: <HelpLayout />,
    children: [
      { path: 'help', element: <HelpIndexPage />, handle: routeHandle({ title: '帮助中心' }) },
      ...helpPages.flatMap((p) =>
        helpPagePaths(p.group, p.slug).map((path) => ({
          path,
          element: <HelpArticlePage key={path} group={p.group} slug={p.slug} />,
          handle: routeHandle({ title: p.title }),
        })),
      ),
      // Articles the console adds later answer at their alias path.
      {
        path: 'help/:group/:slug',
        element: <HelpArticlePage />,
        handle: routeHandle({ title: '帮助中心' }),
      },
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
