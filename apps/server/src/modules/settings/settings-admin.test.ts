import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfig } from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';

let t: TestApp;
let operator: { cookie: string };
let admin: { cookie: string };
let buyer: TestBuyer;
beforeAll(async () => {
  t = await testApp({ goodsCount: 20 });
  operator = await staffLogin(t, 'operator');
  admin = await staffLogin(t, 'admin');
  [buyer] = (await makeBuyers(t.db, 1, 'settingsadm')) as [TestBuyer];
});
afterAll(() => t?.close());

const put = (payload: object, who: Record<string, string> = operator) =>
  t.app.inject({
    method: 'PUT',
    url: '/admin-api/settings',
    headers: { ...who, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const get = async () =>
  (await t.app.inject({ url: '/admin-api/settings', headers: operator })).json();
const stored = async () => (await t.db.select().from(siteConfig)).map((r) => [r.key, r.value]);
const audits = async () =>
  (
    await t.app.inject({ url: '/admin-api/audit-log?action=settings.update', headers: admin })
  ).json().data.data;

describe('site settings', () => {
  it('shows the stored hot line and the shipping rule in yuan', async () => {
    expect(await get()).toMatchObject({
      code: 10000,
      data: {
        free_shipping_threshold: '800.00',
        preferred_free_shipping_threshold: '500.00',
        shipping_fee: '10.00',
        hot_line: expect.any(String),
      },
    });
  });

  it('changes the shipping fee and threshold the cart charges at once, and records it once', async () => {
    const g = await makeGoods(t.db, { priceFen: 1_000, midPackQuantity: 1 });
    await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: buyer.headers,
      payload: { params: [{ goods_id: g, number: 20 }] },
    });
    const cart = async () =>
      (await t.app.inject({ url: '/api/cart/list', headers: buyer.headers })).json().data;
    expect((await cart()).summary.shipping_fee).toBe('10.00');
    const r = await put({ shipping_fee: '12.5', free_shipping_threshold: '1000' });
    expect(r.json()).toMatchObject({
      code: 10000,
      data: { shipping_fee: '12.50', free_shipping_threshold: '1000.00' },
    });
    const after = await cart();
    expect(after.summary.shipping_fee).toBe('12.50');
    expect(after.shipping_data).toMatchObject({ shipping_amount: '1000.00' });
    // Free shipping once the order reaches the new threshold.
    expect((await put({ free_shipping_threshold: '150' })).statusCode).toBe(200);
    expect((await cart()).summary.shipping_fee).toBe('0.00');
    const entries = await audits();
    expect(entries[1]).toMatchObject({
      username: 'operator',
      before: { shipping_fee: '10.00', free_shipping_threshold: '800.00' },
      after: { shipping_fee: '12.50', free_shipping_threshold: '1000.00' },
    });
    expect(entries).toHaveLength(2);
  });

  it('changes the hot line every page shows at once, keeping the other site fields', async () => {
    const before = (await t.app.inject({ url: '/api/get_config' })).json().data.site;
    expect((await put({ hot_line: '400-800-1234', qq1: '123456' })).statusCode).toBe(200);
    const site = (await t.app.inject({ url: '/api/get_config' })).json().data.site;
    expect(site).toEqual({ ...before, hot_line: '400-800-1234', qq1: '123456' });
    expect((await get()).data).toMatchObject({ hot_line: '400-800-1234', qq1: '123456' });
  });

  it('sets the unpaid-order minutes new orders get, and the auto-confirm days', async () => {
    expect((await get()).data).toMatchObject({ unpaid_minutes: 30, confirm_days: 10 });
    const r = await put({ unpaid_minutes: '15', confirm_days: 7 });
    expect(r.json()).toMatchObject({ code: 10000, data: { unpaid_minutes: 15, confirm_days: 7 } });
    const [entry] = await audits();
    expect(entry).toMatchObject({
      before: { unpaid_minutes: 30, confirm_days: 10 },
      after: { unpaid_minutes: 15, confirm_days: 7 },
    });
    const g = await makeGoods(t.db, { priceFen: 1_000, midPackQuantity: 1 });
    await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: buyer.headers,
      payload: { params: [{ goods_id: g, number: 1 }] },
    });
    const ids = (await t.app.inject({ url: '/api/cart/list', headers: buyer.headers }))
      .json()
      .data.data.map((l: { id: number }) => l.id);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: buyer.headers,
      payload: { ids, address_id: buyer.addressId, key: `settings-order-${Date.now()}` },
    });
    const order = (
      await t.app.inject({ url: `/api/order/${created.json().data.id}`, headers: buyer.headers })
    ).json().data;
    const minutes = (Date.parse(order.expires_at) - Date.parse(order.created_at)) / 60_000;
    expect(Math.round(minutes)).toBe(15);
  });

  it('refuses bad values with 422 and writes nothing', async () => {
    const was = await stored();
    const n = (await audits()).length;
    for (const [body, field] of [
      [{ shipping_fee: '-1' }, 'shipping_fee'],
      [{ shipping_fee: '1.234' }, 'shipping_fee'],
      [{ shipping_fee: 5 }, 'shipping_fee'],
      [{ free_shipping_threshold: '2000000' }, 'free_shipping_threshold'],
      [{ preferred_free_shipping_threshold: 'abc' }, 'preferred_free_shipping_threshold'],
      [{ hot_line: 'x'.repeat(31) }, 'hot_line'],
      [{ unknown: 1 }, 'unknown'],
      [{ unpaid_minutes: 4 }, 'unpaid_minutes'],
      [{ unpaid_minutes: 1441 }, 'unpaid_minutes'],
      [{ unpaid_minutes: '1e1' }, 'unpaid_minutes'],
      [{ unpaid_minutes: 15.5 }, 'unpaid_minutes'],
      [{ confirm_days: 0 }, 'confirm_days'],
      [{ confirm_days: 61 }, 'confirm_days'],
      [{ confirm_days: true }, 'confirm_days'],
      [{}, ''],
    ] as [object, string][]) {
      const r = await put(body);
      expect(r.statusCode, JSON.stringify(body)).toBe(422);
      if (field) expect(Object.keys(r.json().errors ?? {})).toContain(field);
    }
    expect(await stored()).toEqual(was);
    expect(await audits()).toHaveLength(n);
  });

  it('refuses staff without the content permission (403), changing nothing', async () => {
    const was = await stored();
    for (const role of ['warehouse', 'reviewer', 'finance', 'service']) {
      const who = await staffLogin(t, role);
      expect((await t.app.inject({ url: '/admin-api/settings', headers: who })).statusCode).toBe(
        403,
      );
      expect((await put({ shipping_fee: '99' }, who)).statusCode, role).toBe(403);
    }
    expect((await put({ shipping_fee: '99' }, {})).statusCode).toBe(401);
    expect(await stored()).toEqual(was);
  });
});
