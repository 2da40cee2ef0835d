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

  it('keeps a small map of text, field by field', async () => {
    const kv = make();
    const key = `h:${Math.random()}`;
    expect(await kv.hgetall(key)).toEqual({});
    await kv.hset(key, '7', '{"a":1}', 60);
    await kv.hset(key, 'constructor', 'x', 60);
    expect(await kv.hgetall(key)).toEqual({ 7: '{"a":1}', constructor: 'x' });
    await kv.hdel(key, '7');
    expect(await kv.hgetall(key)).toEqual({ constructor: 'x' });
    await kv.hdel(key, 'constructor');
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
    await kv.hset('h', 'a', '1', 60);
    now += 61_000;
    expect(await kv.hgetall('h')).toEqual({});
    await kv.close();
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('redisKv', () => {
  behaves(() => redisKv(process.env.TEST_REDIS_URL!, `test:${process.pid}:`));
});
