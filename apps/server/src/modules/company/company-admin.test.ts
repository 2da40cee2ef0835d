import { defaultScopeOf } from '@shop/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, credentials } from '../../db/schema/index.ts';
import { documentsOnFile } from '../../test/documents.ts';
import { loginAs, staffLogin, type TestApp, testApp } from '../../test/helper.ts';

let t: TestApp;
let reviewer: { cookie: string };
beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
  reviewer = await staffLogin(t, 'reviewer');
});
afterAll(() => t?.close());

const pendingId = async () => {
  const r = await t.app.inject({ url: '/admin-api/companies?status=pending', headers: reviewer });
  return r.json().data.data[0].id as number;
};
const review = (id: number, payload: object, headers = reviewer) =>
  t.app.inject({ method: 'POST', url: `/admin-api/companies/${id}/review`, headers, payload });

describe('the credential review queue', () => {
  it('lists the pending buyer with its users and every credential', async () => {
    const r = await t.app.inject({ url: '/admin-api/companies?status=pending', headers: reviewer });
    const page = r.json().data;
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      review: 'pending',
      review_text: '待审核',
      users: [{ username: 'pending', is_main: 1 }],
    });
    // Its documents are all under review: none in force yet; the drawer lists them.
    expect(page.data[0].credentials).toEqual([]);
    const docs = await t.app.inject({
      url: `/admin-api/companies/${page.data[0].id}/credentials`,
      headers: reviewer,
    });
    expect(docs.json().data.map((d: { status: string }) => d.status)).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
  });

  it('finds companies by name, contact or username, and refuses an unknown status', async () => {
    const r = await t.app.inject({
      url: '/admin-api/companies?keywords=pending',
      headers: reviewer,
    });
    expect(
      r.json().data.data.map((c: { users: { username: string }[] }) => c.users[0]!.username),
    ).toContain('pending');
    const bad = await t.app.inject({ url: '/admin-api/companies?status=nope', headers: reviewer });
    expect(bad.statusCode).toBe(422);
  });

  it('needs a reason to reject, and refuses an unknown result', async () => {
    const id = await pendingId();
    const noReason = await review(id, { result: 'reject' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().msg).toBe('请填写驳回原因');
    expect((await review(id, { result: 'maybe' })).statusCode).toBe(422);
    expect((await review(id, { result: 'approve', extra: 1 })).statusCode).toBe(422);
  });

  it('is not for other roles', async () => {
    const id = await pendingId();
    for (const who of ['operator', 'warehouse', 'service']) {
      const r = await review(id, { result: 'approve' }, await staffLogin(t, who));
      expect(r.statusCode, who).toBe(403);
    }
    const buyer = await loginAs(t, 'demo');
    const asBuyer = await t.app.inject({
      method: 'POST',
      url: `/admin-api/companies/${id}/review`,
      headers: buyer,
      payload: { result: 'approve' },
    });
    expect(asBuyer.json().code).toBe(10001);
    const r = await t.app.inject({ url: `/admin-api/companies/${id}`, headers: reviewer });
    expect(r.json().data.review).toBe('pending');
  });

  it('approves once: the buyer may order at once, a second decision is refused, the audit log has it', async () => {
    const id = await pendingId();
    const buyer = await loginAs(t, 'pending');
    const before = await t.app.inject({ url: '/api/user/info', headers: buyer });
    expect(before.json().data.is_passed).toBe(0);

    // Every document approved, each with its file (the seeded test database draws none).
    await t.db
      .update(credentials)
      .set({ file: `${'0'.repeat(32)}.png` })
      .where(eq(credentials.companyId, id));
    const docs = await t.app.inject({
      url: `/admin-api/companies/${id}/credentials`,
      headers: reviewer,
    });
    for (const d of docs.json().data as { id: number }[])
      await t.app.inject({
        method: 'POST',
        url: `/admin-api/credentials/${d.id}/decision`,
        headers: reviewer,
        payload: { approve: 1 },
      });
    const answers = await Promise.all([
      review(id, { result: 'approve' }),
      review(id, { result: 'reject', reason: '证照模糊' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const decided = answers.find((a) => a.statusCode === 200)!.json().data.review;

    const after = await t.app.inject({ url: '/api/user/info', headers: buyer });
    expect(after.json().data.is_passed).toBe(decided === 'approved' ? 1 : 0);

    const admin = await staffLogin(t, 'admin');
    const log = await t.app.inject({
      url: `/admin-api/audit-log?action=company.review&target_id=${id}`,
      headers: admin,
    });
    const entries = log.json().data.data;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      username: 'reviewer',
      role: 'reviewer',
      before: { review: 'pending' },
      after: { review: decided },
    });
  });
});

describe('a rejected buyer', () => {
  it('sees the reason on its registration status', async () => {
    const s = await testApp({ goodsCount: 10 });
    try {
      const r = await s.app.inject({
        url: '/admin-api/companies?status=pending',
        headers: await staffLogin(s, 'reviewer'),
      });
      const id = r.json().data.data[0].id;
      await s.app.inject({
        method: 'POST',
        url: `/admin-api/companies/${id}/review`,
        headers: await staffLogin(s, 'reviewer'),
        payload: { result: 'reject', reason: '药品经营许可证已过期' },
      });
      const status = await s.app.inject({
        url: '/api/user/register/status',
        headers: await loginAs(s, 'pending'),
      });
      expect(status.json().data).toMatchObject({
        review: 'rejected',
        review_reason: '药品经营许可证已过期',
      });
    } finally {
      await s.close();
    }
  });
});

describe('approving a company with no 经营范围 recorded', () => {
  // Registration records none; without a default an approved buyer could buy nothing.
  it('gives it its kind’s usual scope, in the audit log too; a recorded scope stays', async () => {
    const made = async (kind: string, businessScope: string[]) =>
      (
        await t.db
          .insert(companies)
          .values({ name: `待批${kind}`, kind, review: 'pending', businessScope })
          .returning({ id: companies.id })
      )[0]!.id;
    const cases: [string, string[], string[]][] = [
      ['pharmacy', [], defaultScopeOf('pharmacy')],
      ['clinic', [], defaultScopeOf('clinic')],
      ['pharmacy', ['patent'], ['patent']],
    ];
    for (const [kind, recorded, expected] of cases) {
      const id = await made(kind, recorded);
      await documentsOnFile(t.db, id, kind);
      expect((await review(id, { result: 'approve' })).statusCode).toBe(200);
      const [row] = await t.db.select().from(companies).where(eq(companies.id, id));
      expect(row!.businessScope).toEqual(expected);
      const [entry] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'company.review'), eq(auditLog.targetId, String(id))));
      expect(entry!.after).toMatchObject({ review: 'approved', business_scope: expected });
    }
    // The clinic's is the narrower one.
    expect(defaultScopeOf('clinic')).not.toContain('health_food');
  });
});
