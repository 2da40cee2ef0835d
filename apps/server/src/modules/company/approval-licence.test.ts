import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies } from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { documentsOnFile } from '../../test/documents.ts';
import { jsonCalls, staffLogin, type TestApp, testApp } from '../../test/helper.ts';

// Approval sets the licensed scope and drug classes from the licence: the
// reviewer's 通过 carries what the licence says (an OTC class B counter:
// otc_b only), the company is held to it from its next request, and the
// audit entry records both. Left out, approval keeps the registered classes
// and gives the kind's usual scope when none is recorded.

let t: TestApp;
let reviewer: Record<string, string>;
let rx: number;
let otcB: number;
let made = 0;

beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
  reviewer = await staffLogin(t, 'reviewer');
  const drug = { kind: 0, isDevice: false, isHealth: false, isControlled: false };
  const h = { ...drug, approvalNumber: '国药准字H20050001' };
  rx = await makeGoods(t.db, { ...h, name: '审核测试头孢克肟胶囊', drugClass: 'rx' });
  otcB = await makeGoods(t.db, { ...h, name: '审核测试维生素C片', drugClass: 'otc_b' });
});
afterAll(() => t?.close());

const { get, post } = jsonCalls(() => t);

/** A company under review with every required document approved on file. */
async function underReview(kind = 'pharmacy', scope: string[] = []): Promise<TestBuyer> {
  const [b] = (await makeBuyers(t.db, 1, `shenhe${++made}`)) as [TestBuyer];
  await t.db
    .update(companies)
    .set({ review: 'pending', kind, businessScope: scope })
    .where(eq(companies.id, b.companyId));
  await documentsOnFile(t.db, b.companyId, kind);
  return b;
}

const review = (companyId: number, body: Record<string, unknown>) =>
  post(`/admin-api/companies/${companyId}/review`, reviewer, body);
const companyRow = async (id: number) =>
  (await t.db.select().from(companies).where(eq(companies.id, id)))[0]!;
const add = (b: TestBuyer, goodsId: number) =>
  post('/api/cart', b.headers, { params: [{ goods_id: goodsId, number: 10 }] });

describe('approving a company with the scope and classes of its licence', () => {
  it('stores them, audits them, and refuses the company goods outside them', async () => {
    const b = await underReview();
    const scope = ['chemical', 'patent', 'device', 'health_food'];
    const res = await review(b.companyId, {
      result: 'approve',
      business_scope: scope,
      drug_classes: ['otc_b'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      review: 'approved',
      business_scope: scope,
      drug_classes: ['otc_b'],
    });
    const row = await companyRow(b.companyId);
    expect([row.businessScope, row.licensedDrugClasses]).toEqual([scope, ['otc_b']]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'company.review'), eq(auditLog.targetId, String(b.companyId))),
      );
    expect(entry).toMatchObject({
      before: { review: 'pending', business_scope: [], drug_classes: ['rx', 'otc_a', 'otc_b'] },
      after: { review: 'approved', business_scope: scope, drug_classes: ['otc_b'] },
    });
    // Its first purchase of a prescription drug is refused with the rule; OTC B is sold.
    const refused = await add(b, rx);
    expect([refused.statusCode, refused.json().msg]).toEqual([
      422,
      '处方药：贵店资质仅可购买乙类非处方药（审核测试头孢克肟胶囊）',
    ]);
    expect((await add(b, otcB)).json().code).toBe(10000);
    const detail = (await get(`/api/goods/detail/${rx}`, b.headers)).json().data;
    expect(detail).toMatchObject({ is_buy: 0, buy_tip: '处方药：贵店资质仅可购买乙类非处方药' });
  });

  it('keeps the registered classes and gives the usual scope when the reviewer sends neither', async () => {
    const b = await underReview('clinic');
    await t.db
      .update(companies)
      .set({ licensedDrugClasses: ['otc_a', 'otc_b'] })
      .where(eq(companies.id, b.companyId));
    expect((await review(b.companyId, { result: 'approve' })).statusCode).toBe(200);
    const row = await companyRow(b.companyId);
    expect(row.businessScope).toEqual(['chemical', 'antibiotic', 'patent', 'device']);
    expect(row.licensedDrugClasses).toEqual(['otc_a', 'otc_b']);
  });

  it('refuses an empty scope, unknown classes, and a scope with a rejection, changing nothing', async () => {
    const b = await underReview('pharmacy', ['chemical']);
    const cases: [Record<string, unknown>, string][] = [
      [{ result: 'approve', business_scope: [] }, 'business_scope'],
      [{ result: 'approve', business_scope: ['chemical', 'narcotics'] }, 'business_scope.1'],
      [{ result: 'approve', drug_classes: ['rx', 'constructor'] }, 'drug_classes.1'],
      [{ result: 'approve', drug_classes: 'otc_b' }, 'drug_classes'],
      [{ result: 'reject', reason: '照片模糊', drug_classes: ['otc_b'] }, 'drug_classes'],
    ];
    for (const [body, field] of cases) {
      const res = await review(b.companyId, body);
      expect([res.statusCode, Object.keys(res.json().errors ?? {})]).toEqual([422, [field]]);
    }
    const row = await companyRow(b.companyId);
    expect([row.review, row.businessScope, row.licensedDrugClasses]).toEqual([
      'pending',
      ['chemical'],
      ['rx', 'otc_a', 'otc_b'],
    ]);
  });
});

describe('registration step 2', () => {
  it('starts a 乙类非处方药零售 counter at OTC B only, so approval is pre-filled with it', async () => {
    const [b] = (await makeBuyers(t.db, 1, `guitai${++made}`)) as [TestBuyer];
    await t.db.update(companies).set({ review: 'draft' }).where(eq(companies.id, b.companyId));
    const res = await post('/api/user/register/company', b.headers, {
      name: '物美超市药品专柜',
      type: 'otc_counter',
      contact_name: '何静',
      contact_phone: '13800000000',
      region: '北京市 丰台区',
      address: '南三环西路 16 号',
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await companyRow(b.companyId);
    expect([row.kind, row.licensedDrugClasses]).toEqual(['otc_counter', ['otc_b']]);
  });
});
