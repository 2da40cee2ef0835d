import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { memoryBus } from '../../platform/bus.ts';
import { memoryKv } from '../../platform/kv.ts';
import { LogSmsProvider } from '../../platform/sms.ts';
import { staffLogin } from '../../test/helper.ts';
import {
  type Cookies,
  deviceOf,
  guess,
  login,
  newKv,
  ownShop,
  RIGHT,
} from '../../test/login-lock.ts';
import { DEVICE_SECRET_KEY, deviceCookieName, issueDevice } from './device-cookie.ts';

// Anyone could lock any buyer out: five wrong passwords blocked a login
// everywhere, thirty from one address (made-up names) every login from it.
// Now a browser that logged in to the login before keeps working (OWASP's
// device cookie), unknown browsers are held back as before, the owner is
// told of a lock (once a day at most), and staff see and lift locks. On PostgreSQL + Redis
// (TEST_DATABASE_URL, TEST_REDIS_URL) two app instances share the counters.

describe('a login locked for unknown browsers', () => {
  const s = ownShop();
  /** The owner's browser: each login from it earns the next cookie (the login stays locked for others). */
  let known: Cookies;
  const fromOwnBrowser = async () => {
    known = deviceOf(await login(s.t.app, 'clinic', RIGHT, known));
    return known;
  };

  it('lets a browser that logged in before in with the right password; an unknown one gets 429', async () => {
    known = deviceOf(await login(s.t.app, 'clinic', RIGHT));
    // Twenty guesses at once from unknown browsers while the owner logs in from its own.
    const [answers, own] = await Promise.all([
      guess(s.t.app, 20),
      login(s.t.app, 'clinic', RIGHT, known),
    ]);
    expect(answers.filter((r) => r.statusCode === 400).length).toBeLessThanOrEqual(5);
    expect(answers.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(15);
    expect(own.statusCode).toBe(200);
    expect((await login(s.t.app, 'clinic', RIGHT)).statusCode).toBe(429);
    expect((await login(s.t.app, 'clinic', RIGHT, known)).json().code).toBe(10000);
    // Its old cookie stays good until it expires; each login earns a new one.
    await fromOwnBrowser();
  });

  it('tells the owner once per lock: one message to the company and one text', async () => {
    await guess(s.t.app, 5);
    // Sent beside the answer, not before it (see 'a guesser learns nothing from the owner's notice').
    await vi.waitFor(async () => expect(await s.lockNotices()).toBe(1), { timeout: 5_000 });
    const texts = s.texts.filter((l) => l.includes('13800000002') && l.includes('暂停登录'));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain('账号 clinic 连续 5 次密码错误');
  });

  it('counts a forged, expired or other login’s device cookie as an unknown browser', async () => {
    const [name, value] = Object.entries(await fromOwnBrowser())[0]!;
    const forged = { [name]: value.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) };
    const secret = rowsOf<{ value: string }>(
      await s.t.db.execute(
        sql`SELECT value #>> '{}' AS value FROM site_config WHERE key = ${DEVICE_SECRET_KEY}`,
      ),
    )[0]!.value;
    const expired = {
      [name]: issueDevice(secret, s.clinic, Date.now() - 181 * 86_400_000).value,
    };
    const demo = deviceOf(await login(s.t.app, 'demo', RIGHT));
    const othersAsOwn = { [deviceCookieName(s.clinic.id)]: Object.values(demo)[0]! };
    for (const cookies of [forged, expired, demo, othersAsOwn])
      expect(
        (await login(s.t.app, 'clinic', RIGHT, cookies)).statusCode,
        JSON.stringify(cookies),
      ).toBe(429);
    expect((await login(s.t.app, 'clinic', RIGHT, known)).statusCode).toBe(200);
  });

  it('locks one device cookie after ten failures without touching the others', async () => {
    const stolen = await fromOwnBrowser();
    const other = await fromOwnBrowser();
    const answers = await guess(s.t.app, 15, stolen);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(10);
    expect((await login(s.t.app, 'clinic', RIGHT, stolen)).statusCode).toBe(429);
    expect((await login(s.t.app, 'clinic', RIGHT, other)).statusCode).toBe(200);
  });

  it('sets the device cookie for the login route only, out of scripts’ reach', async () => {
    const res = await login(s.t.app, 'demo', RIGHT);
    const c = res.cookies.find((x) => x.name.startsWith('device_'))!;
    expect(c).toMatchObject({ path: '/api/user/login', httpOnly: true, sameSite: 'Strict' });
    expect(c.maxAge).toBeGreaterThan(30 * 86_400);
  });
});

describe('a shared address (a chain behind one NAT)', () => {
  const s = ownShop();

  // The trade-off: a store that never logged in from this browser waits out
  // the address's 15 minutes; every store that did keeps working.
  it('after 30 failures for made-up names, lets clinic in with its device cookie and refuses it without', async () => {
    const known = deviceOf(await login(s.t.app, 'clinic', RIGHT));
    for (let i = 0; i < 30; i++) await login(s.t.app, `nobody${i}`, 'wrong1x');
    expect((await login(s.t.app, 'nobody99', 'wrong1x')).statusCode).toBe(429);
    expect((await login(s.t.app, 'clinic', RIGHT)).statusCode).toBe(429);
    expect((await login(s.t.app, 'clinic', RIGHT, known)).statusCode).toBe(200);
    // The made-up names locked nobody real: nothing to tell, nothing to list.
    expect(await s.lockNotices()).toBe(0);
  });
});

describe('staff and the lock, on two app instances sharing the counters', () => {
  const prefix = `test:lock:${process.pid}:${Math.random()}:`;
  const s = ownShop(newKv(prefix));
  let other: App;
  // A second server process on the same database and the same counters (its own Redis connection).
  const otherKv = process.env.TEST_REDIS_URL ? newKv(prefix) : null;
  beforeAll(async () => {
    other = await buildApp({
      db: s.t.db,
      kv: otherKv ?? s.t.kv,
      bus: memoryBus(),
      sms: new LogSmsProvider(() => {}),
      publicUrl: 'http://shop.test',
    });
  });
  afterAll(async () => {
    await other?.close();
    await otherKv?.close();
  });

  it('a lock made on one instance holds on the other, and a device cookie of one works on the other', async () => {
    const known = deviceOf(await login(s.t.app, 'clinic', RIGHT));
    await guess(s.t.app, 5);
    expect((await login(other, 'clinic', RIGHT)).statusCode).toBe(429);
    expect((await login(other, 'clinic', RIGHT, known)).statusCode).toBe(200);
  });

  it('lists the lock for buyers.read, lifts it for buyers.write only, audited; the login works again', async () => {
    const service = await staffLogin(s.t, 'service');
    const list = await other.inject({ url: '/admin-api/login-locks', headers: service });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.data).toEqual([
      expect.objectContaining({
        user_id: s.clinic.id,
        username: 'clinic',
        company_id: s.clinic.companyId,
        fails: 5,
      }),
    ]);
    const lock = list.json().data.data[0];
    expect(new Date(lock.until).getTime() - new Date(lock.since).getTime()).toBe(15 * 60_000);
    const lift = (headers: Record<string, string>) =>
      other.inject({ method: 'POST', url: `/admin-api/login-locks/${s.clinic.id}/lift`, headers });
    expect((await lift(service)).statusCode).toBe(403);
    const reviewer = await staffLogin(s.t, 'reviewer');
    expect((await lift(reviewer)).json()).toMatchObject({ code: 10000, msg: '已解除登录限制' });
    expect((await lift(reviewer)).statusCode).toBe(404);
    expect((await login(s.t.app, 'clinic', RIGHT)).statusCode).toBe(200);
    const audit = await s.t.app.inject({
      url: '/admin-api/audit-log?action=login.unlock',
      headers: await staffLogin(s.t, 'admin'),
    });
    expect(audit.json().data.data).toEqual([
      expect.objectContaining({
        action: 'login.unlock',
        target_type: 'user',
        target_id: String(s.clinic.id),
        username: 'reviewer',
      }),
    ]);
    expect(
      (await s.t.app.inject({ url: '/admin-api/login-locks', headers: service })).json().data.total,
    ).toBe(0);
    // After staff lifted it, a new lock is news again.
    await guess(s.t.app, 5);
    await vi.waitFor(async () => expect(await s.lockNotices()).toBe(2), { timeout: 5_000 });
  });
});

/** An SMS gateway that answers only when the test lets it (a real one can take seconds). */
class SlowGateway extends LogSmsProvider {
  pending: (() => void)[] = [];
  open = false;
  override async send(mobile: string, text: string) {
    // Released before the notice got here (a slow machine): it goes through at once.
    if (!this.open) await new Promise<void>((resolve) => this.pending.push(resolve));
    await super.send(mobile, text);
  }
  release() {
    this.open = true;
    for (const go of this.pending.splice(0)) go();
  }
}

describe('a guesser learns nothing from the owner’s notice', () => {
  const texts: string[] = [];
  const gateway = new SlowGateway((l) => texts.push(l));
  let now = Date.now();
  const s = ownShop(
    memoryKv(() => now),
    gateway,
  );
  const within = <T>(ms: number, p: Promise<T>) =>
    Promise.race([
      p,
      new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), ms).unref()),
    ]);

  it('answers the fifth wrong password without waiting on the SMS gateway', async () => {
    for (let i = 0; i < 4; i++) await login(s.t.app, 'clinic', `wrong${i}x`);
    // A made-up name's fifth failure is the yardstick: it has no owner to tell.
    for (let i = 0; i < 5; i++) await login(s.t.app, 'nobody-here', `wrong${i}x`);
    // Before: the answer waited on the text, so a real login's fifth failure came late.
    const fifth = await within(3_000, login(s.t.app, 'clinic', 'wrong5x'));
    expect(fifth === 'late' ? 'late' : fifth.statusCode).toBe(400);
    gateway.release();
    await vi.waitFor(() => expect(texts.filter((l) => l.includes('暂停登录'))).toHaveLength(1), {
      timeout: 5_000,
    });
    await vi.waitFor(async () => expect(await s.lockNotices()).toBe(1), { timeout: 5_000 });
  });

  it('tells the owner once a day while the guessing goes on, not at every 15-minute lock', async () => {
    // A script renewing the lock every 15 minutes all day: one notice, not 96 texts.
    for (let lock = 0; lock < 8; lock++) {
      now += 16 * 60_000;
      for (let i = 0; i < 5; i++) await login(s.t.app, 'clinic', `again${lock}${i}x`);
      expect((await login(s.t.app, 'clinic', RIGHT)).statusCode).toBe(429);
    }
    gateway.release();
    await new Promise((r) => setTimeout(r, 200));
    expect(await s.lockNotices()).toBe(1);
    now += 24 * 3_600_000;
    for (let i = 0; i < 5; i++) await login(s.t.app, 'clinic', `nextday${i}x`);
    setTimeout(() => gateway.release(), 50);
    await vi.waitFor(async () => expect(await s.lockNotices()).toBe(2), { timeout: 5_000 });
  }, 90_000);

  it('leaves the counts alone when staff lift a lock that does not hold (404, nothing on record)', async () => {
    now += 16 * 60_000;
    for (let i = 0; i < 4; i++) await login(s.t.app, 'clinic', `four${i}x`);
    const reviewer = await staffLogin(s.t, 'reviewer');
    const lift = await s.t.app.inject({
      method: 'POST',
      url: `/admin-api/login-locks/${s.clinic.id}/lift`,
      headers: reviewer,
    });
    expect(lift.statusCode).toBe(404);
    // The guesser's four failures still count: the fifth locks.
    await login(s.t.app, 'clinic', 'four5x');
    expect((await login(s.t.app, 'clinic', RIGHT)).statusCode).toBe(429);
  });
});
