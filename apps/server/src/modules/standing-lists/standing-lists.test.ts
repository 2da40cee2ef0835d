import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, setGoods, type TestBuyer } from '../../test/buyers.ts';
import { jsonCalls, type TestApp, testApp } from '../../test/helper.ts';

// 常购清单: a company's lists, shared by its logins and closed to every other
// company; a list goes to the cart line by line under the cart's own rules,
// each refused line reported and the others added.

let t: TestApp;
let made = 0;
let plain: number[];
const { get, post, put, del } = jsonCalls(() => t);

beforeAll(async () => {
  t = await testApp({ goodsCount: 20 });
  const drug = { kind: 0, isDevice: false, isHealth: false, isControlled: false };
  const h = { ...drug, approvalNumber: '国药准字H20050001', drugClass: 'otc_b' as const };
  plain = await Promise.all(
    [1, 2, 3].map((i) => makeGoods(t.db, { ...h, name: `清单测试药${i}` })),
  );
});
afterAll(() => t?.close());

const buyer = async () => (await makeBuyers(t.db, 1, `qd${++made}`))[0]!;
const lines = (...ids: number[]) => ids.map((goods_id) => ({ goods_id, number: 10 }));
const create = (b: TestBuyer, body: object) => post('/api/user/lists', b.headers, body);

describe('standing lists', () => {
  it('creates, reads, replaces and deletes a list', async () => {
    const b = await buyer();
    const made = await create(b, { name: '每周常购', lines: lines(plain[0]!, plain[1]!) });
    expect(made.json()).toMatchObject({ code: 10000, msg: '已保存常购清单' });
    const id = made.json().data.id as number;
    const one = (await get(`/api/user/lists/${id}`, b.headers)).json().data;
    expect(one).toMatchObject({ name: '每周常购', line_count: 2 });
    expect(one.lines.map((l: { goods_id: number }) => l.goods_id)).toEqual([plain[0], plain[1]]);
    expect(one.lines[0].goods.name).toBe('清单测试药1');

    const replaced = await put(`/api/user/lists/${id}`, b.headers, {
      name: '感冒季',
      lines: [{ goods_id: plain[2], number: 30 }],
    });
    expect(replaced.json().data).toMatchObject({
      name: '感冒季',
      line_count: 1,
      lines: [{ goods_id: plain[2], number: 30 }],
    });
    const all = (await get('/api/user/lists', b.headers)).json().data;
    expect(all).toEqual([expect.objectContaining({ id, name: '感冒季', line_count: 1 })]);

    expect((await del(`/api/user/lists/${id}`, b.headers)).json().code).toBe(10000);
    expect((await get(`/api/user/lists/${id}`, b.headers)).statusCode).toBe(404);
    expect((await get('/api/user/lists', b.headers)).json().data).toEqual([]);
  });

  it("is shared by the company's logins and 404 to another company", async () => {
    const owner = await buyer();
    const [colleague] = await makeBuyers(t.db, 1, `qd${++made}`, owner.companyId);
    const stranger = await buyer();
    const id = (await create(owner, { name: '门店A', lines: lines(plain[0]!) })).json().data.id;
    expect((await get(`/api/user/lists/${id}`, colleague!.headers)).statusCode).toBe(200);

    const body = { name: '偷改', lines: lines(plain[1]!) };
    for (const res of [
      await get(`/api/user/lists/${id}`, stranger.headers),
      await put(`/api/user/lists/${id}`, stranger.headers, body),
      await del(`/api/user/lists/${id}`, stranger.headers),
      await post(`/api/user/lists/${id}/to-cart`, stranger.headers),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, msg: '常购清单不存在' });
    }
    expect((await get('/api/user/lists', stranger.headers)).json().data).toEqual([]);
    const still = (await get(`/api/user/lists/${id}`, owner.headers)).json().data;
    expect(still).toMatchObject({ name: '门店A', lines: [{ goods_id: plain[0] }] });
  });

  it('makes a list from the cart and from an order, never from another company’s', async () => {
    const b = await buyer();
    const other = await buyer();
    await post('/api/cart', b.headers, { params: lines(plain[0]!, plain[1]!) });
    const cart = (await get('/api/cart/list', b.headers)).json().data.data as {
      id: number;
      goods: { id: number };
    }[];
    const first = cart.find((l) => l.goods.id === plain[0])!;
    const fromCart = await create(b, { name: '购物车', cart_ids: [first.id] });
    expect(fromCart.json().data.lines).toEqual([
      expect.objectContaining({ goods_id: plain[0], number: 10 }),
    ]);
    expect((await create(other, { name: '偷', cart_ids: [first.id] })).statusCode).toBe(404);

    const order = await post('/api/order/create', b.headers, {
      ids: cart.map((l) => l.id),
      address_id: b.addressId,
      key: `qd-order-${made}`,
    });
    expect(order.json().code, order.body).toBe(10000);
    const orderId = order.json().data.id ?? order.json().data.order_id;
    const fromOrder = await create(b, { name: '上次订单', order_id: orderId });
    expect(
      fromOrder
        .json()
        .data.lines.map((l: { goods_id: number }) => l.goods_id)
        .sort(),
    ).toEqual([plain[0], plain[1]].sort());
    expect((await create(other, { name: '偷', order_id: orderId })).statusCode).toBe(404);
  });

  it('adds the buyable lines to the cart and reports each refused one', async () => {
    const b = await buyer();
    // Licensed for 乙类 OTC, and for chemical drugs only.
    await t.db
      .update(companies)
      .set({ licensedDrugClasses: ['otc_b'], businessScope: ['chemical'] })
      .where(eq(companies.id, b.companyId));
    const drug = { kind: 0, isDevice: false, isHealth: false, isControlled: false };
    const h = { ...drug, approvalNumber: '国药准字H20050001', drugClass: 'otc_b' as const };
    const fine = await makeGoods(t.db, { ...h, name: '清单可买药' });
    const empty = await makeGoods(t.db, { ...h, name: '清单缺货药' });
    const limited = await makeGoods(t.db, { ...h, name: '清单限购药', purchaseLimit: 5 });
    const device = await makeGoods(t.db, {
      ...drug,
      isDevice: true,
      name: '清单体温计',
      approvalNumber: '京械备20200001号',
      drugClass: 'none',
    });
    const rx = await makeGoods(t.db, { ...h, name: '清单处方药', drugClass: 'rx' });
    const gone = await makeGoods(t.db, { ...h, name: '清单下架药' });
    const id = (
      await create(b, { name: '混合', lines: lines(fine, empty, limited, device, rx, gone) })
    ).json().data.id;
    await setGoods(t.db, empty, { stock: 0 });
    await setGoods(t.db, gone, { isHidden: true });

    const r = await post(`/api/user/lists/${id}/to-cart`, b.headers);
    expect(r.json()).toMatchObject({ code: 10000, msg: '已加入购物车 1 种商品，5 种未能加入' });
    const { added, refused } = r.json().data;
    expect(added).toBe(1);
    const reasons = Object.fromEntries(
      refused.map((x: { goods_id: number; reason: string; msg: string }) => [x.goods_id, x]),
    );
    expect(reasons[empty]).toMatchObject({ reason: 'out_of_stock', name: '清单缺货药' });
    expect(reasons[limited]).toMatchObject({ reason: 'purchase_limit' });
    expect(reasons[device]).toMatchObject({ reason: 'out_of_scope' });
    expect(reasons[rx]).toMatchObject({ reason: 'drug_class' });
    expect(reasons[gone]).toMatchObject({ reason: 'off_sale', msg: '商品已下架' });
    for (const x of refused) expect(x.msg).not.toBe('');
    const cart = (await get('/api/cart/list', b.headers)).json().data.data;
    expect(cart.map((l: { goods: { id: number } }) => l.goods.id)).toEqual([fine]);
    expect(cart[0].number).toBe(10);
  });

  it('refuses bad input with a 422 and writes nothing', async () => {
    const b = await buyer();
    const bad: object[] = [
      { name: '', lines: lines(plain[0]!) },
      { name: 'x'.repeat(31), lines: lines(plain[0]!) },
      { name: 'a', lines: [{ goods_id: plain[0], number: 0 }] },
      { name: 'a', lines: [{ goods_id: plain[0], number: -3 }] },
      { name: 'a', lines: [{ goods_id: plain[0], number: 1e12 }] },
      { name: 'a', lines: [{ goods_id: plain[0], number: 1.5 }] },
      { name: 'a', lines: [{ goods_id: 'abc', number: 1 }] },
      { name: 'a', lines: lines(plain[0]!, plain[0]!) },
      { name: 'a', lines: Array.from({ length: 501 }, (_, i) => ({ goods_id: i + 1, number: 1 })) },
      { name: 'a', lines: lines(plain[0]!), constructor: 1 },
      { name: 'a', lines: [{ goods_id: plain[0], number: 1, __proto__x: 1 }] },
      { name: 'a', order_id: 1, cart_ids: [1] },
    ];
    for (const body of bad) {
      const r = await create(b, body);
      expect(r.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(r.json().code).toBe(422);
    }
    const proto = await t.app.inject({
      method: 'POST',
      url: '/api/user/lists',
      headers: { ...b.headers, 'content-type': 'application/json' },
      payload: `{"name":"a","lines":[{"goods_id":${plain[0]},"number":1}],"__proto__":{"x":1}}`,
    });
    // The JSON reader refuses a __proto__ key outright (400), in the envelope.
    expect(proto.statusCode).toBe(400);
    expect(proto.json().code).toBe(400);
    expect(({} as { x?: number }).x).toBeUndefined();
    // A goods that does not exist is a 404, not a list with a dead line.
    expect((await create(b, { name: 'a', lines: lines(2_000_000_000) })).statusCode).toBe(404);
    for (const id of ['0', '-1', 'abc', '99999999999'])
      expect((await get(`/api/user/lists/${id}`, b.headers)).statusCode).toBe(422);
    const kept = (await get('/api/user/lists', b.headers)).json().data;
    expect(kept.length).toBeLessThanOrEqual(1);
  });

  it('keeps at most 50 lists per company', async () => {
    const b = await buyer();
    for (let i = 0; i < 50; i++)
      expect((await create(b, { name: `清单${i}`, lines: [] })).statusCode).toBe(200);
    const over = await create(b, { name: '第51个', lines: [] });
    expect(over.statusCode).toBe(409);
    expect(over.json().msg).toContain('最多保存 50 个常购清单');
  });

  it('holds the 50-list limit when a store creates lists at once', async () => {
    const b = await buyer();
    for (let i = 0; i < 45; i++) await create(b, { name: `清单${i}`, lines: [] });
    const rush = await Promise.all(
      Array.from({ length: 12 }, (_, i) => create(b, { name: `并发${i}`, lines: [] })),
    );
    expect(rush.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(rush.filter((r) => r.statusCode === 409)).toHaveLength(7);
    expect((await get('/api/user/lists', b.headers)).json().data).toHaveLength(50);
  });

  it('asks a login to log in first', async () => {
    expect((await get('/api/user/lists')).json().code).toBe(10001);
  });
});
