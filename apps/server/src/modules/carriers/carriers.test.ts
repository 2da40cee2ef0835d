import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders } from '../../db/schema/index.ts';
import { makeBuyers, makeGoods } from '../../test/buyers.ts';
import { jsonCalls, staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { orderLife } from '../../test/orders.ts';

// 承运商: the list staff keep (audited), and the carrier a parcel ships with:
// one of the list, enabled, and cold-chain when the parcel holds 冷链 goods.

let t: TestApp;
let warehouse: Record<string, string>;
let operator: Record<string, string>;

beforeAll(async () => {
  t = await testApp({ goodsCount: 20 });
  [warehouse, operator] = await Promise.all([
    staffLogin(t, 'warehouse'),
    staffLogin(t, 'operator'),
  ]);
});
afterAll(() => t?.close());

const { get, post, put, del } = jsonCalls(() => t);

type Carrier = { id: number; name: string; code: string; cold_chain: number; enabled: number };
const list = async () => (await get('/admin-api/carriers', operator)).json().data as Carrier[];
const named = async (name: string) => (await list()).find((c) => c.name === name)!;

describe('the carriers list', () => {
  it('has the demo carriers, two of them cold-chain', async () => {
    const all = await list();
    expect(all.map((c) => c.name)).toContain('顺丰速运');
    expect(all.filter((c) => c.cold_chain === 1).map((c) => c.name)).toEqual([
      '顺丰冷运',
      '京东冷链',
    ]);
  });

  it('is kept by the warehouse, each change audited; others only read it', async () => {
    const made = await post('/admin-api/carriers', warehouse, {
      name: '中铁冷链',
      code: 'ztcc',
      cold_chain: 1,
    });
    expect(made.statusCode, made.body).toBe(200);
    const c = made.json().data as Carrier;
    expect(c).toMatchObject({ name: '中铁冷链', code: 'ZTCC', cold_chain: 1, enabled: 1 });
    expect((await post('/admin-api/carriers', operator, { name: 'X', code: 'X' })).statusCode).toBe(
      403,
    );
    const same = await post('/admin-api/carriers', warehouse, { name: '中铁冷链', code: 'ZT2' });
    expect([same.statusCode, same.json().msg]).toEqual([422, '已有同名承运商']);
    const code = await post('/admin-api/carriers', warehouse, { name: '中铁快运', code: 'ZTCC' });
    expect([code.statusCode, code.json().msg]).toEqual([422, '已有相同代码的承运商']);
    const bad = await post('/admin-api/carriers', warehouse, { name: '坏', code: '冷 链' });
    expect(bad.statusCode).toBe(422);

    const edited = await put(`/admin-api/carriers/${c.id}`, warehouse, { enabled: 0 });
    expect(edited.json().data).toMatchObject({ enabled: 0, cold_chain: 1 });
    expect((await del(`/admin-api/carriers/${c.id}`, warehouse)).statusCode).toBe(200);
    expect((await del(`/admin-api/carriers/${c.id}`, warehouse)).statusCode).toBe(404);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'carrier'), eq(auditLog.targetId, String(c.id))))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['carrier.create', null, { name: '中铁冷链', code: 'ZTCC', cold_chain: 1, enabled: 1 }],
      [
        'carrier.update',
        { name: '中铁冷链', code: 'ZTCC', cold_chain: 1, enabled: 1 },
        { name: '中铁冷链', code: 'ZTCC', cold_chain: 1, enabled: 0 },
      ],
      ['carrier.delete', { name: '中铁冷链', code: 'ZTCC', cold_chain: 1, enabled: 0 }, null],
    ]);
  });
});

describe('shipping', () => {
  const life = () => orderLife(t);
  const ship = (id: number, body: object) =>
    post(`/admin-api/orders/${id}/ship`, warehouse, { tracking_no: `SF${Date.now()}`, ...body });

  it('ships 冷链 goods only with a cold-chain carrier', async () => {
    const insulin = await makeGoods(t.db, {
      name: '重组人胰岛素注射液（测试）',
      isColdChain: true,
      midPackQuantity: 1,
    });
    const [b] = await makeBuyers(t.db, 1, 'lenglian');
    const id = await life().paidOrder(b!, [{ goodsId: insulin, number: 2 }]);
    const detail = (await get(`/admin-api/orders/${id}`, warehouse)).json().data;
    expect(detail.lines[0]).toMatchObject({ is_cold_chain: 1 });

    const plain = await ship(id, { carrier_id: (await named('顺丰速运')).id });
    expect([plain.statusCode, plain.json().msg]).toEqual([
      422,
      '冷链：「重组人胰岛素注射液（测试）」须 2-8°C 冷藏运输，请选择冷链承运商',
    ]);
    expect((await ship(id, { carrier: '顺丰速运' })).statusCode).toBe(422);
    const cold = await ship(id, { carrier_id: (await named('顺丰冷运')).id });
    expect(cold.statusCode, cold.body).toBe(200);
    expect(cold.json().data.shipments[0]).toMatchObject({ carrier: '顺丰冷运' });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.status).toBe('shipped');
  });

  it('takes a carrier of the list only, enabled, by id or by its name or code', async () => {
    const g = await makeGoods(t.db, { midPackQuantity: 1 });
    const [b] = await makeBuyers(t.db, 1, 'chengyun');
    const id = await life().paidOrder(b!, [{ goodsId: g, number: 1 }]);
    const unknown = await ship(id, { carrier: '路边快递' });
    expect([unknown.statusCode, unknown.json().msg]).toEqual([
      422,
      '请从承运商列表中选择启用的承运商',
    ]);
    expect((await ship(id, {})).statusCode).toBe(422);
    const ems = await named('EMS');
    await put(`/admin-api/carriers/${ems.id}`, warehouse, { enabled: 0 });
    expect((await ship(id, { carrier_id: ems.id })).statusCode).toBe(422);
    await put(`/admin-api/carriers/${ems.id}`, warehouse, { enabled: 1 });
    const byCode = await ship(id, { carrier: 'jd' });
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect(byCode.json().data.shipments[0]).toMatchObject({ carrier: '京东物流' });
  });
});
