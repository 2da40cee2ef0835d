import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, credentials, sessions, users } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { loginAs, staffLogin, type TestApp, testApp } from '../../test/helper.ts';

// The account centre's /basic and /zzzj: contact change, password, login
// mobile, licences with their files, and the staff review of uploads.

let t: TestApp;
let filesDir: string;
let demo: Record<string, string>;
let clinic: Record<string, string>;
let sub: Record<string, string>;
let reviewer: { cookie: string };
let warehouse: { cookie: string };
let png: Buffer;

const stored = () => {
  try {
    return readdirSync(join(filesDir, 'credentials')).length;
  } catch {
    return 0;
  }
};
const rowsOf = async (companyUser: string) => {
  const [u] = await t.db.select().from(users).where(eq(users.username, companyUser));
  return t.db.select().from(credentials).where(eq(credentials.companyId, u!.companyId));
};

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'acct-files-'));
  t = await testApp({ goodsCount: 20, filesDir });
  [demo, clinic, reviewer, warehouse] = await Promise.all([
    loginAs(t, 'demo'),
    loginAs(t, 'clinic'),
    staffLogin(t, 'reviewer'),
    staffLogin(t, 'warehouse'),
  ]);
  // A sub-account of demo's company, with a session.
  const [d] = await t.db.select().from(users).where(eq(users.username, 'demo'));
  const [u] = await t.db
    .insert(users)
    .values({
      companyId: d!.companyId,
      username: 'demosub',
      mobile: '19900000777',
      passwordHash: 'x',
      name: '小王',
      isMain: false,
    })
    .returning({ id: users.id });
  const token = newToken();
  await t.db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: u!.id,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  sub = { authorization: `Bearer ${token}` };
  png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 30, b: 30 } },
  })
    .png()
    .toBuffer();
});
afterAll(() => t?.close());

/** A browser's multipart form: the fields, then the file. */
function form(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type?: string },
) {
  const b = '----acctupload91f3';
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const chunks: Buffer[] = parts.map((p) => Buffer.from(p));
  if (file)
    chunks.push(
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${b}--\r\n`));
  return { payload: Buffer.concat(chunks), 'content-type': `multipart/form-data; boundary=${b}` };
}

const licence = {
  kind: 'drug_licence',
  number: '京AA1050999',
  issued_on: '2025-11-01',
  expires_on: '2030-10-31',
};
const upload = (
  headers: Record<string, string>,
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type?: string },
) => {
  const f = form(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/user/zizhi',
    headers: { ...headers, 'content-type': f['content-type'] },
    payload: f.payload,
  });
};
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const staff = (who: { cookie: string }, method: 'GET' | 'POST', url: string, body?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...who, 'content-type': 'application/json' },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });

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

describe('credentials (/zzzj)', () => {
  it("lists the company's licences with a warning for the one due within 30 days", async () => {
    const z = (await get('/api/user/zizhi', demo)).json().data;
    expect(z.kinds.map((k: { kind: string }) => k.kind)).toContain('drug_licence');
    const drug = z.current.find((c: { kind: string }) => c.kind === 'drug_licence');
    expect(drug).toMatchObject({ expiry: 'expiring', status: 'current', number: '京AA1050218' });
    expect(drug.days_left).toBeLessThanOrEqual(30);
    expect(z.warning).toContain('药品经营许可证将于');
    const c = (await get('/api/user/zizhi', clinic)).json().data;
    expect(c.kinds.map((k: { kind: string }) => k.kind)).toContain('medical_licence');
    expect(c.kinds.map((k: { kind: string }) => k.kind)).not.toContain('drug_licence');
    expect(c.warning).toBe('');
  });

  it('refuses bad uploads with a 422 and stores nothing', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(2000, 7)]);
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024, 1)]);
    const before = (await rowsOf('demo')).length;
    const cases: [Record<string, string>, { bytes: Buffer; name: string } | undefined, string][] = [
      [licence, { bytes: exe, name: 'licence.jpg' }, 'file'],
      [licence, { bytes: Buffer.alloc(0), name: 'licence.jpg' }, 'file'],
      [licence, { bytes: big, name: 'licence.png' }, 'file'],
      [licence, { bytes: Buffer.from('%PDF-1.4 not really'), name: 'a.pdf' }, 'file'],
      [licence, { bytes: exe, name: '../../../etc/passwd.jpg' }, 'file'],
      [licence, undefined, 'file'],
      [{ ...licence, number: 'x'.repeat(41) }, { bytes: png, name: 'a.png' }, 'number'],
      [{ ...licence, kind: 'passport' }, { bytes: png, name: 'a.png' }, 'kind'],
      [{ ...licence, expires_on: '2020-01-01' }, { bytes: png, name: 'a.png' }, 'expires_on'],
      [{ ...licence, issued_on: '2999-01-01' }, { bytes: png, name: 'a.png' }, 'issued_on'],
      // A clinic licence is not a pharmacy's.
      [{ ...licence, kind: 'medical_licence' }, { bytes: png, name: 'a.png' }, 'kind'],
    ];
    for (const [fields, file, field] of cases) {
      const res = await upload(demo, fields, file);
      expect([res.statusCode, Object.keys(res.json().errors ?? {})]).toEqual([422, [field]]);
    }
    expect((await rowsOf('demo')).length).toBe(before);
    expect(stored()).toBe(0);
  });

  it('does not take an upload from a sub-account', async () => {
    const res = await upload(sub, licence, { bytes: png, name: 'a.png' });
    expect(res.statusCode).toBe(403);
    expect(stored()).toBe(0);
    // It may read the licences.
    expect((await get('/api/user/zizhi', sub)).statusCode).toBe(200);
  });

  let pendingId = 0;
  it('puts a renewal under review, keeps the licence in force, and stores it under a random name', async () => {
    const res = await upload(demo, licence, { bytes: png, name: '../../uploads/evil.png' });
    expect(res.json().code).toBe(10000);
    const z = res.json().data;
    const pending = z.submissions.find((s: { kind: string }) => s.kind === 'drug_licence');
    expect(pending).toMatchObject({
      status: 'pending',
      status_text: '审核中',
      number: '京AA1050999',
    });
    pendingId = pending.id;
    // The licence in force is unchanged; the company still buys on it.
    expect(z.current.find((c: { kind: string }) => c.kind === 'drug_licence').number).toBe(
      '京AA1050218',
    );
    expect((await get('/api/user/info', demo)).json().data.is_passed).toBe(1);
    const names = readdirSync(join(filesDir, 'credentials'));
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^[0-9a-f]{32}\.png$/);
    // A second renewal of the same kind waits for the first.
    expect((await upload(demo, licence, { bytes: png, name: 'b.png' })).statusCode).toBe(409);
    expect(stored()).toBe(1);
  });

  it('serves the file to its company and staff only', async () => {
    const url = `/api/user/zizhi/${pendingId}/file`;
    const own = await get(url, demo);
    expect([own.statusCode, own.headers['content-type']]).toEqual([200, 'image/png']);
    expect(own.rawPayload.equals(png)).toBe(true);
    expect((await get(url, sub)).statusCode).toBe(200);
    expect((await get(url, clinic)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
    const asStaff = await staff(reviewer, 'GET', `/admin-api/credentials/${pendingId}/file`);
    expect(asStaff.statusCode).toBe(200);
    // A buyer's token is no staff session.
    expect((await get(`/admin-api/credentials/${pendingId}/file`, demo)).statusCode).toBe(401);
  });

  it('lets a reviewer (not the warehouse) approve it: the renewal is in force, the old one replaced, audited', async () => {
    const list = (await staff(reviewer, 'GET', '/admin-api/credentials?status=pending')).json()
      .data;
    expect(list.data.map((r: { id: number }) => r.id)).toContain(pendingId);
    const url = `/admin-api/credentials/${pendingId}/decision`;
    expect((await staff(warehouse, 'POST', url, { approve: 1 })).statusCode).toBe(403);
    expect((await staff(reviewer, 'POST', url, { approve: 0 })).statusCode).toBe(422);
    const res = await staff(reviewer, 'POST', url, { approve: 1 });
    expect(res.json().data).toMatchObject({ status: 'current' });
    expect((await staff(reviewer, 'POST', url, { approve: 0, reason: '晚了' })).statusCode).toBe(
      409,
    );
    const z = (await get('/api/user/zizhi', demo)).json().data;
    expect(z.current.find((c: { kind: string }) => c.kind === 'drug_licence').number).toBe(
      '京AA1050999',
    );
    expect(z.warning).toBe('');
    const rows = await rowsOf('demo');
    expect(rows.find((r) => r.number === '京AA1050218')!.status).toBe('replaced');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'credential.approve'), eq(auditLog.username, 'reviewer')));
    expect(entry?.after).toMatchObject({ credential_id: pendingId, status: 'current' });
    const drawer = (
      await staff(reviewer, 'GET', `/admin-api/companies/${rows[0]!.companyId}/credentials`)
    ).json();
    expect(drawer.data.find((c: { id: number }) => c.id === pendingId).file_url).toBe(
      `/admin-api/credentials/${pendingId}/file`,
    );
  });

  it('shows a rejection with its reason to the buyer', async () => {
    const res = await upload(
      demo,
      { ...licence, kind: 'gsp', number: 'A-BJ-26-0001' },
      {
        bytes: png,
        name: 'gsp.png',
      },
    );
    const id = res.json().data.submissions.find((s: { kind: string }) => s.kind === 'gsp').id;
    const decided = await staff(reviewer, 'POST', `/admin-api/credentials/${id}/decision`, {
      approve: 0,
      reason: '<script>x</script>图片模糊',
    });
    expect(decided.json().data.status).toBe('rejected');
    const z = (await get('/api/user/zizhi', demo)).json().data;
    expect(z.submissions.find((s: { id: number }) => s.id === id)).toMatchObject({
      status: 'rejected',
      reason: '<script>x</script>图片模糊',
    });
    expect(z.current.find((c: { kind: string }) => c.kind === 'gsp').number).toBe('A-BJ-21-0318');
  });

  it('takes one of two concurrent renewals of a kind, and one of two concurrent decisions', async () => {
    const before = stored();
    const fields = { ...licence, kind: 'proxy', number: 'WT20261126RH' };
    const answers = await Promise.all([
      upload(demo, fields, { bytes: png, name: 'a.png' }),
      upload(demo, fields, { bytes: png, name: 'b.png' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    // The loser's file was taken back.
    expect(stored()).toBe(before + 1);
    const pending = (await rowsOf('demo')).filter(
      (r) => r.kind === 'proxy' && r.status === 'pending',
    );
    expect(pending).toHaveLength(1);
    const url = `/admin-api/credentials/${pending[0]!.id}/decision`;
    const decisions = await Promise.all([
      staff(reviewer, 'POST', url, { approve: 1 }),
      staff(reviewer, 'POST', url, { approve: 0, reason: '不清晰' }),
    ]);
    expect(decisions.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const proxies = (await rowsOf('demo')).filter((r) => r.kind === 'proxy');
    expect(proxies.filter((r) => r.status === 'current')).toHaveLength(1);
    expect(proxies.filter((r) => r.status === 'pending')).toHaveLength(0);
  });

  it('says so when a licence has expired', async () => {
    const [u] = await t.db.select().from(users).where(eq(users.username, 'clinic'));
    await t.db
      .update(credentials)
      .set({ expiresOn: '2025-01-31' })
      .where(and(eq(credentials.companyId, u!.companyId), eq(credentials.kind, 'proxy')));
    const z = (await get('/api/user/zizhi', clinic)).json().data;
    expect(z.current.find((c: { kind: string }) => c.kind === 'proxy')).toMatchObject({
      expiry: 'expired',
    });
    expect(z.warning).toContain('采购委托书已于 2025-01-31 过期');
  });
});
