import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBuyers } from '../../test/buyers.ts';
import { loginAs, type TestApp, testApp } from '../../test/helper.ts';

// Forgotten password (issue 11 /forget): code → ticket → new password.

let t: TestApp;
let address = 0;
beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
});
afterAll(() => t?.close());

/** Each call from its own client address, so the per-address SMS budget is not what a test meets. */
const post = (url: string, payload: object, from?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: from ?? `10.9.0.${++address}`,
  });
const sendCode = (mobile: string, from?: string) =>
  post('/api/user/create-code', { mobile, type: 'forget' }, from);
const verify = (mobile: string, code: string) => post('/api/user/forget/verify', { mobile, code });
const reset = (ticket: string, password: string) =>
  post('/api/user/reset-password', { ticket, password, password_confirmation: password });
const login = (username: string, password: string) =>
  post('/api/user/login', { username, password });

/** A fresh code to the mobile (after the 60 s pause the shop keeps between two). */
async function codeFor(mobile: string) {
  const res = await sendCode(mobile);
  expect(res.statusCode).toBe(200);
  return t.sms.lastCode(mobile)!;
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('forgotten password', () => {
  it('answers an unknown mobile exactly as a registered one, and texts nothing', async () => {
    const unknown = await sendCode('13912345678');
    const known = await sendCode('13800000003');
    expect(t.sms.lastCode('13800000003')).toMatch(/^\d{6}$/);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(t.sms.lastMessage('13912345678')).toBeUndefined();
    // The same limits: a second ask within the minute is refused for either.
    expect((await sendCode('13912345678')).statusCode).toBe(429);
    // And verifying it answers as a registered mobile without a code does.
    const v1 = await verify('13912345678', '123456');
    const v2 = await verify('13800000001', '123456');
    expect(v1.statusCode).toBe(422);
    expect(v1.body).toBe(v2.body);
    // Nor as a registered mobile that was texted a code and typed a wrong one.
    const wrongCode = t.sms.lastCode('13800000003') === '000000' ? '111111' : '000000';
    expect((await verify('13800000003', wrongCode)).body).toBe(v1.body);
  });

  it('resets the password with code and ticket; every session of the login ends', async () => {
    const before = await loginAs(t, 'clinic');
    const alsoBefore = await loginAs(t, '13800000002');
    const code = await codeFor('13800000002');
    const v = await verify('13800000002', code);
    expect(v.statusCode).toBe(200);
    const { ticket, expires_in } = v.json().data;
    expect(expires_in).toBe(600);
    const r = await reset(ticket, 'newpass123');
    expect(r.json()).toMatchObject({ code: 10000 });
    for (const headers of [before, alsoBefore]) {
      const info = await t.app.inject({ url: '/api/user/info', headers });
      expect(info.json().code).toBe(10001);
    }
    expect((await login('clinic', 'demo123456')).statusCode).toBe(400);
    expect((await login('clinic', 'newpass123')).json().code).toBe(10000);
  });

  it('a reused ticket or code changes nothing', async () => {
    const code = t.sms.lastCode('13800000003')!;
    const { ticket } = (await verify('13800000003', code)).json().data;
    // The code was spent by its ticket.
    expect((await verify('13800000003', code)).statusCode).toBe(422);
    expect((await reset(ticket, 'first123a')).statusCode).toBe(200);
    const again = await reset(ticket, 'second123a');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.ticket).toBeTruthy();
    expect((await login('pending', 'second123a')).statusCode).toBe(400);
    expect((await login('pending', 'first123a')).json().code).toBe(10000);
  });

  it('an expired ticket or code changes nothing', async () => {
    const code = await codeFor('13800000001');
    const { ticket } = (await verify('13800000001', code)).json().data;
    await t.db.execute(
      sql`update password_tickets set expires_at = now() - interval '1 second' where used_at is null`,
    );
    expect((await reset(ticket, 'expired123')).statusCode).toBe(422);
    expect((await login('demo', 'demo123456')).json().code).toBe(10000);
  });

  it('five wrong codes spend the code: the right one no longer buys a ticket', async () => {
    const target = '13800000001';
    await t.db.execute(sql`delete from sms_codes where mobile = ${target}`);
    await t.db.execute(sql`delete from password_tickets`);
    // A code stored as the shop stores it, without waiting out the 60 s pause.
    const { createHash } = await import('node:crypto');
    await t.db.execute(
      sql`insert into sms_codes (mobile, purpose, code_hash, expires_at)
          values (${target}, 'forget', ${createHash('sha256').update('424242').digest('hex')}, now() + interval '10 minutes')`,
    );
    const answers = await Promise.all(Array.from({ length: 8 }, () => verify(target, '111111')));
    expect(answers.every((r) => r.statusCode === 422)).toBe(true);
    const right = await verify(target, '424242');
    expect(right.statusCode).toBe(422);
    expect(right.json().errors.code[0]).toContain('失效');
    const count = (await t.db.execute(
      sql`select count(*)::int as n from password_tickets`,
    )) as unknown as { rows: { n: number }[] };
    expect(count.rows[0]!.n).toBe(0);
  });

  it('an expired code buys no ticket', async () => {
    const target = '13800000002';
    await t.db.execute(sql`delete from sms_codes where mobile = ${target}`);
    const { createHash } = await import('node:crypto');
    await t.db.execute(
      sql`insert into sms_codes (mobile, purpose, code_hash, expires_at)
          values (${target}, 'forget', ${createHash('sha256').update('535353').digest('hex')}, now() - interval '1 second')`,
    );
    expect((await verify(target, '535353')).statusCode).toBe(422);
    expect((await verify(target, wrong('535353'))).statusCode).toBe(422);
  });

  it('one code buys one ticket and one ticket sets one password when requests race', async () => {
    const target = '13800000002';
    await t.db.execute(sql`delete from sms_codes where mobile = ${target}`);
    const { createHash } = await import('node:crypto');
    await t.db.execute(
      sql`insert into sms_codes (mobile, purpose, code_hash, expires_at)
          values (${target}, 'forget', ${createHash('sha256').update('616161').digest('hex')}, now() + interval '10 minutes')`,
    );
    const verifies = await Promise.all(Array.from({ length: 5 }, () => verify(target, '616161')));
    const won = verifies.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    const ticket = won[0]!.json().data.ticket as string;
    const resets = await Promise.all(
      ['race1pass', 'race2pass', 'race3pass'].map((p) => reset(ticket, p)),
    );
    expect(resets.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(resets.filter((r) => r.statusCode === 422)).toHaveLength(2);
  });

  it('keeps the same per-address SMS budget as registration', async () => {
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push((await sendCode(`1361234${String(i).padStart(4, '0')}`, '10.6.0.1')).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(answers[10]).toBe(429);
  });

  it('refuses a weak password, a missing ticket and unknown fields', async () => {
    expect((await reset('x', 'short')).statusCode).toBe(422);
    expect((await reset('', 'good1234')).statusCode).toBe(422);
    expect((await post('/api/user/forget/verify', { mobile: '123', code: 'abc' })).statusCode).toBe(
      422,
    );
    expect((await reset('made-up-ticket', 'good1234')).statusCode).toBe(422);
  });

  it('a mobile the main account typed resets nothing until its sub-account proves it', async () => {
    const main = await loginAs(t, 'demo');
    const call = (
      method: 'POST' | 'PUT' | 'GET',
      url: string,
      headers: Record<string, string>,
      payload?: object,
    ) =>
      t.app.inject({
        method,
        url,
        headers,
        payload,
        remoteAddress: `10.9.1.${++address}`,
      });
    const typed = '13912377001';
    const created = await call('POST', '/api/user/child', main, {
      username: 'typedmobile',
      mobile: typed,
      password: 'abc12345',
      can_order: 1,
    });
    expect(created.json().data).toMatchObject({ mobile: typed, mobile_verified: 0 });
    const childId = created.json().data.id as number;
    const pause = () => t.kv.del(`sms:${typed}`);

    // /forget answers it as an unknown mobile, texts nothing and accepts no code.
    const unknown = await sendCode('13912377999');
    const asked = await sendCode(typed);
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toBe(unknown.body);
    expect(t.sms.lastMessage(typed)).toBeUndefined();
    expect((await verify(typed, '123456')).body).toBe((await verify('13912377999', '123456')).body);

    // Another login cannot prove it; the sub-account can, with the code texted to it.
    await pause();
    const [stranger] = await makeBuyers(t.db, 1, 'typedother');
    const other = await call('POST', '/api/user/create-code', stranger!.headers, {
      mobile: typed,
      type: 'change_mobile',
    });
    expect(other.json().errors.mobile[0]).toBe('该手机号已被其他账号使用');
    expect(t.sms.lastMessage(typed)).toBeUndefined();
    const sub = await loginAs(t, 'typedmobile', 'abc12345');
    const info = async () => (await call('GET', '/api/user/info', sub)).json().data;
    expect(await info()).toMatchObject({ mobile: '139****7001', mobile_verified: 0 });
    await pause();
    const mine = { mobile: typed, type: 'change_mobile' };
    expect((await call('POST', '/api/user/create-code', sub, mine)).statusCode).toBe(200);
    const proof = { mobile: typed, code: t.sms.lastCode(typed)! };
    expect((await call('POST', '/api/user/mobile', sub, proof)).json().msg).toBe('手机号已验证');
    expect((await info()).mobile_verified).toBe(1);
    // Proved once: asking again is asking for the mobile it already has.
    await pause();
    const again = await call('POST', '/api/user/create-code', sub, mine);
    expect(again.json().errors.mobile[0]).toBe('该手机号已是当前登录手机号');

    // Now /forget texts it; the main account saving the same mobile keeps it proved.
    await pause();
    expect(await codeFor(typed)).toMatch(/^\d{6}$/);
    const same = await call('PUT', `/api/user/child/${childId}`, main, {
      mobile: typed,
      can_pay: 1,
    });
    expect(same.json().data.mobile_verified).toBe(1);

    // A new mobile typed by the main account is unproved again.
    const retyped = '13912377002';
    const moved = await call('PUT', `/api/user/child/${childId}`, main, { mobile: retyped });
    expect(moved.json().data).toMatchObject({ mobile: retyped, mobile_verified: 0 });
    expect((await sendCode(retyped)).statusCode).toBe(200);
    expect(t.sms.lastMessage(retyped)).toBeUndefined();
  });
});
