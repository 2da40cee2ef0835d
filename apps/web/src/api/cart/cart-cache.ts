import type { QueryClient } from '@tanstack/react-query';
import { userInfoQueryOptions } from '../account/get-user-info';
import { CART_QUERY_ROOT, GOODS_QUERY_ROOT } from '../query-keys';

export const cartTotalKey = [CART_QUERY_ROOT, 'total'] as const;

/**
 * After any cart change: the badge takes the server's new line count at once when the
 * answer carries it, and the cart list, the total and user info (its `cart` count)
 * are fetched again.
 */
export function refreshCart(queryClient: QueryClient, total?: number) {
  if (typeof total === 'number') queryClient.setQueryData(cartTotalKey, { total });
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [CART_QUERY_ROOT] }),
    queryClient.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey }),
  ]);
}

/**
 * Moves `cartNum` of one goods by `delta` in every cached list, page and detail, so
 * cards show what is in the cart without fetching the lists again.
 */
export function patchCartNum(queryClient: QueryClient, goodsId: number, delta: number) {
  if (delta === 0) return;
  const patch = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(patch);
    if (typeof value !== 'object' || value === null) return value;
    const record = value as Record<string, unknown>;
    if (record.id === goodsId && typeof record.cartNum === 'number')
      return { ...record, cartNum: Math.max(0, record.cartNum + delta) };
    if (Array.isArray(record.data)) return { ...record, data: patch(record.data) };
    if (Array.isArray(record.pages)) return { ...record, pages: patch(record.pages) };
    return value;
  };
  queryClient.setQueriesData({ queryKey: [GOODS_QUERY_ROOT] }, patch);
}
