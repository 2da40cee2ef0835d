import { Redis } from 'ioredis';

// Short-lived counters and locks (login throttling, SMS once a minute). Shared
// through Redis when REDIS_URL is set so every server process sees the same
// counts; in-process otherwise.
export type Kv = {
  /** Adds `by` (default 1) to key, starting its expiry on first use; returns the new count. */
  incr(key: string, ttlSeconds: number, by?: number): Promise<number>;
  /** Sets key only if absent; true when this call set it. */
  claim(key: string, ttlSeconds: number): Promise<boolean>;
  get(key: string): Promise<number>;
  del(key: string): Promise<void>;
  /**
   * A small map of text under key (an index, such as the logins locked now):
   * set one field, (re)starting the whole map's expiry; read all; drop one.
   */
  hset(key: string, field: string, value: string, ttlSeconds: number): Promise<void>;
  hgetall(key: string): Promise<Record<string, string>>;
  hdel(key: string, field: string): Promise<void>;
  close(): Promise<void>;
  /**
   * True when every server process counts in these same counters (Redis, or
   * a single process); false for in-process counters of one of several
   * processes (WORKERS > 1 without REDIS_URL), which never see what another
   * process adds or gives back.
   */
  readonly shared: boolean;
};

export function memoryKv(now: () => number = Date.now, shared = true): Kv {
  const map = new Map<string, { value: number; expiresAt: number }>();
  const hashes = new Map<string, { fields: Map<string, string>; expiresAt: number }>();
  const alive = <T extends { expiresAt: number }>(m: Map<string, T>, key: string) => {
    const e = m.get(key);
    if (e && e.expiresAt <= now()) {
      m.delete(key);
      return undefined;
    }
    return e;
  };
  const live = (key: string) => alive(map, key);
  // Expired keys are dropped on read and swept now and then, so the map stays small.
  const sweep = setInterval(() => {
    for (const key of map.keys()) live(key);
    for (const key of hashes.keys()) alive(hashes, key);
  }, 60_000);
  sweep.unref();
  return {
    shared,
    async incr(key, ttl, by = 1) {
      const e = live(key);
      if (e) {
        e.value += by;
        return e.value;
      }
      map.set(key, { value: by, expiresAt: now() + ttl * 1000 });
      return by;
    },
    async claim(key, ttl) {
      if (live(key)) return false;
      map.set(key, { value: 1, expiresAt: now() + ttl * 1000 });
      return true;
    },
    async get(key) {
      return live(key)?.value ?? 0;
    },
    async del(key) {
      map.delete(key);
    },
    async hset(key, field, value, ttl) {
      const fields = alive(hashes, key)?.fields ?? new Map<string, string>();
      fields.set(field, value);
      hashes.set(key, { fields, expiresAt: now() + ttl * 1000 });
    },
    async hgetall(key) {
      return Object.fromEntries(alive(hashes, key)?.fields ?? []);
    },
    async hdel(key, field) {
      alive(hashes, key)?.fields.delete(field);
    },
    async close() {
      clearInterval(sweep);
      map.clear();
      hashes.clear();
    },
  };
}

export function redisKv(url: string, prefix = 'shop:'): Kv {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  return {
    shared: true,
    async incr(key, ttl, by = 1) {
      const k = prefix + key;
      const [[, count]] = (await redis.multi().incrby(k, by).expire(k, ttl, 'NX').exec()) as [
        [Error | null, number],
      ];
      return count;
    },
    async claim(key, ttl) {
      return (await redis.set(prefix + key, '1', 'EX', ttl, 'NX')) === 'OK';
    },
    async get(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async del(key) {
      await redis.del(prefix + key);
    },
    async hset(key, field, value, ttl) {
      const k = prefix + key;
      await redis.multi().hset(k, field, value).expire(k, ttl).exec();
    },
    async hgetall(key) {
      return redis.hgetall(prefix + key);
    },
    async hdel(key, field) {
      await redis.hdel(prefix + key, field);
    },
    async close() {
      await redis.quit();
    },
  };
}
