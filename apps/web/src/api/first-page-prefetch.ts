import type { QueryClient } from '@tanstack/react-query';
import { goodsDetailQueryOptions } from './catalog/get-goods-detail';
import { hotGoodsQueryOptions } from './catalog/get-hot-goods';
import { recommendedGoodsQueryOptions } from './catalog/get-recommended-goods';
import { focusQueryOptions } from './content/get-focus';
import { flashDayQuery } from './flash/get-flash-day';

/**
 * Asks for the data of the page the browser opened while that page's code is
 * still on its way, instead of after it (a waterfall: entry script, page
 * chunk, then the page's requests). Home and goods detail are the pages
 * people land on; their data does not wait for the user state either.
 */
export function prefetchFirstPage(client: QueryClient, pathname: string) {
  if (pathname === '/') {
    for (const position of ['home', 'zone', 'promo', 'right'] as const)
      void client.prefetchQuery(focusQueryOptions(position));
    void client.prefetchQuery(hotGoodsQueryOptions());
    void client.prefetchInfiniteQuery(recommendedGoodsQueryOptions());
    void client.prefetchQuery(flashDayQuery);
    return;
  }
  const detail = /^\/list\/info\/(\d+)$/.exec(pathname);
  if (detail) void client.prefetchQuery(goodsDetailQueryOptions(Number(detail[1])));
}
