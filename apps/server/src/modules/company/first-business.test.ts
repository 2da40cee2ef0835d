import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, credentials, users } from '../../db/schema/index.ts';
import { uploadDocument } from '../../test/documents.ts';
import { loginAs, staffLogin, type TestApp, testApp } from '../../test/helper.ts';

// 首营企业: a company is approved only with every required document approved
// on file; each document is approved or returned on its own (the buyer is
// told which and why); the purchaser's ID card is personal information.

let t: TestApp;
let reviewer: { cookie: string };
let operator: { cookie: string };
let pending: Record<string, string>;
let demo: Record<string, string>;
let companyId = 0;

beforeAll(async () => {
  t = await testApp({ goodsCount: 10, filesDir: mkdtempSync(join(tmpdir(), 'fb-files-')) });
  [reviewer, operator, pending, demo] = await Promise.all([
    staffLogin(t, 'reviewer'),
    staffLogin(t, 'operator'),
    loginAs(t, 'pending'),
    loginAs(t, 'demo'),
  ]);
  const [u] = await t.db.select().from(users).where(eq(users.username, 'pending'));
  companyId = u!.companyId;
});
afterAll(() => t?.close());

type Doc = { id: number; kind: string; number: string; status: string };
const staffGet = (url: string, who: { cookie: string }) => t.app.inject({ url, headers: who });
const docsOf = async (who = reviewer) =>
  (await staffGet(`/admin-api/companies/${companyId}/credentials`, who)).json().data as Doc[];
const decide = (id: number, approve: 0 | 1, reason = '') =>
  t.app.inject({
    method: 'POST',
    url: `/admin-api/credentials/${id}/decision`,
    headers: reviewer,
    payload: { approve, reason },
  });
const approveCompany = () =>
  t.app.inject({
    method: 'POST',
    url: `/admin-api/companies/${companyId}/review`,
    headers: reviewer,
    payload: { result: 'approve' },
  });
const auditOf = (action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(companyId))));

describe('the first-business review of `pending`', () => {
  it('refuses approval while documents wait, naming each', async () => {
    const r = await approveCompany();
    expect(r.statusCode).toBe(409);
    expect(r.json().msg).toBe(
      '首营资料未齐备，不能通过：营业执照（待审核）、药品经营许可证（待审核）、采购委托书（待审核）、采购人身份证（待审核）',
    );
  });

  it('returns one document with a reason: the buyer is told which and why, and replaces it', async () => {
    const id = (await docsOf()).find((d) => d.kind === 'buyer_id')!.id;
    expect((await decide(id, 0, '身份证反面未上传')).statusCode).toBe(200);
    const [m] = (await t.app.inject({ url: '/api/user/message', headers: pending })).json().data
      .data;
    expect(m).toMatchObject({
      kind: 'credentials_rejected',
      title: '您提交的采购人身份证已退回',
      link: '/register/step3',
    });
    expect(m.body).toContain('身份证反面未上传');
    // The buyer's step 3 shows the returned one with the reason.
    const z = (await t.app.inject({ url: '/api/user/zizhi', headers: pending })).json().data;
    expect(z.submissions.find((s: Doc) => s.kind === 'buyer_id')).toMatchObject({
      status: 'rejected',
      reason: '身份证反面未上传',
    });
    expect(z.kinds.find((k: { kind: string }) => k.kind === 'gsp').required).toBe(0);
    const again = await uploadDocument(t, pending, 'buyer_id', { number: '131082199107226028' });
    expect(again.json().code).toBe(10000);
    // Another document under review is not replaced while the company is.
    expect((await uploadDocument(t, pending, 'proxy')).statusCode).toBe(409);
  });

  it('approves the company once every required document is approved with its file', async () => {
    // The seeded test database draws no pictures: the other three get a file name.
    await t.db
      .update(credentials)
      .set({ file: `${'0'.repeat(32)}.png` })
      .where(and(eq(credentials.companyId, companyId), eq(credentials.file, '')));
    const docs = (await docsOf()).filter((d) => d.status === 'pending');
    expect(docs).toHaveLength(4);
    for (const d of docs.filter((d) => d.kind !== 'proxy'))
      expect((await decide(d.id, 1)).statusCode).toBe(200);
    expect((await approveCompany()).json().msg).toBe(
      '首营资料未齐备，不能通过：采购委托书（待审核）',
    );
    expect((await decide(docs.find((d) => d.kind === 'proxy')!.id, 1)).statusCode).toBe(200);
    const ok = await approveCompany();
    expect([ok.statusCode, ok.json().data.review]).toEqual([200, 'approved']);
  });
});

describe("the purchaser's ID card", () => {
  let idCard: Doc;
  beforeAll(async () => {
    idCard = (await docsOf()).find((d) => d.kind === 'buyer_id' && d.status === 'current')!;
  });

  it('is shown masked to staff in the drawer, the review list and the company list', async () => {
    expect(idCard.number).toBe('131***********6028');
    for (const who of [reviewer, operator])
      expect((await docsOf(who)).find((d) => d.id === idCard.id)!.number).toBe(
        '131***********6028',
      );
    const list = (
      await staffGet('/admin-api/credentials?status=all&page_size=100', operator)
    ).json().data.data as Doc[];
    expect(list.find((d) => d.id === idCard.id)!.number).toBe('131***********6028');
    const companies = (await staffGet('/admin-api/companies?page_size=100', operator)).json().data
      .data as { credentials: { kind: string; number: string }[] }[];
    const numbers = companies.flatMap((c) =>
      c.credentials.filter((k) => k.kind === 'buyer_id').map((k) => k.number),
    );
    expect(numbers.length).toBeGreaterThanOrEqual(2);
    for (const n of numbers) expect(n).toMatch(/^\d{3}\*{11}[\dX]{4}$/);
    // The decision's audit entry masks it too.
    const decided = await auditOf('credential.approve');
    expect(JSON.stringify(decided)).not.toContain('131082199107226028');
    // The company itself sees its own number in full.
    const own = (await t.app.inject({ url: '/api/user/zizhi', headers: pending })).json().data;
    expect(own.current.find((c: Doc) => c.kind === 'buyer_id').number).toBe('131082199107226028');
  });

  it('is served to the company and to reviewers only, each staff view audited', async () => {
    const mine = await t.app.inject({ url: `/api/user/zizhi/${idCard.id}/file`, headers: pending });
    expect([mine.statusCode, mine.headers['content-type']]).toEqual([200, 'image/png']);
    const other = await t.app.inject({ url: `/api/user/zizhi/${idCard.id}/file`, headers: demo });
    expect(other.statusCode).toBe(404);
    const refused = await staffGet(`/admin-api/credentials/${idCard.id}/file`, operator);
    expect(refused.statusCode).toBe(403);
    expect(
      (await staffGet(`/admin-api/credentials/${idCard.id}/number`, operator)).statusCode,
    ).toBe(403);
    expect(await auditOf('credential.view_id_file')).toHaveLength(0);

    const seen = await staffGet(`/admin-api/credentials/${idCard.id}/file`, reviewer);
    expect(seen.statusCode).toBe(200);
    const full = await staffGet(`/admin-api/credentials/${idCard.id}/number`, reviewer);
    expect(full.json().data).toEqual({ number: '131082199107226028', holder_id_number: '' });
    const [file] = await auditOf('credential.view_id_file');
    const [number] = await auditOf('credential.view_id_number');
    expect(file).toMatchObject({
      after: { credential_id: idCard.id, kind: 'buyer_id', number: '131***********6028' },
    });
    expect(number).toMatchObject({ after: { credential_id: idCard.id } });
  });
});
