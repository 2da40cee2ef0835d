import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { orderLife } from '../../test/orders.ts';
import { key, newBuyer, post } from '../../test/scene.ts';

// The buyer hears of every staff decision on an after-sales request by 站内信
// (/wdxx): approved (a return says where to send the goods: the shop's return
// address from the site settings, also shown on the request while the goods
// are due), declined with the reason, refunded with the amount and the way.

type Headers = Record<string, string>;
let t: TestApp;
let service: Headers;
let warehouse: Headers;
let finance: Headers;
let operator: Headers;

beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
  [service, warehouse, finance, operator] = await Promise.all([
    staffLogin(t, 'service'),
    staffLogin(t, 'warehouse'),
    staffLogin(t, 'finance'),
    staffLogin(t, 'operator'),
  ]);
});
afterAll(() => t?.close());

const staff = (
  url: string,
  headers: Headers,
  payload: object = {},
  method: 'POST' | 'PUT' = 'POST',
) =>
  t.app.inject({
    method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const settingsNow = () => ok(t.app.inject({ url: '/admin-api/settings', headers: operator }));
const ok = async (r: ReturnType<typeof staff>) => {
  const res = await r;
  expect(res.json(), res.body).toMatchObject({ code: 10000 });
  return res.json().data;
};

type Message = { kind: string; title: string; body: string; link: string };
const messages = async (b: TestBuyer): Promise<Message[]> =>
  (await t.app.inject({ url: '/api/user/message?page_size=50', headers: b.headers })).json().data
    .data;

/** A buyer's shipped order of 4 boxes at 10.00, and a request of `kind` for 2 of them. */
async function requestOn(kind: 'refund' | 'return') {
  const b = await newBuyer(t, 'ntc');
  const life = orderLife(t);
  const goodsId = await makeGoods(t.db, { midPackQuantity: 1 });
  const orderId = await life.paidOrder(b, [{ goodsId, number: 4 }]);
  await life.ship(orderId);
  const [line] = await life.lines(orderId);
  const asked = await post(t, `/api/order/${orderId}/after-sales`, b, {
    kind,
    reason: '包装破损',
    lines: [{ id: line!.id, number: 2 }],
    key: key('as'),
  });
  expect(asked.json(), asked.body).toMatchObject({ code: 10000 });
  const orderNo = (await t.app.inject({ url: `/api/order/${orderId}`, headers: b.headers })).json()
    .data.order_no as string;
  return { b, orderId, orderNo, id: asked.json().data.id as number };
}

const requestOf = async (b: TestBuyer, orderId: number, id: number) =>
  (await t.app.inject({ url: `/api/order/${orderId}/after-sales`, headers: b.headers }))
    .json()
    .data.requests.find((r: { id: number }) => r.id === id);

describe('after-sales notices', () => {
  it('an approved return tells the buyer where to send the goods, by 站内信 and on the request while they are due', async () => {
    const settings = await settingsNow();
    expect(settings.return_address).not.toBe('');
    const to = {
      receiver: settings.return_receiver,
      phone: settings.return_phone,
      address: settings.return_address,
    };
    const { b, orderId, orderNo, id } = await requestOn('return');
    expect(await messages(b)).toEqual([
      expect.objectContaining({ kind: 'order_shipped' }), // the order's parcel, nothing else yet
    ]);
    expect((await requestOf(b, orderId, id)).return_address).toBeNull();

    await ok(staff(`/admin-api/after-sales/${id}/approve`, service));
    const [notice] = await messages(b);
    expect(notice).toMatchObject({ kind: 'after_sale_approved', link: `/order/info/${orderId}` });
    expect(notice!.title).toContain(orderNo);
    for (const part of [to.receiver, to.phone, to.address, '¥20.00'])
      expect(notice!.body).toContain(part);
    expect((await requestOf(b, orderId, id)).return_address).toEqual(to);

    // Sent back: nothing is due any more.
    await ok(
      staff(`/api/after-sales/${id}/return-shipment`, b.headers, {
        carrier: '顺丰速运',
        tracking_no: 'SF1234567890',
      }),
    );
    expect((await requestOf(b, orderId, id)).return_address).toBeNull();
    await ok(staff(`/admin-api/after-sales/${id}/receive`, warehouse));
    await ok(staff(`/admin-api/after-sales/${id}/refund`, finance));
    const [refunded] = await messages(b);
    expect(refunded).toMatchObject({ kind: 'after_sale_refunded', link: `/order/info/${orderId}` });
    expect(refunded!.body).toContain('已退款 ¥20.00（退回余额）');
  });

  it('the address the operator sets in the console is the one the next approval gives', async () => {
    const moved = {
      return_receiver: '王仓管',
      return_phone: '010-88886666',
      return_address: '天津市武清区京津科技谷 9 号 售后仓',
    };
    await ok(staff('/admin-api/settings', operator, moved, 'PUT'));
    expect(await settingsNow()).toMatchObject(moved);
    const { b, orderId, id } = await requestOn('return');
    await ok(staff(`/admin-api/after-sales/${id}/approve`, service));
    expect((await messages(b))[0]!.body).toContain(
      '请将商品寄回：王仓管，010-88886666，天津市武清区京津科技谷 9 号 售后仓',
    );
    expect((await requestOf(b, orderId, id)).return_address).toEqual({
      receiver: '王仓管',
      phone: '010-88886666',
      address: '天津市武清区京津科技谷 9 号 售后仓',
    });
  });

  it('a refund-only approval says the money follows; a refund says how much and which way', async () => {
    const { b, orderId, orderNo, id } = await requestOn('refund');
    await ok(staff(`/admin-api/after-sales/${id}/approve`, service));
    const [approved] = await messages(b);
    expect(approved).toMatchObject({ kind: 'after_sale_approved' });
    expect(approved!.body).toContain('财务将为您退款 ¥20.00');
    expect(approved!.body).not.toContain('寄回');
    expect((await requestOf(b, orderId, id)).return_address).toBeNull();

    await ok(staff(`/admin-api/after-sales/${id}/refund`, finance));
    const [refunded] = await messages(b);
    expect(refunded).toMatchObject({
      kind: 'after_sale_refunded',
      title: `售后退款已完成：订单 ${orderNo}`,
    });
    expect(refunded!.body).toContain(`#${id} 已退款 ¥20.00（退回余额）`);
  });

  it('a declined request tells the buyer why, as typed', async () => {
    const { b, id } = await requestOn('return');
    const note = '<b>照片</b>不清晰，请重新申请';
    await ok(staff(`/admin-api/after-sales/${id}/decline`, service, { note }));
    const [declined] = await messages(b);
    expect(declined).toMatchObject({ kind: 'after_sale_declined' });
    expect(declined!.body).toContain(`原因：${note}`);
  });

  it('a step that loses (409) sends nothing', async () => {
    const { b, id } = await requestOn('refund');
    await ok(staff(`/admin-api/after-sales/${id}/approve`, service));
    const before = (await messages(b)).length;
    const again = await staff(`/admin-api/after-sales/${id}/approve`, service);
    expect(again.statusCode).toBe(409);
    const declined = await staff(`/admin-api/after-sales/${id}/decline`, service, { note: '迟了' });
    expect(declined.statusCode).toBe(409);
    expect(await messages(b)).toHaveLength(before);
  });
  // Two staff at once (run with TEST_DATABASE_URL for real concurrency): one
  // decision wins, and only its notice is sent.
  it('three decisions at once: one wins and sends the one notice; three refunds at once pay and tell once', async () => {
    const { b, orderId, id } = await requestOn('refund');
    const before = (await messages(b)).length;
    const decided = await Promise.all([
      staff(`/admin-api/after-sales/${id}/approve`, service),
      staff(`/admin-api/after-sales/${id}/approve`, service),
      staff(`/admin-api/after-sales/${id}/decline`, service, { note: '同时拒绝' }),
    ]);
    for (const r of decided) expect(r.json()).toHaveProperty('code');
    expect(decided.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const [decision, ...rest] = await messages(b);
    expect(rest).toHaveLength(before);
    const won = decided.find((r) => r.statusCode === 200)!.json().data.status as string;
    expect(decision!.kind).toBe(won === 'declined' ? 'after_sale_declined' : 'after_sale_approved');
    if (won === 'declined') return;
    const refunds = await Promise.all(
      [1, 2, 3].map(() => staff(`/admin-api/after-sales/${id}/refund`, finance)),
    );
    expect(refunds.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const kinds = (await messages(b)).map((m) => m.kind);
    expect(kinds.filter((k) => k === 'after_sale_refunded')).toHaveLength(1);
    const detail = await t.app.inject({ url: `/api/order/${orderId}`, headers: b.headers });
    expect(detail.json().data.refunded_amount).toBe('20.00');
  });
});
