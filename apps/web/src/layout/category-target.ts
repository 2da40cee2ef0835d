/**
 * Spec section 2: a category opens /list?select={id} plus the channel's marker; from a
 * list page it goes through /loading so the list starts afresh.
 */
export function categoryTarget(
  id: number,
  marker: Record<string, string> = {},
  viaLoading = false,
): string {
  const query = new URLSearchParams({ select: String(id), ...marker }).toString();
  if (!viaLoading) return `/list?${query}`;
  return `/loading?${new URLSearchParams({ path: '/list', query }).toString()}`;
}
