import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadDocument } from '../../test/documents.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ goodsCount: 50 });
});
afterAll(() => t?.close());

type Req = {
  method?: 'GET' | 'POST' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
};
const call = async ({ method = 'GET', url, payload, headers }: Req) => {
  const res = await t.app.inject({ method, url, payload: payload as never, headers });
  return { status: res.statusCode, body: res.json(), cookies: res.cookies };
};

describe('login and logout', () => {
  it('logs in by username, sets an httpOnly cookie and answers user info', async () => {
    const login = await call({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'demo', password: 'demo123456' },
    });
    expect(login.body.code).toBe(10000);
    const cookie = login.cookies.find((c) => c.name === 'token');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const info = await call({
      url: '/api/user/info',
      headers: { cookie: `token=${cookie!.value}` },
    });
    expect(info.body.data.username).toBe('demo');
    expect(info.body.data.company).toBe('仁和大药房（朝阳店）');
    expect(info.body.data.is_passed).toBe(1);
    expect(info.body.data.admin.is_default).toBe(0);
    // The main account's user state shows the company's contact phone (POST api/user/update).
    expect(info.body.data.phone).toBe('13800000001');
  });

  it('logs in by mobile with a form-encoded body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=13800000002&password=demo123456',
    });
    const token = res.json().data.token;
    const info = await call({
      url: '/api/user/info',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(info.body.data.username).toBe('clinic');
    expect(info.body.data.admin.is_default).toBe(1);
  });

  it('refuses a wrong password with a message and no session', async () => {
    const res = await call({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'clinic', password: 'wrong-password1' },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('用户名或密码错误');
    expect(res.cookies.find((c) => c.name === 'token')).toBeUndefined();
  });

  it('slows down repeated failures for one account', async () => {
    for (let i = 0; i < 5; i++) {
      await call({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: 'pending', password: 'x1' },
      });
    }
    const blocked = await call({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'pending', password: 'demo123456' },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.msg).toContain('登录失败次数过多');
  });

  it('ends the session on logout', async () => {
    const login = await call({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'demo', password: 'demo123456' },
    });
    const headers = { authorization: `Bearer ${login.body.data.token}` };
    expect((await call({ method: 'DELETE', url: '/api/user/logout', headers })).body.code).toBe(
      10000,
    );
    const after = await call({ url: '/api/user/info', headers });
    expect(after.body.code).toBe(10001);
  });

  it('asks visitors to log in for user info with HTTP 200, so no browser logs an error', async () => {
    const res = await call({ url: '/api/user/info' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 10001, msg: '请先登录', data: null });
  });

  it('still refuses a visitor with 401 on routes that need a session', async () => {
    const res = await call({ url: '/api/user/user-money' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(10001);
  });
});

describe('registration in three steps', () => {
  const mobile = '13912345678';

  it('registers, fills company details, submits credentials for review', async () => {
    expect((await call({ url: `/api/user/phone/${mobile}` })).body.data.exists).toBe(0);
    const sent = await call({ method: 'POST', url: '/api/user/create-code', payload: { mobile } });
    expect(sent.body.msg).toBe('验证码已发送');
    const code = t.sms.lastCode(mobile)!;
    expect(code).toMatch(/^\d{6}$/);

    const again = await call({ method: 'POST', url: '/api/user/create-code', payload: { mobile } });
    expect(again.status).toBe(429);

    const wrong = await call({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        mobile,
        code: code === '000000' ? '111111' : '000000',
        username: 'freshshop',
        password: 'abc12345',
        password_confirmation: 'abc12345',
      },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toEqual(['验证码不正确']);

    const step1 = await call({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        mobile,
        code,
        username: 'freshshop',
        password: 'abc12345',
        password_confirmation: 'abc12345',
      },
    });
    expect(step1.body.code).toBe(10000);
    const headers = { authorization: `Bearer ${step1.body.data.token}` };
    expect((await call({ url: `/api/user/phone/${mobile}` })).body.data.exists).toBe(1);

    const early = await call({
      method: 'POST',
      url: '/api/user/register/credentials',
      headers,
      payload: {},
    });
    expect(early.status).toBe(400);
    expect(early.body.msg).toBe('请先填写企业信息');

    const step2 = await call({
      method: 'POST',
      url: '/api/user/register/company',
      headers,
      payload: {
        name: '<b>新华</b>大药房',
        type: 'pharmacy',
        contact_name: '王经理',
        contact_phone: '010-12345678',
        region: '北京市 海淀区',
        address: '中关村大街 1 号',
      },
    });
    expect(step2.body.code).toBe(10000);

    // Step 3: each document with its file; the company goes to review once the required ones are in.
    for (const kind of ['business_licence', 'drug_licence', 'proxy'])
      expect((await uploadDocument(t, headers, kind)).json().code).toBe(10000);
    // Still registering: a second 委托书 replaces the first, and reviewers see neither yet.
    const swapped = await uploadDocument(t, headers, 'proxy', { number: 'WT20261128SWAP' });
    const proxies = (swapped.json().data.submissions as { kind: string; number: string }[]).filter(
      (s) => s.kind === 'proxy',
    );
    expect(proxies.map((p) => p.number)).toEqual(['WT20261128SWAP']);
    const queue = await t.app.inject({
      url: '/admin-api/credentials?status=pending&keywords=WT20261128SWAP',
      headers: await staffLogin(t, 'reviewer'),
    });
    expect(queue.json().data.total).toBe(0);
    const short = await call({
      method: 'POST',
      url: '/api/user/register/credentials',
      headers,
      payload: {},
    });
    expect([short.status, short.body.msg]).toEqual([422, '请先上传采购人身份证']);
    expect((await uploadDocument(t, headers, 'buyer_id')).json().code).toBe(10000);
    const step3 = await call({
      method: 'POST',
      url: '/api/user/register/credentials',
      headers,
      payload: {},
    });
    expect(step3.body.msg).toBe('资质已提交，请等待审核');

    const status = await call({ url: '/api/user/register/status', headers });
    expect(status.body.data.review).toBe('pending');
    expect(status.body.data.company.name).toBe('<b>新华</b>大药房');
    expect(status.body.data.credentials).toHaveLength(4);

    const info = await call({ url: '/api/user/info', headers });
    expect(info.body.data.is_passed).toBe(0);
    // At once, not after the session cache's seconds (it said draft, and /register/wechat's test saw it).
    expect(info.body.data.review).toBe('pending');

    const resubmit = await call({
      method: 'POST',
      url: '/api/user/register/company',
      headers,
      payload: {
        name: 'x',
        type: 'pharmacy',
        contact_name: 'y',
        contact_phone: '13800000009',
        region: 'r',
        address: 'a',
      },
    });
    expect(resubmit.status).toBe(409);
  });

  it('refuses a code for a taken mobile and a malformed mobile', async () => {
    const taken = await call({
      method: 'POST',
      url: '/api/user/create-code',
      payload: { mobile: '13800000001' },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.msg).toBe('该手机号已注册，请直接登录');
    const bad = await call({
      method: 'POST',
      url: '/api/user/create-code',
      payload: { mobile: '12345' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.msg).toBe('请输入正确的手机号码');
    expect((await call({ url: '/api/user/phone/abc' })).status).toBe(422);
  });

  it.each([
    [{ password: 'abc123', password_confirmation: 'abc124' }, 'password_confirmation'],
    [{ password: '12345678', password_confirmation: '12345678' }, 'password'],
    [{ username: '1abc' }, 'username'],
    [{ code: '12' }, 'code'],
    [{ mobile: '1381234567' }, 'mobile'],
  ])('rejects bad step-1 input %j', async (patch, field) => {
    const payload = {
      mobile: '13711112222',
      code: '123456',
      username: 'goodname',
      password: 'abc12345',
      password_confirmation: 'abc12345',
      ...patch,
    };
    const res = await call({ method: 'POST', url: '/api/user/register', payload });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  it('requires login for steps 2 and 3 before validating the body', async () => {
    const res = await call({ method: 'POST', url: '/api/user/register/company', payload: {} });
    expect(res.body.code).toBe(10001);
  });

  it('rejects a bad company phone, e-mail and expired licence', async () => {
    const login = await call({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'demo', password: 'demo123456' },
    });
    const headers = { authorization: `Bearer ${login.body.data.token}` };
    const company = await call({
      method: 'POST',
      url: '/api/user/register/company',
      headers,
      payload: {
        name: 'a',
        type: 'pharmacy',
        contact_name: 'b',
        contact_phone: '12-345',
        email: 'x@y',
        region: 'r',
        address: 'a',
      },
    });
    expect(company.status).toBe(422);
    expect(company.body.errors.contact_phone).toBeDefined();
    expect(company.body.errors.email).toBeDefined();
    const creds = await uploadDocument(t, headers, 'business_licence', {
      expires_on: '2001-01-01',
    });
    expect(creds.statusCode).toBe(422);
    expect(creds.json().msg).toBe('证件已过期');
  });
});
