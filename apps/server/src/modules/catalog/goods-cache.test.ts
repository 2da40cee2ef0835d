import { describe, expect, it, vi } from 'vitest';
import { goodsCache } from './goods-cache.ts';
import type { GoodsRow } from './repo.ts';

const row = (id: number, name: string) => ({ id, name }) as GoodsRow;

describe('goodsCache', () => {
  it('loads missing rows once and answers from memory within the TTL', async () => {
    const load = vi.fn(async (ids: number[]) => ids.map((id) => row(id, `g${id}`)));
    const cache = goodsCache(load, 1000);
    expect([...(await cache.getMany([1, 2])).keys()]).toEqual([1, 2]);
    await cache.getMany([2, 1]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads a row once for concurrent requests that miss it together', async () => {
    const load = vi.fn(async (ids: number[]) => ids.map((id) => row(id, `g${id}`)));
    const cache = goodsCache(load, 1000);
    const pages = await Promise.all(Array.from({ length: 50 }, () => cache.getMany([1, 2, 3])));
    expect(pages.every((p) => p.size === 3)).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the misses of requests arriving together in one query', async () => {
    const load = vi.fn(async (ids: number[]) => ids.map((id) => row(id, `g${id}`)));
    const cache = goodsCache(load, 1000);
    const [a, b] = await Promise.all([cache.getMany([1, 2]), cache.getMany([3, 4])]);
    expect([...a.keys(), ...b.keys()]).toEqual([1, 2, 3, 4]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]![0].sort()).toEqual([1, 2, 3, 4]);
  });

  it('fails the requests waiting on a failed load, and loads again next time', async () => {
    let fail = true;
    const cache = goodsCache(async (ids) => {
      if (fail) throw new Error('database down');
      return ids.map((id) => row(id, 'x'));
    }, 1000);
    const both = await Promise.allSettled([cache.getMany([1, 2]), cache.getMany([2, 1])]);
    expect(both.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect((await cache.getMany([1, 2])).size).toBe(2);
  });

  it('skips ids that do not load (hidden or unknown)', async () => {
    const cache = goodsCache(
      async (ids) => ids.filter((id) => id !== 9).map((id) => row(id, 'x')),
      1000,
    );
    expect([...(await cache.getMany([1, 9])).keys()]).toEqual([1]);
  });

  it('answers a stale row while refreshing it, then the fresh one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let name = 'old';
    const cache = goodsCache(async (ids) => ids.map((id) => row(id, name)), 1000);
    await cache.getMany([1]);
    name = 'new';
    vi.advanceTimersByTime(1001);
    expect((await cache.getMany([1])).get(1)?.name).toBe('old');
    await new Promise((r) => setImmediate(r));
    expect((await cache.getMany([1])).get(1)?.name).toBe('new');
    vi.useRealTimers();
  });

  it('drops a row that disappeared on refresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let visible = true;
    const cache = goodsCache(async (ids) => (visible ? ids.map((id) => row(id, 'x')) : []), 1000);
    await cache.getMany([1]);
    visible = false;
    vi.advanceTimersByTime(1001);
    await cache.getMany([1]);
    await new Promise((r) => setImmediate(r));
    expect((await cache.getMany([1])).has(1)).toBe(false);
    vi.useRealTimers();
  });
});
