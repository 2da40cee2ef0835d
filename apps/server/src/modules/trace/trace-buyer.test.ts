import type { Packing } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentials, supplierProfile, users } from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { jsonCalls, loginAs, staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { orderLife } from '../../test/orders.ts';

// The codes after shipping: the buyer's own order only, as JSON and as the
// CSV its checkout imports; the console's 出库单 of a shipment in the
// documented layout (docs/trace-outbound-bill.md).

let t: TestApp;
let warehouse: Record<string, string>;
let a: TestBuyer;
let b: TestBuyer;
let orderId: number;
let shipmentId: number;
let codes: string[];

beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
  warehouse = await staffLogin(t, 'warehouse');
  [a, b] = (await makeBuyers(t.db, 2, 'xiazai')) as [TestBuyer, TestBuyer];
  // The shop as shipper, as the console's 首营资料 settings keep it.
  await t.db
    .insert(supplierProfile)
    .values({ companyName: '北京药采医药科技有限公司', licenceNumber: '京AA0100001' })
    .onConflictDoUpdate({
      target: supplierProfile.id,
      set: { companyName: '北京药采医药科技有限公司', licenceNumber: '京AA0100001' },
    });
  await t.db.insert(credentials).values({
    companyId: a.companyId,
    kind: 'drug_licence',
    number: '京AA1100123',
    expiresOn: '2029-12-31',
  });
  const g = await makeGoods(t.db, {
    needsTraceCode: true,
    tracePrefix: '8345678',
    midPackQuantity: 1,
    name: '头孢克肟胶囊, "测试"',
    specification: '0.1g*12粒',
    manufacturer: '白云山制药',
    approvalNumber: '国药准字H20000001',
  });
  const life = orderLife(t);
  orderId = await life.paidOrder(a, [{ goodsId: g, number: 3 }]);
  await life.ship(orderId);
  const packing = (await get(`/admin-api/orders/${orderId}/packing`, warehouse)).json()
    .data as Packing;
  shipmentId = packing.shipments[0]!.id;
  codes = packing.codes.map((c) => c.code);
});
afterAll(() => t?.close());

const { get } = jsonCalls(() => t);
const url = (id = orderId) => `/api/order/${id}/trace-codes`;

describe("the buyer's codes", () => {
  it('lists each code with its goods, lot and parcel', async () => {
    const r = await get(url(), a.headers);
    expect(r.statusCode, r.body).toBe(200);
    const data = r.json().data;
    expect(data.count).toBe(3);
    expect(data.items.map((i: { code: string }) => i.code)).toEqual(codes);
    expect(data.items[0]).toMatchObject({
      goods_name: '头孢克肟胶囊, "测试"',
      specification: '0.1g*12粒',
      manufacturer: '白云山制药',
      shipment_id: shipmentId,
      carrier: '顺丰速运',
    });
    expect(data.items[0].code).toMatch(/^8345678\d{13}$/);
    expect(data.items[0].lot_no).toMatch(/^T\d+$/);
    expect(data.items[0].expiry_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('downloads them as CSV with a BOM, a Chinese header and a Chinese filename', async () => {
    const r = await get(`${url()}?format=csv`, a.headers);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('追溯码-')}`,
    );
    expect(r.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = r.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe('商品名称,规格,批号,有效期,追溯码');
    expect(rows.slice(1).map((row) => row.split(',').at(-1))).toEqual(codes);
    expect(rows[1]).toMatch(
      /^"头孢克肟胶囊, ""测试""",0\.1g\*12粒,T\d+,\d{4}-\d{2}-\d{2},8345678\d{13}$/,
    );
  });

  it("answers 404 for another company's order, JSON and CSV alike, and 401 to a visitor", async () => {
    for (const q of ['', '?format=csv']) {
      const other = await get(`${url()}${q}`, b.headers);
      expect([other.statusCode, other.json().msg]).toEqual([404, '订单不存在']);
      const visitor = await get(`${url()}${q}`);
      expect([visitor.statusCode, visitor.json().code]).toEqual([401, 10001]);
    }
    // A sub-account that sees only the orders it placed: not its colleague's codes.
    const [sub] = (await makeBuyers(t.db, 1, 'tracesub', a.companyId)) as [TestBuyer];
    await t.db.update(users).set({ isMain: false }).where(eq(users.id, sub.userId));
    for (const q of ['', '?format=csv'])
      expect((await get(`${url()}${q}`, sub.headers)).statusCode).toBe(404);
    expect((await get(`${url()}?format=xml`, a.headers)).statusCode).toBe(422);
    expect((await get(`${url()}?format=csv&constructor=1`, a.headers)).statusCode).toBe(422);
  });

  it('shows none while the parcel is being packed', async () => {
    const g = await makeGoods(t.db, {
      needsTraceCode: true,
      tracePrefix: '8456789',
      midPackQuantity: 1,
    });
    const id = await orderLife(t).paidOrder(a, [{ goodsId: g, number: 1 }]);
    const scanned = await t.app.inject({
      method: 'POST',
      url: `/admin-api/orders/${id}/trace-codes`,
      headers: { ...warehouse, 'content-type': 'application/json' },
      payload: JSON.stringify({ code: '84567890000000000001' }),
    });
    expect(scanned.statusCode, scanned.body).toBe(200);
    expect((await get(url(id), a.headers)).json().data).toEqual({
      order_no: expect.any(String),
      count: 0,
      items: [],
    });
  });

  it("the demo buyer's shipped demo order carries its codes", async () => {
    const demo = await loginAs(t, 'demo');
    const list = (await get('/api/order/list?status=shipped', demo)).json().data.data as {
      id: number;
      order_no: string;
    }[];
    const shipped = list.find((o) => o.order_no === 'ZS20261126000001');
    expect(shipped).toBeDefined();
    const r = (await get(url(shipped!.id), demo)).json().data;
    expect(r.count).toBe(4);
    expect(new Set(r.items.map((i: { code: string }) => i.code)).size).toBe(4);
  });
});

describe('the outbound bill (出库单)', () => {
  it('has one row per code in the documented layout', async () => {
    const r = await get(
      `/admin-api/orders/${orderId}/shipments/${shipmentId}/outbound-bill`,
      warehouse,
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = r.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe(
      '单据编号,单据类型,单据日期,发货企业,发货企业许可证号,收货企业,收货企业许可证号,药品通用名称,规格,生产企业,批准文号,批号,生产日期,有效期至,追溯码',
    );
    expect(rows).toHaveLength(4);
    const orderNo = (await get(`/admin-api/orders/${orderId}`, warehouse)).json().data.order_no;
    for (const [i, row] of rows.slice(1).entries()) {
      const cells = row.replace('"头孢克肟胶囊, ""测试"""', 'NAME').split(',');
      expect(cells.slice(0, 2)).toEqual([`CK${orderNo}-${shipmentId}`, '销售出库']);
      expect(cells[2]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(cells.slice(3, 11)).toEqual([
        '北京药采医药科技有限公司',
        '京AA0100001',
        'xiazai药房0',
        '京AA1100123',
        'NAME',
        '0.1g*12粒',
        '白云山制药',
        '国药准字H20000001',
      ]);
      expect(cells[13]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(cells[14]).toBe(codes[i]);
    }
  });

  it("is refused for another order's shipment, and for other staff", async () => {
    const plain = await makeGoods(t.db, { midPackQuantity: 1 });
    const other = await orderLife(t).paidOrder(b, [{ goodsId: plain, number: 1 }]);
    expect(
      (await get(`/admin-api/orders/${other}/shipments/${shipmentId}/outbound-bill`, warehouse))
        .statusCode,
    ).toBe(404);
    const finance = await staffLogin(t, 'finance');
    expect(
      (await get(`/admin-api/orders/${orderId}/shipments/${shipmentId}/outbound-bill`, finance))
        .statusCode,
    ).toBe(403);
  });
});
