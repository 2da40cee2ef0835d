/** Spec section 9: the cart badge counts up to 99, then shows 99+. */
export const CART_BADGE_MAX = 99;

/** The badge text for a line count; empty (no badge) for an empty cart. */
export function cartBadgeText(total: number | undefined): string {
  if (!total || total <= 0 || !Number.isFinite(total)) return '';
  return total > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(Math.floor(total));
}

/** Spec section 4: on the cart pages the drawer and the badge are hidden. */
export function isCartPath(pathname: string): boolean {
  return /^\/cart(\/|$)/.test(pathname);
}
