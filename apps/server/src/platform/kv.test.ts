import { describe, expect, it } from 'vitest';
import { type Kv, memoryKv, redisKv } from './kv.ts';

function behaves(make: () => Kv) {
  it('counts within the window and forgets after it', async () => {
    const kv = make();
    const key = `t:${Math.random()}`;
    expect(await kv.incr(key, 1)).toBe(1);
    expect(await kv.incr(key, 1)).toBe(2);
    expect(await kv.get(key)).toBe(2);
    await kv.del(key);
    expect(await kv.get(key)).toBe(0);
    await kv.close();
  });

  it('lets exactly one caller claim a key', async () => {
    const kv = make();
    const key = `c:${Math.random()}`;
    const results = await Promise.all(Array.from({ length: 20 }, () => kv.claim(key, 5)));
    expect(results.filter(Boolean)).toHaveLength(1);
    await kv.del(key);
    await kv.close();
  });
}

describe('memoryKv', () => {
  behaves(() => memoryKv());

  it('expires keys by their time to live', async () => {
    let now = 1_000;
    const kv = memoryKv(() => now);
    await kv.claim('k', 60);
    now += 59_000;
    expect(await kv.claim('k', 60)).toBe(false);
    now += 2_000;
    expect(await kv.claim('k', 60)).toBe(true);
    await kv.close();
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('redisKv', () => {
  behaves(() => redisKv(process.env.TEST_REDIS_URL!, `test:${process.pid}:`));
});
