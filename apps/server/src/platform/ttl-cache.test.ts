import { describe, expect, it, vi } from 'vitest';
import { ttlCache } from './ttl-cache.ts';

describe('ttlCache', () => {
  it('loads once within the time to live, again after it', async () => {
    vi.useFakeTimers();
    const cache = ttlCache<number>(1000);
    const load = vi.fn(async () => 42);
    expect(await cache.get('k', load)).toBe(42);
    expect(await cache.get('k', load)).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('runs a lazy thenable (a query builder) once, however many read it', async () => {
    const cache = ttlCache<number>(60_000);
    let runs = 0;
    // Like a Drizzle query: nothing runs until then() is called, and each then() runs it.
    // biome-ignore lint/suspicious/noThenProperty: the point of the test is a lazy thenable.
    const lazy = { then: (ok: (v: number) => void) => ok(++runs) } as unknown as Promise<number>;
    const load = () => lazy;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    expect(runs).toBe(1);
  });

  it('forgets a failed load', async () => {
    const cache = ttlCache<number>(60_000);
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('keeps at most maxEntries keys', async () => {
    const cache = ttlCache<number>(60_000, 2);
    const load = vi.fn(async () => 1);
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});

describe('ttlCache with serveStale', () => {
  it('answers the old value while one refresh runs, then the new one', async () => {
    vi.useFakeTimers();
    const cache = ttlCache<number>(1000, 10, { serveStale: true });
    expect(await cache.get('k', async () => 1)).toBe(1);
    vi.advanceTimersByTime(1001);
    let finish: (v: number) => void = () => {};
    const slow = vi.fn(() => new Promise<number>((r) => (finish = r)));
    expect(await cache.get('k', slow)).toBe(1);
    expect(await cache.get('k', slow)).toBe(1);
    expect(slow).toHaveBeenCalledTimes(1);
    finish(2);
    await vi.runAllTimersAsync();
    expect(await cache.get('k', slow)).toBe(2);
    vi.useRealTimers();
  });

  it('keeps the old value when a refresh fails, and tries again later', async () => {
    vi.useFakeTimers();
    const cache = ttlCache<number>(1000, 10, { serveStale: true });
    await cache.get('k', async () => 1);
    vi.advanceTimersByTime(1001);
    expect(await cache.get('k', async () => Promise.reject(new Error('down')))).toBe(1);
    await vi.runAllTimersAsync();
    expect(await cache.get('k', async () => 3)).toBe(1);
    await vi.runAllTimersAsync();
    expect(await cache.get('k', async () => 4)).toBe(3);
    vi.useRealTimers();
  });
});
