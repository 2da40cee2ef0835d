import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { aliasRoutes } from '../../components/alias-routes';

const QuickBuyPage = lazy(() =>
  import('./QuickBuyPage').then((m) => ({ default: m.QuickBuyPage })),
);

/** /kjcg (/zzfw_kjcg): inside the member area, which has checked the session. */
export const quickbuyRoutes: RouteObject[] = aliasRoutes(
  ['kjcg', 'zzfw_kjcg'],
  <QuickBuyPage />,
  '快捷采购',
  false,
);
