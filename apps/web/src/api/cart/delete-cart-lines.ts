import type { CartLine } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import type { CartCount } from './add-to-cart';
import { patchCartNum, refreshCart } from './cart-cache';

/** Removes cart lines by id; answers the lines left in the cart. */
export async function deleteCartLines(lines: Pick<CartLine, 'id'>[]): Promise<CartCount> {
  const ids = lines.map((l) => l.id);
  return (await api.post<CartCount>('/api/cart/batch-delete', { body: { ids } })).data;
}

export function useDeleteCartLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lines: Pick<CartLine, 'id' | 'number' | 'goods'>[]) => deleteCartLines(lines),
    // Deleting asks first; a refusal is shown after that dialog closes (spec section 8).
    meta: { inlineErrors: true },
    onSuccess: ({ total }, lines) => {
      for (const line of lines) patchCartNum(queryClient, line.goods.id, -line.number);
      return refreshCart(queryClient, total);
    },
  });
}
