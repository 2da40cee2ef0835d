import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_RE, newIdempotencyKey } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('makes keys the server accepts, different every time', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).toMatch(IDEMPOTENCY_KEY_RE);
    expect(a).not.toBe(b);
  });

  it('falls back to getRandomValues outside secure contexts', () => {
    const insecure = {
      getRandomValues: <T extends ArrayBufferView>(array: T) => crypto.getRandomValues(array),
    } as unknown as Crypto;
    const key = newIdempotencyKey(insecure);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).toMatch(IDEMPOTENCY_KEY_RE);
  });
});
