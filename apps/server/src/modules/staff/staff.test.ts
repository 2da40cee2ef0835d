import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/staff.ts';
import { loginAs, staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { staffService } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
});
afterAll(() => t?.close());

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/admin-api/login', payload: { username, password } });

describe('staff login', () => {
  it('sets an httpOnly, SameSite=Strict admin_token cookie on /admin-api and answers who', async () => {
    const res = await login('reviewer', 'demo123456');
    expect(res.json()).toMatchObject({
      code: 10000,
      data: { username: 'reviewer', role: 'reviewer', role_name: '资质审核' },
    });
    expect(res.json().data.permissions.sort()).toEqual([
      'buyers.read',
      'buyers.review',
      'buyers.write',
      'orders.read',
    ]);
    const cookie = res.cookies.find((c) => c.name === 'admin_token')!;
    expect(cookie).toMatchObject({ path: '/admin-api', httpOnly: true, sameSite: 'Strict' });
    const me = await t.app.inject({
      url: '/admin-api/me',
      headers: { cookie: `admin_token=${cookie.value}` },
    });
    expect(me.json().data.username).toBe('reviewer');
  });

  it('refuses a wrong password, and locks the account for 15 minutes after five', async () => {
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await login('service', `wrong${i}`)).statusCode);
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await login('service', 'demo123456')).statusCode).toBe(429);
  });

  it('counts concurrent guesses before checking them', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login('finance', `wrong${i}`)),
    );
    expect(answers.filter((r) => r.statusCode === 400).length).toBeLessThanOrEqual(5);
  });

  it('ends the session on logout', async () => {
    const h = await staffLogin(t, 'operator');
    const out = await t.app.inject({ method: 'DELETE', url: '/admin-api/logout', headers: h });
    expect(out.json().code).toBe(10000);
    const me = await t.app.inject({ url: '/admin-api/me', headers: h });
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe(10001);
  });

  it('ends a session idle for eight hours', async () => {
    const h = await staffLogin(t, 'warehouse');
    await t.db.execute(
      sql`UPDATE staff_sessions SET last_seen_at = now() - interval '8 hours 1 minute'`,
    );
    // A fresh service: the app's remembers the session for a few seconds.
    const fresh = staffService({ db: t.db, kv: {} as never, bus: { subscribe() {} } as never });
    expect(await fresh.resolve(h.cookie.split('=')[1]!)).toBeNull();
  });
});

describe('two kinds of session', () => {
  it("never takes a buyer's token for staff, nor a staff token for a buyer", async () => {
    const buyer = await loginAs(t, 'demo');
    const asStaff = await t.app.inject({ url: '/admin-api/me', headers: buyer });
    expect(asStaff.statusCode).toBe(401);
    const staff = await staffLogin(t, 'admin');
    const token = staff.cookie.split('=')[1]!;
    const asBuyer = await t.app.inject({
      url: '/api/user/info',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asBuyer.json().code).toBe(10001);
  });
});

describe('the audit log', () => {
  it('is read by the 超级管理员 only', async () => {
    for (const who of ['operator', 'reviewer']) {
      const r = await t.app.inject({
        url: '/admin-api/audit-log',
        headers: await staffLogin(t, who),
      });
      expect(r.statusCode, who).toBe(403);
    }
    const r = await t.app.inject({
      url: '/admin-api/audit-log',
      headers: await staffLogin(t, 'admin'),
    });
    expect(r.json()).toMatchObject({ code: 10000, data: { current_page: 1 } });
  });

  it('cannot be changed or deleted, even by the database owner', async () => {
    await t.db.insert(auditLog).values({
      username: 'admin',
      role: 'super',
      action: 'test.write',
      targetType: 'test',
      targetId: '1',
    });
    await expect(t.db.execute(sql`UPDATE audit_log SET action = 'x'`)).rejects.toThrow();
    await expect(t.db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
    await expect(t.db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
  });
});
