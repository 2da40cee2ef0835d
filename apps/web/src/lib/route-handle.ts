import { useMatches } from 'react-router';

export type CategoryTree = 'category' | 'category_zy' | 'category_zs';

/** Static facts a route declares in its `handle`. */
export type RouteHandle = {
  title?: string;
  /** Keep the scroll position as it is when arriving (spec: no-scroll-top flag). */
  noScrollTop?: boolean;
  /** The category menu stays open (home). */
  pinCategoryMenu?: boolean;
  /** A list page: category clicks go through /loading to start the list afresh. */
  listPage?: boolean;
  /** The goods channel's marker added to category links, and its category tree. */
  channel?: { marker: Record<string, string>; tree: CategoryTree };
};

/** The route handles from root to leaf merged, the deepest route winning. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return Object.assign({}, ...matches.map((m) => (m.handle ?? {}) as RouteHandle));
}

/** Types a handle where its route is declared (a RouteObject's handle is `any`). */
export const routeHandle = (h: RouteHandle) => h;
