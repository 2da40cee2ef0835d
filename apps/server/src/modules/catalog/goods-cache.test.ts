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

  it('skips ids that do not load (hidden or unknown)', async () => {
    const cache = goodsCache(
      async (ids) => ids.filter((id) => id !== 9).map((id) => row(id, 'x')),
      1000,
    );
    expect([...(await cache.getMany([1, 9])).keys()]).toEqual([1]);
  });

  it('answers a stale row while refreshing it, then the fresh one', async () => {
    vi.useFakeTimers();
    let name = 'old';
    const cache = goodsCache(async (ids) => ids.map((id) => row(id, name)), 1000);
    await cache.getMany([1]);
    name = 'new';
    vi.advanceTimersByTime(1001);
    expect((await cache.getMany([1])).get(1)?.name).toBe('old');
    await vi.runAllTimersAsync();
    expect((await cache.getMany([1])).get(1)?.name).toBe('new');
    vi.useRealTimers();
  });

  it('drops a row that disappeared on refresh', async () => {
    vi.useFakeTimers();
    let visible = true;
    const cache = goodsCache(async (ids) => (visible ? ids.map((id) => row(id, 'x')) : []), 1000);
    await cache.getMany([1]);
    visible = false;
    vi.advanceTimersByTime(1001);
    await cache.getMany([1]);
    await vi.runAllTimersAsync();
    expect((await cache.getMany([1])).has(1)).toBe(false);
    vi.useRealTimers();
  });
});
