import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  cartLines,
  contractSignatures,
  coupons,
  goods,
  groupbuyActivities,
  orders,
  users,
} from '../../db/schema/index.ts';
import { makeBuyers, makeGoods } from '../../test/buyers.ts';
import { jsonCalls, loginAs, staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { pdfText } from '../../test/pdf.ts';
import { UNSIGNED_MESSAGE } from './index.ts';

// The purchase contract (/dzht): a company that has not signed the version in
// force gets 459 on order creation, with nothing of the order written; it
// signs once per version, and a new version means signing again.

let t: TestApp;
let newshop: Record<string, string>;
let demo: Record<string, string>;
let operator: Record<string, string>;
let warehouse: Record<string, string>;
let newshopCompany: number;
let goodsId: number;

beforeAll(async () => {
  t = await testApp({ goodsCount: 200 });
  [newshop, demo, operator, warehouse] = await Promise.all([
    loginAs(t, 'newshop'),
    loginAs(t, 'demo'),
    staffLogin(t, 'operator'),
    staffLogin(t, 'warehouse'),
  ]);
  const [u] = await t.db.select().from(users).where(eq(users.username, 'newshop'));
  newshopCompany = u!.companyId;
  goodsId = await makeGoods(t.db, { midPackQuantity: 1, stock: 100 });
});
afterAll(() => t?.close());

type H = Record<string, string>;
const { get, post } = jsonCalls(() => t);
let keys = 0;
const key = () => `dzht-order-${Date.now()}-${++keys}`;

async function tryOrder(h: H) {
  const lines = (await get('/api/cart/list', h)).json().data.data as { id: number }[];
  const addressId = (await get('/api/user/address', h)).json().data[0]?.id;
  return post('/api/order/create', h, {
    ids: lines.map((l) => l.id),
    address_id: addressId,
    coupon_id: 0,
    key: key(),
  });
}

describe('the purchase contract', () => {
  it('answers 459 to an unsigned company’s order and writes nothing of it', async () => {
    expect(
      (await post('/api/cart', newshop, { params: [{ goods_id: goodsId, number: 2 }] })).statusCode,
    ).toBe(200);
    await t.db.insert(coupons).values({
      companyId: newshopCompany,
      name: '测试券',
      amountFen: 100,
      endsAt: new Date(Date.now() + 86_400_000),
    });
    const before = {
      stock: (await t.db.select().from(goods).where(eq(goods.id, goodsId)))[0]!.stock,
      cart: await t.db.select().from(cartLines).where(eq(cartLines.companyId, newshopCompany)),
      coupons: await t.db.select().from(coupons).where(eq(coupons.companyId, newshopCompany)),
    };
    const r = await tryOrder(newshop);
    expect(r.statusCode).toBe(459);
    expect(r.json()).toMatchObject({ code: 459, msg: UNSIGNED_MESSAGE });
    expect((await t.db.select().from(goods).where(eq(goods.id, goodsId)))[0]!.stock).toBe(
      before.stock,
    );
    expect(
      await t.db.select().from(cartLines).where(eq(cartLines.companyId, newshopCompany)),
    ).toEqual(before.cart);
    expect(await t.db.select().from(coupons).where(eq(coupons.companyId, newshopCompany))).toEqual(
      before.coupons,
    );
    expect(
      await t.db.select().from(orders).where(eq(orders.companyId, newshopCompany)),
    ).toHaveLength(0);
  });

  it('answers 459 to an unsigned company’s group-buy order too', async () => {
    const [a] = await t.db.select().from(groupbuyActivities).limit(1);
    if (!a) throw new Error('the seed has no group-buy activity');
    const r = await post('/api/pintuan/open', newshop, { activity_id: a.id, key: key() });
    expect([r.statusCode, r.json().msg]).toEqual([459, UNSIGNED_MESSAGE]);
    expect(
      await t.db.select().from(orders).where(eq(orders.companyId, newshopCompany)),
    ).toHaveLength(0);
  });

  it('shows the text and who signed, to the company only', async () => {
    const mine = (await get('/api/contract', newshop)).json().data;
    expect(mine).toMatchObject({ version: 1, title: '药品采购合同', signed: 0, signature: null });
    expect(mine.body).toContain('第一条');
    expect(mine.sha256).toMatch(/^[0-9a-f]{64}$/);
    const demoView = (await get('/api/contract', demo)).json().data;
    expect(demoView).toMatchObject({ signed: 1, signature: { name: '刘海涛', username: 'demo' } });
    expect((await get('/api/contract')).statusCode).toBe(401);
    expect((await get('/api/contract/pdf')).statusCode).toBe(401);
    expect((await post('/api/contract/sign', {}, { name: '张三', agree: 1 })).statusCode).toBe(401);
  });

  it('needs a name and the confirmation; HTML in the name is kept as typed', async () => {
    expect((await post('/api/contract/sign', newshop, { name: '郑文博' })).json()).toMatchObject({
      code: 422,
      errors: { agree: ['请先勾选已阅读并同意本合同'] },
    });
    expect(
      (await post('/api/contract/sign', newshop, { name: '', agree: 1 })).json(),
    ).toMatchObject({
      code: 422,
      errors: { name: ['请输入签署人姓名'] },
    });
    expect(
      (await post('/api/contract/sign', newshop, { name: '郑'.repeat(31), agree: 1 })).statusCode,
    ).toBe(422);
    expect(
      (await post('/api/contract/sign', newshop, { name: '郑文博', agree: 1, version: 9 }))
        .statusCode,
    ).toBe(409);
    // A sub-account that may not order does not sign for the company.
    const [sub] = await makeBuyers(t.db, 1, 'dzhtsub', newshopCompany);
    await t.db.update(users).set({ isMain: false }).where(eq(users.id, sub!.userId));
    const bySub = await post('/api/contract/sign', sub!.headers, { name: '王五', agree: 1 });
    expect([bySub.statusCode, bySub.json().msg]).toEqual([
      403,
      '您没有下单权限，请由主账号签署合同',
    ]);
    expect(
      await t.db
        .select()
        .from(contractSignatures)
        .where(eq(contractSignatures.companyId, newshopCompany)),
    ).toHaveLength(0);
  });

  it('signs once (with the time and the text’s hash), then the order goes through', async () => {
    const name = '<b>郑文博</b>';
    const signed = await post('/api/contract/sign', newshop, { name, agree: 1, version: 1 });
    expect(signed.statusCode).toBe(200);
    const data = signed.json().data;
    expect(data).toMatchObject({ signed: 1, signature: { name, username: 'newshop' } });
    expect(data.signature.sha256).toBe(data.sha256);
    const twice = await post('/api/contract/sign', newshop, { name: '郑文博', agree: 1 });
    expect([twice.statusCode, twice.json().msg]).toEqual([409, '贵司已签署当前版本的合同']);
    const rows = await t.db
      .select()
      .from(contractSignatures)
      .where(eq(contractSignatures.companyId, newshopCompany));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.signerName).toBe(name);

    const text = await pdfText((await get('/api/contract/pdf', newshop)).rawPayload);
    for (const w of ['药品采购合同', '第一条合同标的', '签署人', '郑文博', data.sha256])
      expect(text, w).toContain(w);

    const r = await tryOrder(newshop);
    expect(r.statusCode, r.body).toBe(200);
  });

  it('is published by content staff only; a new version is signed again, and the console shows who signed which', async () => {
    const body = { title: '药品采购合同（2027 版）', body: '第一条 新条款\n\n第二条 其他' };
    expect((await post('/admin-api/contracts', warehouse, body)).statusCode).toBe(403);
    expect((await post('/admin-api/contracts', demo, body)).statusCode).toBe(401);
    expect((await post('/admin-api/contracts', operator, { ...body, body: '' })).statusCode).toBe(
      422,
    );
    const published = await post('/admin-api/contracts', operator, body);
    expect(published.statusCode).toBe(200);
    expect(published.json().data[0]).toMatchObject({ version: 2, current: 1, signed_count: 0 });
    expect(published.json().data[1]).toMatchObject({ version: 1, current: 0, signed_count: 3 });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'contract.publish')));
    expect(entry).toMatchObject({ username: 'operator' });

    await post('/api/cart', demo, { params: [{ goods_id: goodsId, number: 1 }] });
    expect((await tryOrder(demo)).statusCode).toBe(459);
    expect((await get('/api/contract', demo)).json().data).toMatchObject({ version: 2, signed: 0 });
    expect(
      (await post('/api/contract/sign', demo, { name: '刘海涛', agree: 1, version: 2 })).statusCode,
    ).toBe(200);
    expect((await tryOrder(demo)).statusCode).toBe(200);

    const sigs = (
      await get(
        `/admin-api/contracts/signatures?version_id=${published.json().data[0].id}`,
        operator,
      )
    ).json().data;
    expect(sigs.data).toHaveLength(1);
    expect(sigs.data[0]).toMatchObject({
      company_name: '仁和大药房（朝阳店）',
      version: 2,
      name: '刘海涛',
    });
    expect((await get('/admin-api/contracts/signatures', warehouse)).statusCode).toBe(403);
  });

  // The next version number was read and written in one statement, without a
  // lock: on PostgreSQL, parallel publishes collided on the unique index (500).
  it('numbers parallel publishes one after another', async () => {
    const before = (await get('/admin-api/contracts', operator)).json().data.length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post('/admin-api/contracts', operator, { title: `并发版本 ${i}`, body: `第一条 ${i}` }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const versions = (await get('/admin-api/contracts', operator)).json().data as {
      version: number;
    }[];
    expect(versions).toHaveLength(before + 6);
    expect(new Set(versions.map((v) => v.version)).size).toBe(versions.length);
    // Each audit entry names the version it replaced: the one just before it.
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'contract.publish'));
    const versionsOf = entries
      .map((e) => ({
        before: (e.before as { version: number } | null)?.version,
        after: (e.after as { version: number }).version,
      }))
      .sort((a, b) => a.after - b.after)
      .slice(-6);
    for (const v of versionsOf) expect(v.before).toBe(v.after - 1);
  });
});
