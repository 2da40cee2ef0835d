import type { Flag } from '@shop/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { GOODS_QUERY_ROOT } from '../query-keys';
import { FAVORITES_QUERY_ROOT } from './get-favorites';

export type ToggleFavoriteInput = { goodsId: number; favorite: boolean };

/** Adds or cancels one favourite; resolves with the server's message (收藏成功 ...). */
export async function toggleFavorite({ goodsId, favorite }: ToggleFavoriteInput) {
  const path = favorite ? '/api/favorite' : '/api/favorite/cancel';
  return (await api.post<null>(path, { body: { goods_ids: goodsId } })).msg;
}

/** Writes the new flag into every cached goods list, page and detail that shows the goods. */
function patchCachedGoods(queryClient: QueryClient, goodsId: number, isFavorite: Flag) {
  const patch = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(patch);
    if (typeof value !== 'object' || value === null) return value;
    const record = value as Record<string, unknown>;
    if (record.id === goodsId && 'is_favorite' in record)
      return { ...record, is_favorite: isFavorite };
    // Pages keep goods in `data`; infinite queries keep pages in `pages`.
    if (Array.isArray(record.data)) return { ...record, data: patch(record.data) };
    if (Array.isArray(record.pages)) return { ...record, pages: patch(record.pages) };
    return value;
  };
  queryClient.setQueriesData({ queryKey: [GOODS_QUERY_ROOT] }, patch);
}

export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavorite,
    onSuccess: (_msg, { goodsId, favorite }) => {
      patchCachedGoods(queryClient, goodsId, favorite ? 1 : 0);
      return queryClient.invalidateQueries({ queryKey: [FAVORITES_QUERY_ROOT] });
    },
  });
}
