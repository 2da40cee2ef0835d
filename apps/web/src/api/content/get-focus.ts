import type { Focus } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';

/** Ad positions of docs/api.md; `home` is the home carousel (GET /api/focus). */
export type FocusPosition =
  | 'home'
  | 'top'
  | 'right'
  | 'login'
  | 'zone'
  | 'promo'
  | 'yx'
  | 'kxzq'
  | 'qxzq'
  | 'bjp'
  | 'zyzq'
  | 'zszq'
  | 'jxqzc'
  | 'ppzq'
  | 'jmzq'
  | 'xrtj';

export async function getFocus(position: FocusPosition, signal?: AbortSignal): Promise<Focus[]> {
  const path = position === 'home' ? '/api/focus' : `/api/focus/${position}`;
  return (await api.get<Focus[]>(path, { signal })).data;
}

export const focusQueryOptions = (position: FocusPosition) =>
  queryOptions({
    queryKey: ['focus', position],
    queryFn: ({ signal }) => getFocus(position, signal),
    staleTime: 5 * 60_000,
  });

export const useFocus = (position: FocusPosition) => useQuery(focusQueryOptions(position));
