/**
 * A fresh idempotency key (docs/api-cart-order.md: 8-64 chars of [A-Za-z0-9_-]).
 * randomUUID exists only in secure contexts; a shop opened over plain http on a LAN
 * address still gets 128 random bits from getRandomValues.
 */
export function newIdempotencyKey(source: Crypto = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9_-]{8,64}$/;
