/** `/cart/step2?ids=1,2` and back: the cart lines being checked out travel in the URL. */
export const checkoutPath = (ids: number[]) => `/cart/step2?ids=${ids.join(',')}`;

export function parseIds(value: string | null): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isSafeInteger(n) && n > 0);
  return [...new Set(ids)];
}
