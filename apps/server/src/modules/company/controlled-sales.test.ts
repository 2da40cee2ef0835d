import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, controlledSalesApplications } from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';

// Controlled goods (控销品种): only companies staff authorised may buy them;
// others see why, ask, and can buy once a reviewer grants it.

let t: TestApp;
let buyer: TestBuyer;
let reviewer: { cookie: string };
let warehouse: { cookie: string };
let controlled: number;

beforeAll(async () => {
  t = await testApp({ goodsCount: 20 });
  [buyer] = (await makeBuyers(t.db, 1, 'kxpz')) as [TestBuyer];
  await t.db
    .update(companies)
    .set({ controlledSalesAuthorized: false })
    .where(eq(companies.id, buyer.companyId));
  controlled = await makeGoods(t.db, { isControlled: true, midPackQuantity: 1 });
  [reviewer, warehouse] = await Promise.all([
    staffLogin(t, 'reviewer'),
    staffLogin(t, 'warehouse'),
  ]);
});
afterAll(() => t?.close());

const asBuyer = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: buyer.headers, ...(payload ? { payload } : {}) });
const asStaff = (who: { cookie: string }, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...who, 'content-type': 'application/json' },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });
const detail = async () => (await asBuyer('GET', `/api/goods/detail/${controlled}`)).json().data;
const add = () => asBuyer('POST', '/api/cart', { params: [{ goods_id: controlled, number: 1 }] });

describe('controlled goods', () => {
  it('are not sold to a company without the authorisation, which is told why', async () => {
    expect(await detail()).toMatchObject({
      is_kxpz: 1,
      is_buy: 0,
      buy_tip: '控销品种，授权后可购买',
    });
    // It may wait in the cart, unselected, saying why; checking out or ordering it is refused.
    expect((await add()).json().code).toBe(10000);
    const line = (await asBuyer('GET', '/api/cart/list')).json().data.data[0];
    expect(line).toMatchObject({ can_buy: 0, is_selected: 0, buy_tip: '控销品种，授权后可购买' });
    expect((await asBuyer('POST', '/api/cart/checkout', { ids: [line.id] })).statusCode).toBe(422);
    const order = await asBuyer('POST', '/api/order/create', {
      ids: [line.id],
      address_id: buyer.addressId,
      key: 'kxpz-order-key-1',
    });
    expect([order.statusCode, order.json().msg]).toEqual([
      403,
      `${(await detail()).name} 为控销品种，授权后可购买`,
    ]);
    expect((await asBuyer('GET', '/api/user/kxpz')).json().data).toEqual({
      authorized: 0,
      application: null,
    });
  });

  it('takes one request at a time, and refuses an empty one', async () => {
    expect((await asBuyer('POST', '/api/user/kxpz', { reason: '' })).statusCode).toBe(422);
    const asked = (
      await asBuyer('POST', '/api/user/kxpz', { reason: '本店有处方药经营范围' })
    ).json();
    expect(asked).toMatchObject({
      msg: '申请已提交',
      data: { authorized: 0, application: { status: 'pending', status_text: '审核中' } },
    });
    const again = await asBuyer('POST', '/api/user/kxpz', { reason: '再次申请' });
    expect([again.statusCode, again.json().msg]).toEqual([409, '您的申请正在审核中，请耐心等待']);
  });

  it('lets a reviewer grant it: the buyer may buy at once; withdrawn, no longer', async () => {
    const url = `/admin-api/companies/${buyer.companyId}/kxpz`;
    expect((await asStaff(warehouse, 'POST', url, { authorized: 1 })).statusCode).toBe(403);
    expect((await asStaff(reviewer, 'POST', url, { authorized: 2 })).statusCode).toBe(422);
    const granted = await asStaff(reviewer, 'POST', url, { authorized: 1, note: '经营范围相符' });
    expect(granted.json().data).toMatchObject({
      authorized: 1,
      application: { status: 'approved', note: '经营范围相符' },
    });
    expect((await detail()).is_buy).toBe(1);
    expect((await add()).json().code).toBe(10000);
    const selectable = (await asBuyer('GET', '/api/cart/list')).json().data.data[0];
    expect(selectable).toMatchObject({ can_buy: 1 });
    const repeat = await asBuyer('POST', '/api/user/kxpz', { reason: '再申请' });
    expect(repeat.statusCode).toBe(409);

    await asStaff(reviewer, 'POST', url, { authorized: 0, note: '资质过期' });
    expect((await detail()).is_buy).toBe(0);
    const log = (
      await asStaff(
        await staffLogin(t, 'admin'),
        'GET',
        `/admin-api/audit-log?action=company.controlledSales&target_id=${buyer.companyId}`,
      )
    ).json().data.data;
    expect(log).toHaveLength(2);
    expect((await asStaff(reviewer, 'GET', '/admin-api/companies/99999999/kxpz')).statusCode).toBe(
      404,
    );
  });

  it('makes one pending request of ten sent at once', async () => {
    const [other] = (await makeBuyers(t.db, 1, 'kxpzrace')) as [TestBuyer];
    await t.db
      .update(companies)
      .set({ controlledSalesAuthorized: false })
      .where(eq(companies.id, other.companyId));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/kxpz',
          headers: other.headers,
          payload: { reason: `申请 ${i}` },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    const rows = await t.db
      .select()
      .from(controlledSalesApplications)
      .where(eq(controlledSalesApplications.companyId, other.companyId));
    expect(rows).toHaveLength(1);
  });
});
