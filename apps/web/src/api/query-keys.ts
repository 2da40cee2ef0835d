// Query-key roots: every query of an area lives under its root, so one
// invalidation (a favourite toggled, an order placed) refreshes them all.

export const GOODS_QUERY_ROOT = 'goods';
export const CART_QUERY_ROOT = 'cart';
export const ORDER_QUERY_ROOT = 'orders';
export const WALLET_QUERY_ROOT = 'wallet';
export const ADDRESS_QUERY_ROOT = 'addresses';
export const GROUPBUY_QUERY_ROOT = 'groupbuy';

/** The cart list's default filter: every line (spec section 9). */
export const ALL_CART_LINES = 99999;
