import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../app.ts';
import { rowsOf } from '../db/json-rows.ts';
import { users } from '../db/schema/auth.ts';
import { type Kv, memoryKv, redisKv } from '../platform/kv.ts';
import { LogSmsProvider } from '../platform/sms.ts';
import { type TestApp, testApp } from './helper.ts';

// The login-lock tests' shop and helpers (modules/auth: login-lock*.test.ts).

export const RIGHT = 'demo123456';
/** Redis when TEST_REDIS_URL is set; two stores of one prefix are two processes' connections. */
export const newKv = (prefix = `test:lock:${process.pid}:${Math.random()}:`): Kv =>
  process.env.TEST_REDIS_URL ? redisKv(process.env.TEST_REDIS_URL, prefix) : memoryKv();

export type Cookies = Record<string, string>;
export const login = (
  app: App | TestApp['app'],
  username: string,
  password: string,
  cookies: Cookies = {},
  headers = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/user/login',
    cookies,
    headers,
    payload: { username, password },
  });

/** The device cookie a successful login set, as the browser sends it back. */
export function deviceOf(res: Awaited<ReturnType<typeof login>>): Cookies {
  const c = res.cookies.find((x) => x.name.startsWith('device_'));
  if (!c) throw new Error(`no device cookie: ${res.statusCode} ${res.body}`);
  return { [c.name]: c.value };
}

export const guess = (app: App | TestApp['app'], n: number, cookies: Cookies = {}) =>
  Promise.all(Array.from({ length: n }, (_, i) => login(app, 'clinic', `wrong${i}x`, cookies)));

export async function setup(kv: Kv, sms?: LogSmsProvider) {
  const texts: string[] = [];
  const t = await testApp({
    goodsCount: 10,
    kv,
    sms: sms ?? new LogSmsProvider((l) => texts.push(l)),
  });
  const [clinic] = await t.db
    .select({ id: users.id, companyId: users.companyId, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.username, 'clinic'));
  const lockNotices = async () =>
    rowsOf<{ n: number }>(
      await t.db.execute(
        sql`SELECT count(*)::int AS n FROM messages WHERE company_id = ${clinic!.companyId} AND kind = 'login_locked'`,
      ),
    )[0]!.n;
  return { t, texts, clinic: clinic!, lockNotices };
}

export type Shop = Awaited<ReturnType<typeof setup>>;

/** A shop of its own for one group of tests, on its own counters. */
export function ownShop(kv = newKv(), sms?: LogSmsProvider): Shop {
  const shop = {} as Shop;
  beforeAll(async () => {
    Object.assign(shop, await setup(kv, sms));
  });
  afterAll(async () => {
    await shop.t?.close();
    await kv.close();
  });
  return shop;
}
