import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ttlCache } from './ttl-cache.ts';

// A stale entry's background refresh must not bring back what was forgotten
// while it ran: the buyer sessions cache (serveStale) is forgotten on logout
// (REVOKED) and on a company's freeze (COMPANY_CHANGED), and a refresh begun
// before either read the session as still valid.

async function staleWithSlowRefresh() {
  const cache = ttlCache<string | null>(1000, 10, { serveStale: true });
  expect(await cache.get('tok', async () => 'buyer')).toBe('buyer');
  vi.advanceTimersByTime(1001);
  let finish: (v: string | null) => void = () => {};
  // The refresh read the row before the logout deleted it.
  const slow = () => new Promise<string | null>((r) => (finish = r));
  expect(await cache.get('tok', slow)).toBe('buyer');
  return { cache, finish: (v: string | null) => finish(v) };
}

describe('ttlCache serveStale: a refresh in flight never undoes a delete', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a key deleted while its refresh runs is read again afterwards', async () => {
    const { cache, finish } = await staleWithSlowRefresh();
    cache.delete('tok'); // logout: REVOKED
    finish('buyer');
    await vi.runAllTimersAsync();
    const reread = vi.fn(async () => null);
    expect(await cache.get('tok', reread)).toBeNull();
    expect(reread).toHaveBeenCalledTimes(1);
  });

  it('a clear while a refresh runs is not undone either', async () => {
    const { cache, finish } = await staleWithSlowRefresh();
    cache.clear(); // a company frozen: COMPANY_CHANGED
    finish('buyer (not frozen)');
    await vi.runAllTimersAsync();
    expect(await cache.get('tok', async () => 'buyer (frozen)')).toBe('buyer (frozen)');
  });

  it('a newer load after the delete is not overwritten by the older refresh', async () => {
    const { cache, finish } = await staleWithSlowRefresh();
    cache.delete('tok');
    expect(await cache.get('tok', async () => 'newer')).toBe('newer');
    finish('older');
    await vi.runAllTimersAsync();
    expect(await cache.get('tok', async () => 'unused')).toBe('newer');
  });
});

describe('ttlCache deleteWhere: one company changed forgets only its sessions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('forgets the matching values and every load still running, keeps the rest', async () => {
    const cache = ttlCache<{ company: number }>(1000, 10);
    await cache.get('a', async () => ({ company: 1 }));
    await cache.get('b', async () => ({ company: 2 }));
    let finish: (v: { company: number }) => void = () => {};
    // A load begun before the change may have read the company as it was.
    const running = cache.get('c', () => new Promise((r) => (finish = r)));
    cache.deleteWhere((v) => v.company === 1);
    finish({ company: 2 });
    await running;
    const reread = vi.fn(async () => ({ company: 9 }));
    expect(await cache.get('a', reread)).toEqual({ company: 9 });
    expect(await cache.get('c', reread)).toEqual({ company: 9 });
    expect(reread).toHaveBeenCalledTimes(2);
    expect(await cache.get('b', reread)).toEqual({ company: 2 });
    expect(reread).toHaveBeenCalledTimes(2);
  });

  it('a matching entry whose refresh runs is not brought back by it', async () => {
    const cache = ttlCache<{ company: number }>(1000, 10, { serveStale: true });
    await cache.get('tok', async () => ({ company: 1 }));
    vi.advanceTimersByTime(1001);
    let finish: (v: { company: number }) => void = () => {};
    await cache.get('tok', () => new Promise((r) => (finish = r)));
    cache.deleteWhere((v) => v.company === 1);
    finish({ company: 1 });
    await vi.runAllTimersAsync();
    expect(await cache.get('tok', async () => ({ company: 7 }))).toEqual({ company: 7 });
  });
});
