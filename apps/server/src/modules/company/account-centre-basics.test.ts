import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import {
  clinic,
  demo,
  form,
  get,
  licence,
  png,
  sub,
  t,
  useAccountCentreApp,
} from '../../test/account-centre-scene.ts';
import { loginAs } from '../../test/helper.ts';

// The account centre's /basic: the company's contact and particulars, the
// password and the login mobile.

useAccountCentreApp();

describe('company basics (/basic)', () => {
  it('answers a visitor 401 on every endpoint', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/zizhi'],
      ['GET', '/api/user/gszz'],
      ['GET', '/api/user/jyfw'],
      ['GET', '/api/user/zizhi/1/file'],
      ['POST', '/api/user/update'],
      ['POST', '/api/user/password'],
      ['POST', '/api/user/mobile'],
      ['POST', '/api/user/zizhi'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect([url, res.statusCode, res.json().code]).toEqual([url, 401, 10001]);
    }
    const f = form(licence, { bytes: png, name: 'a.png' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/zizhi',
      headers: { 'content-type': f['content-type'] },
      payload: f.payload,
    });
    expect(res.statusCode).toBe(401);
  });

  it('changes the contact person and phone shown in the user state, HTML kept as typed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/update',
      headers: demo,
      payload: { name: '<b>王芳</b>', phone: '010-62345678' },
    });
    expect(res.json().code).toBe(10000);
    const info = (await get('/api/user/info', demo)).json().data;
    expect([info.name, info.phone]).toEqual(['<b>王芳</b>', '010-62345678']);
    const gszz = (await get('/api/user/gszz', demo)).json().data;
    expect([gszz.contact_name, gszz.contact_phone]).toEqual(['<b>王芳</b>', '010-62345678']);
  });

  it('refuses an over-long name and a bad phone with a 422 on the field, changing nothing', async () => {
    for (const [payload, field] of [
      [{ name: '张'.repeat(21), phone: '13800000009' }, 'name'],
      [{ name: '', phone: '13800000009' }, 'name'],
      [{ name: '张三', phone: '12345' }, 'phone'],
      [{ name: '张三', phone: '1'.repeat(30) }, 'phone'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/update',
        headers: demo,
        payload,
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect((await get('/api/user/info', demo)).json().data.name).toBe('<b>王芳</b>');
  });

  it('does not let a sub-account change the company', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/update',
      headers: sub,
      payload: { name: '小王', phone: '13800000009' },
    });
    expect(res.statusCode).toBe(403);
    expect((await get('/api/user/gszz', demo)).json().data.contact_name).toBe('<b>王芳</b>');
  });

  it('shows each company its own particulars and business scope; the pharmacy and the clinic differ', async () => {
    const [g1, g2] = await Promise.all([
      get('/api/user/gszz', demo),
      get('/api/user/gszz', clinic),
    ]);
    expect(g1.json().data).toMatchObject({
      name: '仁和大药房（朝阳店）',
      credit_code: '91110105MA01RH8K2Q',
      legal_person: '刘海涛',
      type_name: '单体药店',
    });
    expect(g2.json().data).toMatchObject({
      name: '康宁社区诊所',
      credit_code: '52110108MJ0K7N3C5D',
    });
    const [j1, j2] = await Promise.all([
      get('/api/user/jyfw', demo),
      get('/api/user/jyfw', clinic),
    ]);
    const names = (r: typeof j1) =>
      r.json().data.scope.map((s: { name: string }) => s.name) as string[];
    expect(names(j1)).toContain('中药饮片');
    expect(names(j2)).not.toContain('中药饮片');
    expect(names(j2)).toContain('医疗器械');
  });
});

describe('password and login mobile', () => {
  it('refuses a wrong current password, then ends every other session and keeps this one', async () => {
    const [a, b] = [await loginAs(t, 'pending'), await loginAs(t, 'pending')];
    const change = (old_password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/password',
        headers: a,
        payload: { old_password, password: 'newpass123', password_confirmation: 'newpass123' },
      });
    const wrong = await change('nottheone1');
    expect([wrong.statusCode, Object.keys(wrong.json().errors)]).toEqual([422, ['old_password']]);
    expect((await get('/api/user/info', b)).json().code).toBe(10000);
    expect((await change('demo123456')).json().code).toBe(10000);
    expect((await get('/api/user/info', b)).json().code).toBe(10001);
    expect((await get('/api/user/info', a)).json().code).toBe(10000);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'pending', password: 'demo123456' },
    });
    expect(old.statusCode).toBe(400);
    await loginAs(t, 'pending', 'newpass123');
  });

  it('refuses a weak new password and a mismatched confirmation', async () => {
    for (const [password, confirm, field] of [
      ['short1', 'short2', 'password_confirmation'],
      ['onlyletters', 'onlyletters', 'password'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/password',
        headers: clinic,
        payload: { old_password: 'demo123456', password, password_confirmation: confirm },
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
  });

  it('changes the login mobile only with the code texted to the new mobile', async () => {
    const mobile = '13912340001';
    const change = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/mobile',
        headers: clinic,
        payload: { mobile, code },
      });
    // No code was sent: any guess is refused.
    expect((await change('123456')).statusCode).toBe(422);
    // A taken mobile gets no code; a visitor gets none at all (it is the account centre's step).
    const codeFor = (to: string, headers: Record<string, string> = clinic) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/create-code',
        headers,
        payload: { mobile: to, type: 'change_mobile' },
      });
    expect((await codeFor('13800000001')).statusCode).toBe(422);
    expect((await codeFor(mobile, {})).statusCode).toBe(401);
    const sent = await codeFor(mobile);
    expect(sent.json().code).toBe(10000);
    const code = t.sms.lastCode(mobile)!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await change(wrong)).statusCode).toBe(422);
    const [before] = await t.db.select().from(users).where(eq(users.username, 'clinic'));
    expect(before!.mobile).toBe('13800000002');
    expect((await change(code)).json().code).toBe(10000);
    const [after] = await t.db.select().from(users).where(eq(users.username, 'clinic'));
    expect(after!.mobile).toBe(mobile);
    // The code is spent.
    expect((await change(code)).statusCode).toBe(422);
  });
});
