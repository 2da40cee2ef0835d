import type { Flag } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import type { CartCount } from './add-to-cart';
import { refreshCart } from './cart-cache';

/** `ids` of the lines to (de)select, or 'all' for every line in the cart. */
export type SelectCartLinesInput = { ids: number[] | 'all'; selected: boolean };

export async function selectCartLines({ ids, selected }: SelectCartLinesInput) {
  const is_selected: Flag = selected ? 1 : 0;
  const body = ids === 'all' ? { all: 1, is_selected } : { ids, is_selected };
  return (await api.post<CartCount>('/api/cart/batch-select', { body })).data;
}

export function useSelectCartLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectCartLines,
    onSuccess: ({ total }) => refreshCart(queryClient, total),
  });
}
