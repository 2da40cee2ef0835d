import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, sessions, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/password.ts';
import { makeBuyers } from '../../test/buyers.ts';
import { loginAs, staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { newSandboxPhone, SANDBOX_PHONE_COOKIE } from './sandbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
});
afterAll(() => t?.close());

type Headers = Record<string, string>;
const qrcode = async (purpose: 'login' | 'bind', headers: Headers = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/wechat/qrcode',
    payload: { purpose },
    headers,
  });
  return res;
};
const scan = async (purpose: 'login' | 'bind', headers: Headers = {}) => {
  const res = await qrcode(purpose, headers);
  expect(res.statusCode).toBe(200);
  const data = res.json().data as { ticket: string; qr_url: string; qr_image: string };
  return { ...data, path: new URL(data.qr_url).pathname };
};
/** A phone confirms on the sandbox page (a new phone, a new WeChat user, unless given). */
const confirm = (path: string, nickname: string, phone = newSandboxPhone()) =>
  t.app.inject({
    method: 'POST',
    url: `${path}/confirm`,
    payload: { nickname },
    cookies: { [SANDBOX_PHONE_COOKIE]: phone },
  });
const poll = (ticket: string, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url: '/api/user/wechat/poll', payload: { ticket }, headers });

describe('WeChat binding', () => {
  it('binds after the phone confirms, shows in the user state, logs in, and unbinds', async () => {
    const demo = await loginAs(t, 'demo');
    const s = await scan('bind', demo);
    expect(s.qr_image).toMatch(/^data:image\/png;base64,/);
    expect((await poll(s.ticket, demo)).json().data.status).toBe('waiting');
    const page = await t.app.inject({ url: s.path });
    expect(page.body).toContain('确认绑定');
    const phone = newSandboxPhone();
    expect((await confirm(s.path, '张药师', phone)).statusCode).toBe(200);
    expect((await poll(s.ticket, demo)).json().data).toMatchObject({ status: 'bound' });
    // A spent scan binds nothing more.
    expect((await poll(s.ticket, demo)).json().data.status).toBe('expired');
    const info = await t.app.inject({ url: '/api/user/info', headers: demo });
    expect(info.json().data.wechat).toBe('张药师');

    const l = await scan('login');
    expect((await confirm(l.path, '张药师', phone)).statusCode).toBe(200);
    const loggedIn = await poll(l.ticket);
    expect(loggedIn.json().data.status).toBe('logged_in');
    const token = loggedIn.json().data.token as string;
    expect(loggedIn.cookies.find((c) => c.name === 'token')?.value).toBe(token);
    const me = await t.app.inject({
      url: '/api/user/info',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().data.username).toBe('demo');
    // The login scan is spent: polling again makes no second session.
    expect((await poll(l.ticket)).json().data.status).toBe('expired');

    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/user/unbind-wechat', headers: demo }))
        .statusCode,
    ).toBe(200);
    const after = await t.app.inject({ url: '/api/user/info', headers: demo });
    expect(after.json().data.wechat).toBe('');
  });

  it('a sandbox confirmation replayed or forged changes nothing', async () => {
    const clinic = await loginAs(t, 'clinic');
    const s = await scan('bind', clinic);
    expect((await confirm(s.path, '李医生')).statusCode).toBe(200);
    // Replay of the phone's yes, even as another WeChat user.
    expect((await confirm(s.path, '王五')).statusCode).toBe(400);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/wechat/notify/sandbox',
      payload: {
        qr_key: s.path.split('/').pop()!,
        openid: 'x',
        nickname: '王五',
        ts: '1',
        sign: 'ab',
      },
    });
    expect(forged.statusCode).toBe(400);
    expect((await poll(s.ticket, clinic)).json().data.nickname).toBe('李医生');
  });

  it('another login cannot poll, spend or see a bind scan, nor unbind another login', async () => {
    const [a, b] = await makeBuyers(t.db, 2, 'wxidor');
    const s = await scan('bind', a!.headers);
    await confirm(s.path, '赵六');
    // Another login, and a visitor, polling a's ticket.
    expect((await poll(s.ticket, b!.headers)).statusCode).toBe(422);
    expect((await poll(s.ticket)).statusCode).toBe(422);
    expect((await poll(s.ticket, a!.headers)).json().data.status).toBe('bound');
    // b has no binding: its unbind removes nothing of a's.
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/user/unbind-wechat',
          headers: b!.headers,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/user/unbind-wechat' })).statusCode,
    ).toBe(401);
    expect((await qrcode('bind')).statusCode).toBe(401);
    const bound = await t.app.inject({ url: '/api/user/wechat', headers: a!.headers });
    expect(bound.json().data).toMatchObject({ bound: 1, nickname: '赵六' });
    const other = await t.app.inject({ url: '/api/user/wechat', headers: b!.headers });
    expect(other.json().data).toMatchObject({ bound: 0, nickname: '' });
  });

  it('one WeChat identity binds one login when binds race', async () => {
    const buyers = await makeBuyers(t.db, 6, 'wxrace');
    const scans = await Promise.all(buyers.map((b) => scan('bind', b.headers)));
    const phone = newSandboxPhone();
    for (const s of scans)
      expect((await confirm(s.path, '同一个微信', phone)).statusCode).toBe(200);
    const answers = await Promise.all(scans.map((s, i) => poll(s.ticket, buyers[i]!.headers)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(5);
    const rows = (await t.db.execute(
      sql`select count(*)::int as n from wechat_bindings where nickname = '同一个微信'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(1);
  });

  it('one login binds one WeChat when two of its scans race', async () => {
    const [b] = await makeBuyers(t.db, 1, 'wxtwo');
    const s1 = await scan('bind', b!.headers);
    const s2 = await scan('bind', b!.headers);
    await confirm(s1.path, '微信甲');
    await confirm(s2.path, '微信乙');
    const answers = await Promise.all([poll(s1.ticket, b!.headers), poll(s2.ticket, b!.headers)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('an unbound WeChat registers a new company bound to it', async () => {
    const l = await scan('login');
    await confirm(l.path, '新药店老板');
    expect((await poll(l.ticket)).json().data).toMatchObject({
      status: 'unbound',
      nickname: '新药店老板',
    });
    const mobile = '13912399001';
    await t.app.inject({ method: 'POST', url: '/api/user/create-code', payload: { mobile } });
    const code = t.sms.lastCode(mobile)!;
    const body = {
      mobile,
      code,
      username: 'wxnewshop',
      password: 'abc12345',
      password_confirmation: 'abc12345',
      ticket: l.ticket,
    };
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/user/register/wechat',
      payload: body,
    });
    expect(reg.json().code).toBe(10000);
    const headers = { authorization: `Bearer ${reg.json().data.token as string}` };
    const info = await t.app.inject({ url: '/api/user/info', headers });
    expect(info.json().data).toMatchObject({ username: 'wxnewshop', wechat: '新药店老板' });
    // The scan is spent: it registers nothing twice.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user/register/wechat',
      payload: { ...body, username: 'wxnewshop2', mobile: '13912399002' },
    });
    expect(again.statusCode).toBe(422);
  });

  it('staff see and unbind a buyer login’s WeChat, audited; a role without buyers.write cannot', async () => {
    const [b] = await makeBuyers(t.db, 1, 'wxstaff');
    const s = await scan('bind', b!.headers);
    await confirm(s.path, '孙七');
    await poll(s.ticket, b!.headers);
    const admin = await staffLogin(t, 'admin');
    const service = await staffLogin(t, 'service');
    const list = await t.app.inject({
      url: `/admin-api/companies/${b!.companyId}/wechat`,
      headers: admin,
    });
    expect(list.json().data[0]).toMatchObject({ user_id: b!.userId, wechat: '孙七' });
    const url = `/admin-api/companies/${b!.companyId}/users/${b!.userId}/wechat`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: service })).statusCode).toBe(403);
    // Another company's path for this login finds nothing.
    const wrong = `/admin-api/companies/${b!.companyId + 100000}/users/${b!.userId}/wechat`;
    expect((await t.app.inject({ method: 'DELETE', url: wrong, headers: admin })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(200);
    const audit = (await t.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'wechat.unbind' and target_id = ${String(b!.userId)}`,
    )) as unknown as { rows: { n: number }[] };
    expect(audit.rows[0]!.n).toBe(1);
    const info = await t.app.inject({ url: '/api/user/info', headers: b!.headers });
    expect(info.json().data.wechat).toBe('');
  });

  it('the sandbox WeChat user is its phone, not its nickname', async () => {
    const [b] = await makeBuyers(t.db, 1, 'wxphone');
    // The page gives a browser without one a phone of its own, kept in a cookie.
    const s = await scan('bind', b!.headers);
    const page = await t.app.inject({ url: s.path });
    const phone = page.cookies.find((c) => c.name === SANDBOX_PHONE_COOKIE)?.value;
    expect(phone).toMatch(/^[0-9a-f]{32}$/);
    await confirm(s.path, '同名药师', phone);
    expect((await poll(s.ticket, b!.headers)).json().data.status).toBe('bound');
    // Another phone with the same nickname is another WeChat user: bound to nobody.
    const other = await scan('login');
    await confirm(other.path, '同名药师');
    expect((await poll(other.ticket)).json().data).toMatchObject({ status: 'unbound' });
    // The same phone under a new nickname is still the bound user.
    const same = await scan('login');
    await confirm(same.path, '改了昵称', phone);
    const answer = (await poll(same.ticket)).json().data;
    expect(answer.status).toBe('logged_in');
    const me = await t.app.inject({
      url: '/api/user/info',
      headers: { authorization: `Bearer ${answer.token as string}` },
    });
    expect(me.json().data.username).toBe('wxphone0');
    // Asking for another phone replaces the cookie with a new one.
    const next = await scan('login');
    const switched = await t.app.inject({
      method: 'POST',
      url: `${next.path}/new-phone`,
      cookies: { [SANDBOX_PHONE_COOKIE]: phone! },
    });
    expect(switched.statusCode).toBe(303);
    const fresh = switched.cookies.find((c) => c.name === SANDBOX_PHONE_COOKIE)?.value;
    expect(fresh).toMatch(/^[0-9a-f]{32}$/);
    expect(fresh).not.toBe(phone);
  });

  it('a disabled login or a cancelled company is refused as its password login is', async () => {
    const [b] = await makeBuyers(t.db, 1, 'wxoff');
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword('abc12345') })
      .where(eq(users.id, b!.userId));
    const phone = newSandboxPhone();
    const s = await scan('bind', b!.headers);
    await confirm(s.path, '停用测试', phone);
    expect((await poll(s.ticket, b!.headers)).json().data.status).toBe('bound');
    const sessionsOf = async () =>
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(sessions)
          .where(eq(sessions.userId, b!.userId))
      )[0]!.n;
    const refusals = async () => {
      const password = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: 'wxoff0', password: 'abc12345' },
      });
      const l = await scan('login');
      await confirm(l.path, '停用测试', phone);
      const before = await sessionsOf();
      const wechat = await poll(l.ticket);
      expect(await sessionsOf()).toBe(before);
      expect(wechat.cookies.find((c) => c.name === 'token')).toBeUndefined();
      return [password, wechat].map((r) => ({ status: r.statusCode, msg: r.json().msg }));
    };

    await t.db.update(users).set({ disabled: true }).where(eq(users.id, b!.userId));
    const [byPassword, byWechat] = await refusals();
    expect(byPassword).toEqual({ status: 403, msg: '该账号已停用，请联系主账号' });
    expect(byWechat).toEqual(byPassword);

    await t.db.update(users).set({ disabled: false }).where(eq(users.id, b!.userId));
    await t.db
      .update(companies)
      .set({ cancelledAt: new Date() })
      .where(eq(companies.id, b!.companyId));
    const [cancelledPassword, cancelledWechat] = await refusals();
    expect(cancelledPassword).toEqual({ status: 403, msg: '该账户已注销，如有疑问请联系客服' });
    expect(cancelledWechat).toEqual(cancelledPassword);
  });

  it('refuses bad input', async () => {
    expect((await qrcode('x' as 'login')).statusCode).toBe(422);
    expect((await poll('no-such-ticket')).statusCode).toBe(422);
    const l = await scan('login');
    expect((await confirm(l.path, 'x'.repeat(31))).statusCode).toBe(422);
    expect((await t.app.inject({ url: '/api/wechat/sandbox/not-a-key' })).statusCode).toBe(422);
  });
});
