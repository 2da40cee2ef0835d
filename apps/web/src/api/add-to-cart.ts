import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchCartNum, refreshCart } from './cart-cache';
import type { CartLineInput } from './cart-types';
import { api, type QueryParams } from './client';

export type CartCount = { total: number };

/** Lines per call the server accepts in `lines`. */
export const MAX_LINES_PER_ADD = 50;

/** One line goes as plain fields; several go as a JSON array in `lines`. */
function addBody(input: CartLineInput | CartLineInput[]): QueryParams {
  if (!Array.isArray(input)) return input;
  return { lines: JSON.stringify(input.slice(0, MAX_LINES_PER_ADD)) };
}

/**
 * POST /api/cart. Refusals the buyer must answer come back as ApiError: 411 (credentials,
 * msg holds a link), 412 (over the activity limit, resend with is_yj=1), 422 (quantity).
 */
export async function addToCart(input: CartLineInput | CartLineInput[]): Promise<CartCount> {
  return (await api.post<CartCount>('/api/cart', { body: addBody(input) })).data;
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    // The add button shows 411/412/422 itself (lib/add-to-cart-errors.ts).
    meta: { inlineErrors: true },
    onSuccess: ({ total }, input) => {
      for (const line of Array.isArray(input) ? input : [input])
        patchCartNum(queryClient, line.goods_id, line.number);
      return refreshCart(queryClient, total);
    },
  });
}
