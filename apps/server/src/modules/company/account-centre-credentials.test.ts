import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, credentials, users } from '../../db/schema/index.ts';
import {
  clinic,
  demo,
  filesDir,
  get,
  licence,
  png,
  reviewer,
  rowsOf,
  staff,
  stored,
  sub,
  t,
  upload,
  useAccountCentreApp,
  warehouse,
} from '../../test/account-centre-scene.ts';

// The account centre's /zzzj: licences with their files, renewals under
// review, and the staff review of uploads.

useAccountCentreApp();

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
    const fields = {
      ...licence,
      kind: 'proxy',
      number: 'WT20261126RH',
      holder_name: '刘海涛',
      holder_id_number: '110105198803124517',
    };
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
