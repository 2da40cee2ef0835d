import type { Packing } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, traceCodes } from '../../db/schema/index.ts';
import type { OutboundBill } from '../../platform/trace-upload.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { jsonCalls, staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { orderLife } from '../../test/orders.ts';

// 药品追溯码 while packing: a scan lands on the order's traced line by the
// goods' prefix, once in the whole shop, never past the units leaving; the
// parcel ships only with every unit's code; each shipment with codes hands
// its 出库单 to the upload provider once, after it committed.

let t: TestApp;
let warehouse: Record<string, string>;
let a: TestBuyer;
let b: TestBuyer;
let traced: number;
let other: number;
let plain: number;
const bills: OutboundBill[] = [];
let failUploads = false;

beforeAll(async () => {
  t = await testApp({
    goodsCount: 10,
    traceUpload: {
      async upload(bill) {
        bills.push(bill);
        if (failUploads) throw new Error('追溯平台维护中');
        return { receipt: `R-${bill.billNo}` };
      },
    },
  });
  warehouse = await staffLogin(t, 'warehouse');
  [a, b] = (await makeBuyers(t.db, 2, 'zhuisu')) as [TestBuyer, TestBuyer];
  const flagged = { needsTraceCode: true, midPackQuantity: 1 };
  traced = await makeGoods(t.db, {
    ...flagged,
    name: '阿莫西林胶囊（追溯）',
    tracePrefix: '8123456',
  });
  other = await makeGoods(t.db, {
    ...flagged,
    name: '布洛芬缓释胶囊（追溯）',
    tracePrefix: '8234567',
  });
  plain = await makeGoods(t.db, { midPackQuantity: 1, name: '医用棉签（无追溯）' });
});
afterAll(() => t?.close());

const { get, post, del } = jsonCalls(() => t);
const life = () => orderLife(t);
let serial = 0;
const code = (prefix = '8123456') => `${prefix}${String(++serial).padStart(13, '0')}`;
const scan = (orderId: number, body: object) =>
  post(`/admin-api/orders/${orderId}/trace-codes`, warehouse, body);
const packing = async (orderId: number) =>
  (await get(`/admin-api/orders/${orderId}/packing`, warehouse)).json().data as Packing;
const ship = (orderId: number, lines?: number[]) =>
  post(`/admin-api/orders/${orderId}/ship`, warehouse, {
    carrier: '顺丰速运',
    tracking_no: `SF${Date.now()}${++serial}`,
    ...(lines && { lines }),
  });
const stored = (c: string) => t.db.select().from(traceCodes).where(eq(traceCodes.code, c));

describe('scanning', () => {
  it('places a code on the line of its goods and one of its lots, audited', async () => {
    const id = await life().paidOrder(a, [
      { goodsId: plain, number: 1 },
      { goodsId: traced, number: 2 },
    ]);
    const c = code();
    const r = await scan(id, { code: c });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().msg).toMatch(/^已扫：「阿莫西林胶囊（追溯）」批号 T\d+$/);
    const line = (r.json().data as Packing).lines.find((l) => l.goods_id === traced)!;
    expect(line).toMatchObject({ needs_trace: 1, to_ship: 2, scanned: 1, trace_prefix: '8123456' });
    expect(line.lots.map((l) => l.scanned)).toEqual([1]);
    const [row] = await stored(c);
    expect(row).toMatchObject({
      orderId: id,
      orderLineId: line.id,
      goodsId: traced,
      shipmentId: null,
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'trace.scan'), eq(auditLog.targetId, String(id))));
    expect(audit.map((e) => (e.after as { code: string }).code)).toEqual([c]);
  });

  it('stores a code scanned twice at once once; the other scan is refused naming it', async () => {
    const id = await life().paidOrder(a, [{ goodsId: traced, number: 2 }]);
    const c = code();
    const both = await Promise.all([scan(id, { code: c }), scan(id, { code: c })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().msg).toBe(
      `重复扫码：追溯码 ${c} 已扫入本订单`,
    );
    expect(await stored(c)).toHaveLength(1);
    expect((await packing(id)).lines[0]!.scanned).toBe(1);
  });

  it("refuses another order's code, naming that order", async () => {
    const first = await life().paidOrder(a, [{ goodsId: traced, number: 1 }]);
    const second = await life().paidOrder(b, [{ goodsId: traced, number: 1 }]);
    const c = code();
    expect((await scan(first, { code: c })).statusCode).toBe(200);
    const again = await scan(second, { code: c });
    const orderNo = (await packing(first)).order_no;
    expect([again.statusCode, again.json().msg]).toEqual([
      409,
      `重复扫码：追溯码 ${c} 已用于订单 ${orderNo}`,
    ]);
    expect((await packing(second)).lines[0]!.scanned).toBe(0);
    // The same new code on both orders at once: one stores it, the other is refused.
    const [x, y] = [
      await life().paidOrder(a, [{ goodsId: traced, number: 1 }]),
      await life().paidOrder(b, [{ goodsId: traced, number: 1 }]),
    ];
    const c2 = code();
    const both = await Promise.all([scan(x, { code: c2 }), scan(y, { code: c2 })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stored(c2)).toHaveLength(1);
  });

  it('frees a code left on an order cancelled before it shipped, for the next order', async () => {
    const first = await life().paidOrder(a, [{ goodsId: traced, number: 1 }]);
    const c = code();
    expect((await scan(first, { code: c })).statusCode).toBe(200);
    const finance = await staffLogin(t, 'finance');
    const cancelled = await post(`/admin-api/orders/${first}/cancel`, finance, {
      reason: '买家要求取消',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const second = await life().paidOrder(b, [{ goodsId: traced, number: 1 }]);
    const r = await scan(second, { code: c });
    expect(r.statusCode, r.body).toBe(200);
    expect((await stored(c)).map((x) => x.orderId)).toEqual([second]);
  });

  it('refuses a code whose units sit in a frozen lot, naming it (it could not ship)', async () => {
    const id = await life().paidOrder(a, [{ goodsId: traced, number: 1 }]);
    const [lot] = (await packing(id)).lines[0]!.lots;
    const quality = await staffLogin(t, 'quality');
    const frozen = await post(`/admin-api/lots/${lot!.lot_id}/freeze`, quality, {
      reason_kind: 'recall',
      reason: '抽检不合格',
    });
    expect(frozen.statusCode, frozen.body).toBe(200);
    const r = await scan(id, { code: code() });
    expect([r.statusCode, r.json().msg]).toEqual([
      422,
      `「阿莫西林胶囊（追溯）」批号 ${lot!.lot_no} 已冻结，不能发货：请先对该商品退款或取消订单`,
    ]);
    await post(`/admin-api/lots/${lot!.lot_id}/unfreeze`, quality, { reason: '复检合格' });
  });

  it('refuses a code of goods the order has not (its prefix), and a goods without a prefix', async () => {
    const id = await life().paidOrder(a, [{ goodsId: traced, number: 1 }]);
    const wrong = await scan(id, { code: code('8234567') });
    expect([wrong.statusCode, wrong.json().msg]).toEqual([
      422,
      '非本订单商品：追溯码前缀 8234567 不是本订单待发货商品的追溯码',
    ]);
    const bare = await makeGoods(t.db, {
      needsTraceCode: true,
      tracePrefix: null,
      midPackQuantity: 1,
      name: '无前缀药品',
    });
    const id2 = await life().paidOrder(a, [{ goodsId: bare, number: 1 }]);
    const unset = await scan(id2, { code: code() });
    expect([unset.statusCode, unset.json().msg]).toEqual([
      422,
      '「无前缀药品」未设置追溯码前缀，请先在商品资料中设置后再扫码',
    ]);
    expect((await ship(id2)).statusCode).toBe(422);
    const none = await life().paidOrder(a, [{ goodsId: plain, number: 1 }]);
    expect((await scan(none, { code: code() })).json().msg).toBe(
      '非本订单商品：本订单没有待扫追溯码的商品',
    );
  });

  it('refuses more codes than the units leaving, per line and per lot', async () => {
    const id = await life().paidOrder(a, [{ goodsId: traced, number: 2 }]);
    expect((await scan(id, { code: code() })).statusCode).toBe(200);
    expect((await scan(id, { code: code() })).statusCode).toBe(200);
    const over = await scan(id, { code: code() });
    expect([over.statusCode, over.json().msg]).toEqual([
      422,
      '已超过应扫数量：「阿莫西林胶囊（追溯）」需 2 盒，已扫 2',
    ]);
    expect((await packing(id)).codes).toHaveLength(2);
    // Three different codes at once for the last two units: two stored, one refused.
    const racing = await life().paidOrder(a, [{ goodsId: traced, number: 2 }]);
    const answers = await Promise.all(
      [code(), code(), code()].map((c) => scan(racing, { code: c })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 422]);
    expect((await packing(racing)).codes).toHaveLength(2);
  });

  it('refuses malformed codes and hostile bodies with 422, storing nothing', async () => {
    const id = await life().paidOrder(a, [{ goodsId: traced, number: 1 }]);
    const bad = [
      '8123456000000000001',
      '812345600000000000012',
      '8123456abcdefghijklm',
      '８１２３４５６０００００００００００１',
      '8123456000\u0000000000001',
      '8123456000\u0007000000001',
      '8123456000 000000001',
      '',
    ];
    for (const c of bad) {
      const r = await scan(id, { code: c });
      expect([r.statusCode, r.json().msg], JSON.stringify(c)).toEqual([422, '追溯码应为20位数字']);
    }
    // JSON's __proto__ and constructor.prototype are refused by the parser (400); the
    // form-encoded ones reach the strict schema (422): an envelope either way, nothing stored.
    const hostile: [string, string][] = [
      ['application/json', '{"code":"81234569999999999991","__proto__":{"line_id":1}}'],
      ['application/json', '{"code":"81234569999999999992","constructor":{"prototype":{}}}'],
      ['application/json', '{"code":["81234569999999999994"]}'],
      ['application/json', '{"code":"81234569999999999995","constructor":1}'],
      ['application/x-www-form-urlencoded', '__proto__[code]=81234569999999999993'],
      ['application/x-www-form-urlencoded', 'code=81234569999999999996&toString=1'],
      ['application/x-www-form-urlencoded', 'code[__proto__]=1'],
    ];
    for (const [type, body] of hostile) {
      const r = await t.app.inject({
        method: 'POST',
        url: `/admin-api/orders/${id}/trace-codes`,
        headers: { ...warehouse, 'content-type': type },
        payload: body,
      });
      expect([400, 422], body).toContain(r.statusCode);
      expect(r.json().code, body).toBe(r.statusCode);
    }
    expect((await packing(id)).codes).toEqual([]);
    const undo = await del(`/admin-api/orders/${id}/trace-codes/abc`, warehouse);
    expect(undo.statusCode).toBe(422);
  });

  it('takes back a wrong scan before shipping, audited', async () => {
    const id = await life().paidOrder(a, [{ goodsId: traced, number: 1 }]);
    const c = code();
    await scan(id, { code: c });
    const r = await del(`/admin-api/orders/${id}/trace-codes/${c}`, warehouse);
    expect(r.statusCode, r.body).toBe(200);
    expect((r.json().data as Packing).lines[0]!.scanned).toBe(0);
    expect(await stored(c)).toEqual([]);
    expect((await del(`/admin-api/orders/${id}/trace-codes/${c}`, warehouse)).statusCode).toBe(404);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'trace.undo'), eq(auditLog.targetId, String(id))));
    expect(entry?.before).toMatchObject({ code: c });
  });

  it('is the warehouse’s: others get 403', async () => {
    const id = await life().paidOrder(a, [{ goodsId: traced, number: 1 }]);
    const operator = await staffLogin(t, 'operator');
    expect(
      (await post(`/admin-api/orders/${id}/trace-codes`, operator, { code: code() })).statusCode,
    ).toBe(403);
    expect((await get(`/admin-api/orders/${id}/packing`, operator)).statusCode).toBe(403);
  });
});

describe('shipping with codes', () => {
  it('refuses a parcel while a traced line lacks codes, naming it; ships when complete', async () => {
    const id = await life().paidOrder(a, [
      { goodsId: traced, number: 2 },
      { goodsId: other, number: 1 },
      { goodsId: plain, number: 1 },
    ]);
    await scan(id, { code: code() });
    const refused = await ship(id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().msg).toMatch(/^追溯码未扫完，不能发货：/);
    expect(refused.json().errors.lines.sort()).toEqual([
      '「布洛芬缓释胶囊（追溯）」已扫 0 / 需 1',
      '「阿莫西林胶囊（追溯）」已扫 1 / 需 2',
    ]);
    const lines = (await packing(id)).lines;
    expect(lines.every((l) => l.shipment_id === null)).toBe(true);
    // The plain line leaves alone: no codes asked, no bill.
    const before = bills.length;
    const plainLine = lines.find((l) => l.goods_id === plain)!;
    expect((await ship(id, [plainLine.id])).statusCode).toBe(200);
    expect(bills.length).toBe(before);
    await scan(id, { code: code() });
    await scan(id, { code: code('8234567') });
    const sent = await ship(id);
    expect(sent.statusCode, sent.body).toBe(200);
    const after = await packing(id);
    const parcel = after.shipments.at(-1)!;
    expect(after.codes.every((c) => c.shipment_id === parcel.id)).toBe(true);
    expect(parcel).toMatchObject({ codes: 3, upload_status: 'uploaded', upload_attempts: 1 });
    // One bill per shipment with codes, handed over after the commit.
    expect(bills.length).toBe(before + 1);
    expect(
      bills
        .at(-1)!
        .items.map((i) => i.code)
        .sort(),
    ).toEqual(after.codes.map((c) => c.code).sort());
    const shipped = after.codes[0]!.code;
    const undo = await del(`/admin-api/orders/${id}/trace-codes/${shipped}`, warehouse);
    expect([undo.statusCode, undo.json().msg]).toEqual([409, '该追溯码所在商品已发货，不能撤销']);
  });

  it('keeps a failed upload visible with its reason; staff retry it', async () => {
    const id = await life().paidOrder(a, [{ goodsId: traced, number: 1 }]);
    await scan(id, { code: code() });
    failUploads = true;
    const sent = await ship(id);
    failUploads = false;
    expect(sent.statusCode, sent.body).toBe(200);
    const [parcel] = (await packing(id)).shipments;
    expect(parcel).toMatchObject({
      upload_status: 'failed',
      upload_error: '追溯平台维护中',
      upload_attempts: 1,
    });
    const retry = await post(
      `/admin-api/orders/${id}/shipments/${parcel!.id}/outbound-bill/upload`,
      warehouse,
    );
    expect([retry.statusCode, retry.json().msg]).toEqual([200, '出库单已上报']);
    expect((retry.json().data as Packing).shipments[0]).toMatchObject({
      upload_status: 'uploaded',
      upload_attempts: 2,
    });
  });
});
