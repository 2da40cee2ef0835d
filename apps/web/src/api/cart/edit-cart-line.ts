import type { CartLine } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { patchCartNum, refreshCart } from './cart-cache';

export type EditCartLineInput = { line: Pick<CartLine, 'id' | 'number' | 'goods'>; number: number };

/** Sets a line's quantity; the server answers the updated line (new tier price, amount). */
export async function editCartLine({ line, number }: EditCartLineInput): Promise<CartLine> {
  return (await api.post<CartLine>(`/api/cart/${line.id}/edit`, { body: { params: { number } } }))
    .data;
}

export function useEditCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editCartLine,
    // The quantity box shows a refusal itself and goes back to the line's number.
    meta: { inlineErrors: true },
    onSuccess: (updated, { line }) => {
      patchCartNum(queryClient, line.goods.id, updated.number - line.number);
      return refreshCart(queryClient);
    },
  });
}
