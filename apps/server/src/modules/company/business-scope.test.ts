import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, users } from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { complianceCalls } from '../../test/compliance.ts';
import { loginAs, staffLogin, type TestApp, testApp } from '../../test/helper.ts';

// 经营范围: goods outside a company's licensed scope are shown as such and
// refused on every way into a purchase (cart add, quick add, quick purchase,
// package, group-buy, order creation after staff narrowed the scope); staff with the
// review role correct the scope and the other registered particulars, audited.

let t: TestApp;
let reviewer: Record<string, string>;
let operator: Record<string, string>;
let made = 0;
/** A chemical drug (国药准字H), a health food (isHealth) and a device. */
let chemical: number;
let healthFood: number;
let device: number;

beforeAll(async () => {
  t = await testApp({ goodsCount: 20 });
  [reviewer, operator] = await Promise.all([staffLogin(t, 'reviewer'), staffLogin(t, 'operator')]);
  const drug = { kind: 0, isDevice: false, isHealth: false, isControlled: false };
  chemical = await makeGoods(t.db, { ...drug, approvalNumber: '国药准字H20050001' });
  healthFood = await makeGoods(t.db, {
    ...drug,
    isHealth: true,
    name: '测试蛋白粉',
    approvalNumber: '国食健注G20190001',
  });
  device = await makeGoods(t.db, { ...drug, isDevice: true, approvalNumber: '京械备20200001号' });
});
afterAll(() => t?.close());

const json = { 'content-type': 'application/json' };
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: payload ? { ...headers, ...json } : (headers as Record<string, string>),
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });

/** A buyer whose scope is only what is given (set before its first request). */
async function buyerWith(scope: string[]): Promise<TestBuyer> {
  const [b] = (await makeBuyers(t.db, 1, `jyfw${++made}`)) as [TestBuyer];
  await t.db.update(companies).set({ businessScope: scope }).where(eq(companies.id, b.companyId));
  return b;
}
const { add, lines, create, ordersOf, packageOf, addPackage, groupBuyOf, open, join, openPaid } =
  complianceCalls(() => t);
const particulars = (companyId: number, scope: string[], who = reviewer) =>
  call('PUT', `/admin-api/companies/${companyId}/particulars`, who, {
    name: '康宁诊所',
    legal_person: '王建国',
    region: '北京市 海淀区',
    address: '学院路 35 号',
    business_scope: scope,
  });

const refusedFor = (name: string) => ({
  code: 422,
  msg: `${name} 超出本企业经营范围（保健食品），不能采购`,
  data: { reason: 'out_of_scope', scope: 'health_food', goods_id: healthFood },
});

describe('goods outside the business scope', () => {
  it('show 超出经营范围 and cannot be bought; inside the scope they can', async () => {
    const b = await buyerWith(['chemical', 'device']);
    const detail = async (id: number) =>
      (await call('GET', `/api/goods/detail/${id}`, b.headers)).json().data;
    expect(await detail(healthFood)).toMatchObject({ is_buy: 0, buy_tip: '超出经营范围' });
    expect(await detail(chemical)).toMatchObject({ is_buy: 1, buy_tip: '' });
    // A buyer with health food in its scope sees the same goods buyable (no shared object).
    const wide = await buyerWith(['health_food']);
    const theirs = await call('GET', `/api/goods/detail/${healthFood}`, wide.headers);
    expect(theirs.json().data).toMatchObject({ is_buy: 1 });

    const res = await add(b, healthFood);
    expect([res.statusCode, res.json()]).toEqual([
      422,
      expect.objectContaining(refusedFor('测试蛋白粉')),
    ]);
    expect((await add(b, chemical)).json().code).toBe(10000);
    expect((await add(b, device)).json().code).toBe(10000);
    const quick = await call('POST', `/api/cart/quick-add/${healthFood}`, b.headers, {});
    expect(quick.statusCode).toBe(422);
    expect(quick.json().msg).toContain('超出本企业经营范围');
    expect((await lines(b)).map((l) => l.goods.id).sort()).toEqual([chemical, device].sort());
  });

  it('are reported, not added, by the quick purchase (/kjcg)', async () => {
    const b = await buyerWith(['chemical']);
    const res = await call('POST', '/api/user/fast-buy/cart', b.headers, {
      items: [
        { goods_id: chemical, number: 10 },
        { goods_id: healthFood, number: 10 },
      ],
    });
    expect(res.json().data).toMatchObject({
      added: 1,
      rows: [
        { goods_id: chemical, added: 1 },
        { goods_id: healthFood, added: 0, note: refusedFor('测试蛋白粉').msg },
      ],
    });
  });

  it('refuse a package holding one of them', async () => {
    const b = await buyerWith(['chemical']);
    const pkg = await packageOf(operator, '经营范围测试套餐', [chemical, healthFood]);
    const res = await addPackage(b, pkg);
    expect([res.statusCode, res.json().data]).toEqual([
      422,
      { reason: 'out_of_scope', scope: 'health_food', goods_id: healthFood },
    ]);
  });

  it('can neither open nor join a group-buy of one (拼团 skips the cart)', async () => {
    // A goods of its own: one in a group-buy is no longer sold through the cart.
    const groupFood = await makeGoods(t.db, {
      isHealth: true,
      isControlled: false,
      name: '测试鱼油',
      approvalNumber: '国食健注G20190002',
      stock: 1_000,
    });
    const activityId = await groupBuyOf(operator, '经营范围测试拼团', groupFood);
    const narrow = await buyerWith(['chemical']);
    const wide = await buyerWith(['health_food']);

    const refused = await open(narrow, activityId);
    expect([refused.statusCode, refused.json().data]).toEqual([
      422,
      { reason: 'out_of_scope', scope: 'health_food', goods_id: groupFood },
    ]);
    const joined = await join(narrow, await openPaid(wide, activityId));
    expect([joined.statusCode, joined.json().data]).toEqual([
      422,
      { reason: 'out_of_scope', scope: 'health_food', goods_id: groupFood },
    ]);
    expect(await ordersOf(narrow)).toBe(0);
  });

  it('are refused at order creation when staff narrowed the scope after the cart', async () => {
    const b = await buyerWith(['chemical', 'health_food']);
    expect((await add(b, healthFood)).json().code).toBe(10000);
    expect((await add(b, chemical)).json().code).toBe(10000);
    const before = await lines(b);
    expect((await particulars(b.companyId, ['chemical'])).statusCode).toBe(200);
    // The cart line now says why; the order of both lines is refused, naming the goods.
    const after = await lines(b);
    expect(after.find((l) => l.goods.id === healthFood)).toMatchObject({
      can_buy: 0,
      buy_tip: '超出经营范围',
    });
    const order = await create(
      b,
      before.map((l) => l.id),
    );
    expect([order.statusCode, order.json()]).toEqual([
      422,
      expect.objectContaining(refusedFor('测试蛋白粉')),
    ]);
  });
});

describe('the registered particulars in the console', () => {
  it('are corrected by a reviewer, audited, and shown to the buyer', async () => {
    const clinic = await loginAs(t, 'clinic');
    const [u] = await t.db.select().from(users).where(eq(users.username, 'clinic'));
    const [before] = await t.db.select().from(companies).where(eq(companies.id, u!.companyId));
    if (!before) throw new Error('the seeded clinic is missing');
    const res = await particulars(before.id, ['chemical', 'patent', 'device', 'device']);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: before.id,
      legal_person: '王建国',
      business_scope: ['chemical', 'patent', 'device'],
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'company.particulars'), eq(auditLog.targetId, String(before.id))),
      );
    expect(entry).toMatchObject({
      before: { legal_person: before.legalPerson, business_scope: before.businessScope },
      after: { legal_person: '王建国', business_scope: ['chemical', 'patent', 'device'] },
    });
    const gszz = (await call('GET', '/api/user/gszz', clinic)).json().data;
    expect(gszz).toMatchObject({ name: '康宁诊所', legal_person: '王建国' });
    const jyfw = (await call('GET', '/api/user/jyfw', clinic)).json().data;
    expect(jyfw.scope.map((s: { code: string }) => s.code)).toEqual([
      'chemical',
      'patent',
      'device',
    ]);
  });

  it('cannot be changed by a buyer, by staff without the review role, or to an unknown class', async () => {
    const b = await buyerWith(['chemical']);
    expect((await particulars(b.companyId, ['health_food'], b.headers)).statusCode).toBe(401);
    expect((await particulars(b.companyId, ['health_food'], operator)).statusCode).toBe(403);
    const bad = await particulars(b.companyId, ['vaccines']);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('经营范围');
    const [row] = await t.db.select().from(companies).where(eq(companies.id, b.companyId));
    expect(row!.businessScope).toEqual(['chemical']);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'company.particulars'), eq(auditLog.targetId, String(b.companyId))),
      );
    expect(audits).toHaveLength(0);
  });
});
