import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, users } from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { complianceCalls } from '../../test/compliance.ts';
import { jsonCalls, staffLogin, type TestApp, testApp } from '../../test/helper.ts';

// 药品分类: a company licensed for 乙类 OTC only is refused Rx and 甲类 goods on
// every way into a purchase (cart add, quick add, quick purchase, copy, buy
// again, package, group-buy, order creation after staff narrowed the
// licence); goods objects say so. Staff set the licence in the buyer drawer.

let t: TestApp;
let reviewer: Record<string, string>;
let operator: Record<string, string>;
let made = 0;
let rx: number;
let otcA: number;
let otcB: number;
let device: number;

beforeAll(async () => {
  t = await testApp({ goodsCount: 20 });
  [reviewer, operator] = await Promise.all([staffLogin(t, 'reviewer'), staffLogin(t, 'operator')]);
  const drug = { kind: 0, isDevice: false, isHealth: false, isControlled: false };
  const h = { ...drug, approvalNumber: '国药准字H20050001' };
  rx = await makeGoods(t.db, { ...h, name: '测试头孢克肟胶囊', drugClass: 'rx' });
  otcA = await makeGoods(t.db, { ...h, name: '测试感冒灵颗粒', drugClass: 'otc_a' });
  otcB = await makeGoods(t.db, { ...h, name: '测试维生素C片', drugClass: 'otc_b' });
  device = await makeGoods(t.db, {
    ...drug,
    isDevice: true,
    name: '测试体温计',
    approvalNumber: '京械备20200001号',
    drugClass: 'none',
  });
});
afterAll(() => t?.close());

const { get, post, put } = jsonCalls(() => t);
const { add, lines, ordersOf, packageOf, addPackage, groupBuyOf, open, join, openPaid, create } =
  complianceCalls(() => t);

/** A buyer licensed for these classes only (set before its first request). */
async function buyerWith(classes: string[]): Promise<TestBuyer> {
  const [b] = (await makeBuyers(t.db, 1, `ypfl${++made}`)) as [TestBuyer];
  await t.db
    .update(companies)
    .set({ licensedDrugClasses: classes })
    .where(eq(companies.id, b.companyId));
  return b;
}
/** Staff narrow (or widen) the licence in the buyer drawer. */
const license = (companyId: number, classes: string[] | undefined, who = reviewer) =>
  put(`/admin-api/companies/${companyId}/particulars`, who, {
    name: '康宁大药房',
    legal_person: '李明',
    region: '北京市 朝阳区',
    address: '建国路 8 号',
    business_scope: ['chemical', 'device'],
    ...(classes ? { drug_classes: classes } : {}),
  });

const OTC_B_ONLY = '贵店资质仅可购买乙类非处方药';
const refusedFor = (name: string, goodsId: number, cls = 'rx', words = '处方药') => ({
  code: 422,
  msg: `${words}：${OTC_B_ONLY}（${name}）`,
  data: { reason: 'drug_class', drug_class: cls, licensed: ['otc_b'], goods_id: goodsId },
});

describe('an OTC class B licence', () => {
  it('shows Rx and 甲类 goods as not buyable, naming the rule; 乙类 and non-drugs are', async () => {
    const b = await buyerWith(['otc_b']);
    const detail = async (id: number, who = b) =>
      (await get(`/api/goods/detail/${id}`, who.headers)).json().data;
    expect(await detail(rx)).toMatchObject({
      is_buy: 0,
      buy_tip: `处方药：${OTC_B_ONLY}`,
      drug_class: 'rx',
    });
    expect(await detail(otcA)).toMatchObject({ is_buy: 0, buy_tip: `甲类非处方药：${OTC_B_ONLY}` });
    expect(await detail(otcB)).toMatchObject({ is_buy: 1, buy_tip: '', drug_class: 'otc_b' });
    expect(await detail(device)).toMatchObject({ is_buy: 1, drug_class: 'none' });
    // Another buyer's object is not shared: a full licence buys the same Rx goods.
    const full = await buyerWith(['rx', 'otc_a', 'otc_b']);
    expect(await detail(rx, full)).toMatchObject({ is_buy: 1, buy_tip: '' });
    // Nor is a third licence's: its tip names its own classes.
    const two = await buyerWith(['otc_a', 'otc_b']);
    expect(await detail(rx, two)).toMatchObject({
      is_buy: 0,
      buy_tip: '处方药：贵店资质仅可购买甲类非处方药、乙类非处方药',
    });
  });

  it('refuses them at cart add and quick add; the allowed goods go in', async () => {
    const b = await buyerWith(['otc_b']);
    const res = await add(b, rx);
    expect([res.statusCode, res.json()]).toEqual([
      422,
      expect.objectContaining(refusedFor('测试头孢克肟胶囊', rx)),
    ]);
    const a = await add(b, otcA);
    expect(a.json()).toMatchObject(refusedFor('测试感冒灵颗粒', otcA, 'otc_a', '甲类非处方药'));
    expect((await add(b, otcB)).json().code).toBe(10000);
    expect((await add(b, device)).json().code).toBe(10000);
    const quick = await post(`/api/cart/quick-add/${rx}`, b.headers);
    expect([quick.statusCode, quick.json().data?.reason]).toEqual([422, 'drug_class']);
    expect((await lines(b)).map((l) => l.goods.id).sort()).toEqual([otcB, device].sort());
  });

  it('reports them, not added, in the quick purchase (/kjcg)', async () => {
    const b = await buyerWith(['otc_b']);
    const res = await post('/api/user/fast-buy/cart', b.headers, {
      items: [
        { goods_id: otcB, number: 10 },
        { goods_id: rx, number: 10 },
      ],
    });
    expect(res.json().data).toMatchObject({
      added: 1,
      rows: [
        { goods_id: otcB, added: 1 },
        { goods_id: rx, added: 0, note: refusedFor('测试头孢克肟胶囊', rx).msg },
      ],
    });
  });

  it('refuses a package holding an Rx goods', async () => {
    const b = await buyerWith(['otc_b']);
    const pkg = await packageOf(operator, '药品分类测试套餐', [otcB, rx]);
    const res = await addPackage(b, pkg);
    expect([res.statusCode, res.json().data]).toEqual([422, refusedFor('', rx).data]);
    expect(await lines(b)).toEqual([]);
  });

  it('can neither open nor join a group-buy of an Rx goods', async () => {
    const groupRx = await makeGoods(t.db, {
      kind: 0,
      isControlled: false,
      name: '测试阿奇霉素片',
      approvalNumber: '国药准字H20050002',
      drugClass: 'rx',
      stock: 1_000,
    });
    const activityId = await groupBuyOf(operator, '药品分类测试拼团', groupRx);
    const narrow = await buyerWith(['otc_b']);
    const full = await buyerWith(['rx', 'otc_a', 'otc_b']);
    const refused = await open(narrow, activityId);
    expect([refused.statusCode, refused.json().data]).toEqual([422, refusedFor('', groupRx).data]);
    const joined = await join(narrow, await openPaid(full, activityId));
    expect([joined.statusCode, joined.json().data]).toEqual([422, refusedFor('', groupRx).data]);
    expect(await ordersOf(narrow)).toBe(0);
  });
});

describe('a licence staff narrowed after the goods went into the cart', () => {
  it('holds the line with the reason and refuses the order', async () => {
    const b = await buyerWith(['rx', 'otc_a', 'otc_b']);
    expect((await add(b, rx)).json().code).toBe(10000);
    expect((await add(b, otcB)).json().code).toBe(10000);
    const ids = (await lines(b)).map((l) => l.id);
    expect((await license(b.companyId, ['otc_b'])).statusCode).toBe(200);
    const after = await lines(b);
    expect(after.find((l) => l.goods.id === rx)).toMatchObject({
      can_buy: 0,
      buy_tip: `处方药：${OTC_B_ONLY}`,
    });
    expect(after.find((l) => l.goods.id === otcB)).toMatchObject({ can_buy: 1 });
    const order = await create(b, ids);
    expect(order.statusCode).toBe(422);
    expect(order.json()).toMatchObject(refusedFor('测试头孢克肟胶囊', rx));
    expect(await ordersOf(b)).toBe(0);
  });

  it('refuses buying an earlier Rx order again and copying its line to a sub-account', async () => {
    const b = await buyerWith(['rx', 'otc_a', 'otc_b']);
    expect((await add(b, rx)).json().code).toBe(10000);
    expect((await add(b, otcB)).json().code).toBe(10000);
    const placed = await create(
      b,
      (await lines(b)).map((l) => l.id),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().data.order_id ?? placed.json().data.id;
    expect((await add(b, rx)).json().code).toBe(10000);
    const rxLine = (await lines(b)).find((l) => l.goods.id === rx)!;
    const [sub] = await t.db
      .insert(users)
      .values({
        companyId: b.companyId,
        username: `ypflsub${made}`,
        mobile: `1371111${String(made).padStart(4, '0')}`,
        passwordHash: 'x',
        isMain: false,
      })
      .returning();

    expect((await license(b.companyId, ['otc_b'])).statusCode).toBe(200);
    const again = await post(`/api/order/${orderId}/buy-again`, b.headers);
    expect(again.json().data).toMatchObject({
      added: 1,
      skipped: [{ name: '测试头孢克肟胶囊', reason: refusedFor('测试头孢克肟胶囊', rx).msg }],
    });
    const copied = await post('/api/cart/copy', b.headers, {
      ids: [rxLine.id],
      other_user_ids: [sub!.id],
    });
    expect(copied.json().data).toEqual({
      copied: 0,
      skipped: [{ name: '测试头孢克肟胶囊', reason: refusedFor('测试头孢克肟胶囊', rx).msg }],
    });
  });
});

describe('the licensed classes in the console', () => {
  it('are set by a reviewer, audited, and kept when a save leaves them out', async () => {
    const b = await buyerWith(['rx', 'otc_a', 'otc_b']);
    const res = await license(b.companyId, ['otc_b', 'otc_b']);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.drug_classes).toEqual(['otc_b']);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'company.particulars'), eq(auditLog.targetId, String(b.companyId))),
      );
    expect(entry).toMatchObject({
      before: { drug_classes: ['rx', 'otc_a', 'otc_b'] },
      after: { drug_classes: ['otc_b'] },
    });
    expect((await license(b.companyId, undefined)).json().data.drug_classes).toEqual(['otc_b']);
  });

  it('cannot be set by staff without the review role, or to an unknown class', async () => {
    const b = await buyerWith(['rx', 'otc_a', 'otc_b']);
    expect((await license(b.companyId, ['otc_b'], operator)).statusCode).toBe(403);
    const bad = await license(b.companyId, ['narcotics']);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('药品分类');
    const [row] = await t.db.select().from(companies).where(eq(companies.id, b.companyId));
    expect(row!.licensedDrugClasses).toEqual(['rx', 'otc_a', 'otc_b']);
  });

  it('a new company may buy every class (today’s buyers keep buying)', async () => {
    const [b] = (await makeBuyers(t.db, 1, `ypflnew${++made}`)) as [TestBuyer];
    const [row] = await t.db.select().from(companies).where(eq(companies.id, b.companyId));
    expect(row!.licensedDrugClasses).toEqual(['rx', 'otc_a', 'otc_b']);
    expect((await add(b, rx)).json().code).toBe(10000);
  });
});
