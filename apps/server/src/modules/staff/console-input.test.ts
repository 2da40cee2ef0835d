import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/json-rows.ts';
import { staffUsers } from '../../db/schema/index.ts';
import { loginAs, staffLogin, type TestApp, testApp } from '../../test/helper.ts';

// Bad input on every staff route, as the 超级管理员 (who passes every
// permission check, so the input reaches the handler): ids out of range or
// not numbers, bodies of the wrong shape, broken JSON, odd queries. Each is
// refused (4xx), none is a 500, and a refused write leaves no audit entry.
// Then the sessions: a disabled staff member and the two kinds of token.

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
  admin = await staffLogin(t, 'admin');
});
afterAll(() => t?.close());

const auditCount = async () =>
  rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM audit_log`))[0]!.n;

const BAD_IDS = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  '1.5',
  '1e3',
  'abc',
  '%00',
  '%EF%BC%91',
  '0x10',
];
/** An id that passes the contract but names nothing. */
const MISSING = '2147483647';

const BODIES: [string, string][] = [
  ['application/json', 'null'],
  ['application/json', '[]'],
  ['application/json', '"text"'],
  ['application/json', '12'],
  ['application/json', '{'],
  ['application/json', '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'],
  ['application/json', JSON.stringify({ a: JSON.parse(`${'['.repeat(200)}${']'.repeat(200)}`) })],
  ['application/json', JSON.stringify({ name: 'x'.repeat(100_000), reason: '\u0000' })],
  [
    'application/json',
    JSON.stringify({
      ids: [MISSING],
      id: MISSING,
      number: 1e300,
      price: '1e3',
      amount: '-0',
      sort: -1,
      page: 0,
    }),
  ],
  ['application/x-www-form-urlencoded', 'a[b][c][d][e][f]=1&ids[]=x&ids[99999]=1'],
  ['application/x-www-form-urlencoded', '%'],
  ['text/plain', 'hello'],
];

const QUERIES = [
  'page=abc&page_size=-1',
  'page=1e3',
  'page=100001&page_size=1000',
  'status[]=x',
  'keywords=%00',
  'from=2024-02-30&to=1999-13-01',
  'category_id=2147483648',
  'format=exe',
  'x=1',
];

describe('every staff route with bad input', () => {
  // Not login/logout/me: logging the 超级管理员 out would turn every later answer into a 401.
  const OPEN = ['/admin-api/login', '/admin-api/logout', '/admin-api/me'];
  const routes = () => t.app.staffRoutes.filter((r) => !OPEN.includes(r.url));
  const urlWith = (url: string, id: string) => url.replace(/:[a-zA-Z_]+/g, id);

  it('answers bad ids with 404 or 422, never a 500, and audits nothing', async () => {
    const before = await auditCount();
    const wrong: string[] = [];
    for (const r of routes().filter((x) => x.url.includes(':'))) {
      for (const id of [...BAD_IDS, MISSING]) {
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: urlWith(r.url, id),
          headers: admin,
          ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }),
        });
        if (![400, 404, 422].includes(res.statusCode))
          wrong.push(
            `${r.method} ${urlWith(r.url, id)}: ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
    expect(await auditCount()).toBe(before);
  });

  it('answers malformed bodies with 4xx, never a 500, and audits nothing', async () => {
    const before = await auditCount();
    const wrong: string[] = [];
    for (const r of routes().filter((x) => x.method !== 'GET')) {
      for (const [type, payload] of BODIES) {
        const res = await t.app.inject({
          method: r.method as 'POST',
          url: urlWith(r.url, MISSING),
          headers: { ...admin, 'content-type': type },
          payload,
        });
        if (res.statusCode >= 500 || res.statusCode < 400 || [401, 403].includes(res.statusCode))
          wrong.push(`${r.method} ${r.url} ${type} ${payload.slice(0, 40)}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await auditCount()).toBe(before);
  });

  it('answers odd queries on every list with 200 or 422, never a 500', async () => {
    const wrong: string[] = [];
    for (const r of routes().filter((x) => x.method === 'GET')) {
      for (const q of QUERIES) {
        const url = `${urlWith(r.url, '1')}?${q}`;
        const res = await t.app.inject({ url, headers: admin });
        if (res.statusCode >= 500 || [401, 403].includes(res.statusCode))
          wrong.push(`${url}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('staff sessions', () => {
  it("a disabled staff member's session stops working, and the account cannot log in", async () => {
    const session = await staffLogin(t, 'service');
    await t.db.update(staffUsers).set({ disabled: 1 }).where(eq(staffUsers.username, 'service'));
    try {
      const me = await t.app.inject({ url: '/admin-api/me', headers: session });
      expect(me.statusCode).toBe(401);
      const again = await t.app.inject({
        method: 'POST',
        url: '/admin-api/login',
        payload: { username: 'service', password: 'demo123456' },
      });
      expect(again.statusCode).toBe(400);
      expect(again.cookies.find((c) => c.name === 'admin_token')).toBeUndefined();
    } finally {
      await t.db.update(staffUsers).set({ disabled: 0 }).where(eq(staffUsers.username, 'service'));
    }
  });

  it("a staff token is nobody on the buyer API, a buyer's token nobody on the console, in any header", async () => {
    const staffToken = admin.cookie!.replace('admin_token=', '');
    const buyer = await loginAs(t, 'demo');
    const buyerToken = buyer.authorization.replace('Bearer ', '');
    for (const headers of [
      { authorization: `Bearer ${staffToken}` },
      { cookie: `admin_token=${staffToken}` },
    ]) {
      // The user state answers anyone without a buyer session 200 with the 未登录 code.
      const r = await t.app.inject({ url: '/api/user/info', headers });
      expect(r.json().code, JSON.stringify(headers)).toBe(10001);
    }
    for (const headers of [
      { authorization: `Bearer ${buyerToken}` },
      { cookie: `admin_token=${buyerToken}` },
      { authorization: `Bearer ${buyerToken}`, cookie: `admin_token=${buyerToken}` },
    ]) {
      const r = await t.app.inject({ url: '/admin-api/me', headers });
      expect(r.statusCode, JSON.stringify(headers)).toBe(401);
    }
  });

  it('a logged-out token is refused at once, also while another request of it is in flight', async () => {
    const session = await staffLogin(t, 'finance');
    // Warm the session cache, then log out.
    expect((await t.app.inject({ url: '/admin-api/me', headers: session })).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/admin-api/logout',
      headers: session,
    });
    expect(out.statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject({ url: '/admin-api/me', headers: session })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401, 401, 401]);
  });
});
