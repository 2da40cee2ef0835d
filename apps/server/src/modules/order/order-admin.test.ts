import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';

let t: TestApp;
let warehouse: { cookie: string };
let b: TestBuyer;
let keys = 0;

beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
  warehouse = await staffLogin(t, 'warehouse');
  [b] = (await makeBuyers(t.db, 1, 'shipto')) as [TestBuyer];
});
afterAll(() => t?.close());

const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });

/** A paid order of two goods lines; its id and its line ids. */
async function paidOrder() {
  const g1 = await makeGoods(t.db, { midPackQuantity: 1 });
  const g2 = await makeGoods(t.db, { midPackQuantity: 1 });
  await post('/api/cart', b.headers, {
    params: [
      { goods_id: g1, number: 2 },
      { goods_id: g2, number: 3 },
    ],
  });
  const ids = (await t.app.inject({ url: '/api/cart/list', headers: b.headers }))
    .json()
    .data.data.map((l: { id: number }) => l.id);
  const created = await post('/api/order/create', b.headers, {
    ids,
    address_id: b.addressId,
    key: `ship-${++keys}-${Date.now()}`,
  });
  const id = created.json().data.id as number;
  const paid = await post(`/api/order/${id}/pay`, b.headers, {
    method: 'balance',
    key: `pay-${keys}-${Date.now()}`,
  });
  expect(paid.json().code, paid.body).toBe(10000);
  const detail = (await t.app.inject({ url: `/admin-api/orders/${id}`, headers: warehouse })).json()
    .data;
  return { id, lineIds: detail.lines.map((l: { id: number }) => l.id) as number[] };
}

describe('shipping an order', () => {
  it('ships the whole order: the buyer sees the parcel and confirms receipt', async () => {
    const { id } = await paidOrder();
    const r = await post(`/admin-api/orders/${id}/ship`, warehouse, {
      carrier: '顺丰速运',
      tracking_no: 'SF1234567890',
    });
    expect(r.json()).toMatchObject({ code: 10000, data: { status: 'shipped' } });

    const seen = (await t.app.inject({ url: `/api/order/${id}`, headers: b.headers })).json().data;
    expect(seen.status_text).toBe('待收货');
    expect(seen.shipments).toHaveLength(1);
    expect(seen.shipments[0]).toMatchObject({ carrier: '顺丰速运', tracking_no: 'SF1234567890' });
    expect(seen.shipments[0].goods).toHaveLength(2);

    const confirmed = await post(`/api/order/${id}/confirm`, b.headers);
    expect(confirmed.json()).toMatchObject({ code: 10000, data: { status: 'completed' } });
    expect((await post(`/api/order/${id}/confirm`, b.headers)).statusCode).toBe(409);
  });

  it('ships line by line: the order stays 待发货 until the last line leaves', async () => {
    const { id, lineIds } = await paidOrder();
    const first = await post(`/admin-api/orders/${id}/ship`, warehouse, {
      carrier: '京东物流',
      tracking_no: 'JD0001',
      lines: [lineIds[0]],
    });
    expect(first.json().data.status).toBe('paid');
    expect(
      first.json().data.lines.map((l: { shipment_id: number | null }) => l.shipment_id !== null),
    ).toEqual([true, false]);
    // A line already shipped is not shipped again.
    const again = await post(`/admin-api/orders/${id}/ship`, warehouse, {
      carrier: '京东物流',
      tracking_no: 'JD0002',
      lines: [lineIds[0]],
    });
    expect(again.statusCode).toBe(409);
    const rest = await post(`/admin-api/orders/${id}/ship`, warehouse, {
      carrier: '中通快递',
      tracking_no: 'ZT0003',
    });
    expect(rest.json().data.status).toBe('shipped');
    const seen = (await t.app.inject({ url: `/api/order/${id}`, headers: b.headers })).json().data;
    expect(seen.shipments.map((s: { tracking_no: string }) => s.tracking_no)).toEqual([
      'JD0001',
      'ZT0003',
    ]);
  });

  it('ships once when two warehouse staff ship at the same moment', async () => {
    const { id } = await paidOrder();
    const answers = await Promise.all(
      ['YT0000001', 'YT0000002', 'YT0000003'].map((no) =>
        post(`/admin-api/orders/${id}/ship`, warehouse, { carrier: '圆通速递', tracking_no: no }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const seen = (await t.app.inject({ url: `/api/order/${id}`, headers: b.headers })).json().data;
    expect(seen.shipments).toHaveLength(1);
  });

  it('refuses an unpaid order, a line of another order, bad tracking numbers and other roles', async () => {
    const g = await makeGoods(t.db, { midPackQuantity: 1 });
    await post('/api/cart', b.headers, { goods_id: g, number: 1 });
    const ids = (await t.app.inject({ url: '/api/cart/list', headers: b.headers }))
      .json()
      .data.data.map((l: { id: number }) => l.id);
    const unpaid = (
      await post('/api/order/create', b.headers, {
        ids,
        address_id: b.addressId,
        key: `unpaid-${Date.now()}`,
      })
    ).json().data.id;
    expect(
      (
        await post(`/admin-api/orders/${unpaid}/ship`, warehouse, {
          carrier: '顺丰速运',
          tracking_no: 'SF0000001',
        })
      ).statusCode,
    ).toBe(409);

    const { id } = await paidOrder();
    const other = await paidOrder();
    const foreign = await post(`/admin-api/orders/${id}/ship`, warehouse, {
      carrier: '顺丰速运',
      tracking_no: 'SF0000002',
      lines: [other.lineIds[0]],
    });
    expect(foreign.statusCode).toBe(422);
    for (const tracking_no of ['', 'ab', '中文单号123', 'x'.repeat(41)]) {
      const r = await post(`/admin-api/orders/${id}/ship`, warehouse, {
        carrier: '顺丰速运',
        tracking_no,
      });
      expect(r.statusCode, tracking_no).toBe(422);
    }
    for (const who of ['operator', 'reviewer', 'finance', 'service']) {
      const r = await post(`/admin-api/orders/${id}/ship`, await staffLogin(t, who), {
        carrier: '顺丰速运',
        tracking_no: 'SF0000003',
      });
      expect(r.statusCode, who).toBe(403);
    }
    const detail = (
      await t.app.inject({ url: `/admin-api/orders/${id}`, headers: warehouse })
    ).json().data;
    expect(detail.status).toBe('paid');
    expect(detail.shipments).toHaveLength(0);
  });

  it('completes an order nobody confirmed, days after it shipped', async () => {
    const { id } = await paidOrder();
    await post(`/admin-api/orders/${id}/ship`, warehouse, {
      carrier: '顺丰速运',
      tracking_no: 'SF7777777',
    });
    await t.db.execute(
      sql`UPDATE orders SET shipped_at = now() - interval '11 days' WHERE id = ${id}`,
    );
    expect(await t.app.services.orders.completeDue(10)).toBeGreaterThanOrEqual(1);
    const seen = (await t.app.inject({ url: `/api/order/${id}`, headers: b.headers })).json().data;
    expect(seen.status).toBe('completed');
  });
});

describe('shipping while the buyer asks for a refund', () => {
  it('holds a line in an undecided refund request, and ships what is left once it is refunded', async () => {
    const { id, lineIds } = await paidOrder();
    const [first, second] = lineIds as [number, number];
    const asked = await post(`/api/order/${id}/after-sales`, b.headers, {
      kind: 'refund',
      reason: '不需要了',
      lines: [{ id: first, number: 1 }],
      key: `held-${Date.now()}`,
    });
    expect(asked.json().code, asked.body).toBe(10000);
    const requestId = asked.json().data.id as number;
    const detail = async () =>
      (await t.app.inject({ url: `/admin-api/orders/${id}`, headers: warehouse })).json().data;
    expect((await detail()).lines).toMatchObject([
      { id: first, claimed: 1, after_sale_id: requestId },
      { id: second, claimed: 0, after_sale_id: 0 },
    ]);
    const ship = (lines?: number[]) =>
      post(`/admin-api/orders/${id}/ship`, warehouse, {
        carrier: '顺丰速运',
        tracking_no: `SF${Date.now()}`,
        ...(lines && { lines }),
      });
    for (const lines of [undefined, [first]]) {
      const r = await ship(lines);
      expect(r.statusCode).toBe(409);
      expect(r.json().msg).toContain(`#${requestId}`);
    }
    expect((await ship([second])).json()).toMatchObject({ code: 10000, data: { status: 'paid' } });

    const reviewer = await staffLogin(t, 'service');
    const finance = await staffLogin(t, 'finance');
    const step = (who: { cookie: string }, action: string, payload: object) =>
      post(`/admin-api/after-sales/${requestId}/${action}`, who, payload);
    expect((await step(reviewer, 'approve', {})).json().code).toBe(10000);
    expect((await ship([first])).statusCode).toBe(409);
    const refunded = await step(finance, 'refund', { key: `held-refund-${Date.now()}` });
    expect(refunded.json().code, refunded.body).toBe(10000);
    expect((await detail()).lines[0]).toMatchObject({ claimed: 1, after_sale_id: 0 });
    expect((await ship([first])).json()).toMatchObject({
      code: 10000,
      data: { status: 'shipped' },
    });
  });
});

describe('the order list in the console', () => {
  it('filters by status and finds an order by number, company or goods, with counts', async () => {
    const { id } = await paidOrder();
    const one = (await t.app.inject({ url: `/admin-api/orders/${id}`, headers: warehouse })).json()
      .data;
    const byNo = await t.app.inject({
      url: `/admin-api/orders?keywords=${one.order_no}`,
      headers: warehouse,
    });
    expect(byNo.json().data.data.map((o: { id: number }) => o.id)).toEqual([id]);
    const paid = await t.app.inject({ url: '/admin-api/orders?status=paid', headers: warehouse });
    const page = paid.json().data;
    expect(page.data.every((o: { status: string }) => o.status === 'paid')).toBe(true);
    expect(page.counts.paid).toBe(page.total);
    // Every tab has its count: 待成团 once read （0） beside two waiting group orders.
    const grouping = await t.db.select().from(orders).where(eq(orders.status, 'grouping'));
    expect(page.counts.grouping).toBe(grouping.length);
    expect(
      (await t.app.inject({ url: '/admin-api/orders?status=shipping', headers: warehouse }))
        .statusCode,
    ).toBe(422);
    expect(
      (await t.app.inject({ url: '/admin-api/orders?from=2030-02-31', headers: warehouse }))
        .statusCode,
    ).toBe(422);
  });

  it('records every shipment in the audit log', async () => {
    const { id } = await paidOrder();
    await post(`/admin-api/orders/${id}/ship`, warehouse, {
      carrier: '顺丰速运',
      tracking_no: 'SF5555555',
    });
    const log = await t.app.inject({
      url: `/admin-api/audit-log?action=order.ship&target_id=${id}`,
      headers: await staffLogin(t, 'admin'),
    });
    expect(log.json().data.data).toEqual([
      expect.objectContaining({
        username: 'warehouse',
        before: { status: 'paid' },
        after: expect.objectContaining({ status: 'shipped', tracking_no: 'SF5555555' }),
      }),
    ]);
  });
});
