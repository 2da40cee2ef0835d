import type { CartLineInput } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type QueryParams } from '../client';
import { patchCartNum, refreshCart } from './cart-cache';

export type CartCount = { total: number };

/** Lines per call the server accepts in `params`. */
export const MAX_LINES_PER_ADD = 50;

/** `POST /api/cart {params}`: the list of lines (spec section 7). */
function addBody(input: CartLineInput | CartLineInput[]): QueryParams {
  const lines = Array.isArray(input) ? input : [input];
  return { params: lines.slice(0, MAX_LINES_PER_ADD) };
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
    // The add button shows 411/412/422 itself (components/cart-add-errors.tsx).
    meta: { inlineErrors: true },
    onSuccess: ({ total }, input) => {
      for (const line of Array.isArray(input) ? input : [input])
        patchCartNum(queryClient, line.goods_id, line.number);
      return refreshCart(queryClient, total);
    },
  });
}
