import { ROLES, type Role } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/json-rows.ts';
import { demoStaff } from '../../demo/index.ts';
import { loginAs, staffLogin, type TestApp, testApp } from '../../test/helper.ts';

// The permission matrix: every staff route, called as each role, as a buyer
// and as a visitor. A role without the route's permission gets 403 and
// changes nothing; a role with it is never refused for who it is.

const OPEN = new Set(['POST /admin-api/login', 'DELETE /admin-api/logout', 'GET /admin-api/me']);

let t: TestApp;
let sessions: Record<string, { cookie: string }>;
let buyer: Record<string, string>;

beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
  sessions = Object.fromEntries(
    await Promise.all(
      demoStaff.map(async (s) => [s.role, await staffLogin(t, s.username)] as const),
    ),
  );
  buyer = await loginAs(t, 'demo');
});
afterAll(() => t?.close());

const routes = () => t.app.staffRoutes.filter((r) => !OPEN.has(`${r.method} ${r.url}`));
const urlOf = (url: string) => url.replace(/:[a-zA-Z_]+/g, '1');
const call = (method: string, url: string, headers: Record<string, string>) =>
  t.app.inject({
    method: method as 'GET',
    url: urlOf(url),
    headers,
    ...(method === 'GET' ? {} : { payload: {} }),
  });
const auditCount = async () =>
  rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM audit_log`))[0]!.n;

describe('the permission matrix', () => {
  it('knows what every staff route demands', () => {
    expect(routes().length).toBeGreaterThan(5);
    const undeclared = routes().filter((r) => r.needs === null);
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('refuses each role every route it has no permission for, changing nothing', async () => {
    const wrong: string[] = [];
    for (const r of routes()) {
      for (const role of Object.keys(ROLES) as Role[]) {
        const holds = (r.needs ?? []).every((p) =>
          (ROLES[role].permissions as readonly string[]).includes(p),
        );
        const before = holds ? 0 : await auditCount();
        const res = await call(r.method, r.url, sessions[role]!);
        if (!holds && (res.statusCode !== 403 || (await auditCount()) !== before))
          wrong.push(`${role} ${r.method} ${r.url}: ${res.statusCode}`);
        if (holds && [401, 403].includes(res.statusCode))
          wrong.push(`${role} ${r.method} ${r.url}: refused ${res.statusCode}`);
        if (res.statusCode >= 500) wrong.push(`${role} ${r.method} ${r.url}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("answers 10001 to a buyer's token and to a visitor on every staff route", async () => {
    const wrong: string[] = [];
    for (const r of routes()) {
      for (const headers of [buyer, {}]) {
        const res = await call(r.method, r.url, headers);
        if (res.statusCode !== 401 || res.json().code !== 10001)
          wrong.push(`${r.method} ${r.url}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
