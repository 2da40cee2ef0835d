import { addDays, shopDay } from '@shop/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/json-rows.ts';
import { auditLog, cartLines, goodsLots, stockLedger } from '../../db/schema/index.ts';
import { makeBuyers, readGoods } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { goodsWithLots, readLot } from '../../test/lots.ts';
import { orderLife } from '../../test/orders.ts';

// 质量管理 freezes and unfreezes lots: the goods' stock follows in the same
// transaction, the ledger and the audit log say so, only `quality` (and the
// super) may, a lot is frozen once however many ask at once, and an order
// placed while a lot is frozen never receives its units.

let t: TestApp;
let quality: Record<string, string>;
let warehouse: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await testApp({ goodsCount: 20 });
  [quality, warehouse, admin] = await Promise.all([
    staffLogin(t, 'quality'),
    staffLogin(t, 'warehouse'),
    staffLogin(t, 'admin'),
  ]);
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, headers = quality) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const freeze = (id: number, reason = '抽检含量偏低，待复检', headers = quality) =>
  post(`/admin-api/lots/${id}/freeze`, { reason_kind: 'quality_doubt', reason }, headers);

const ledgerOf = (lotId: number) =>
  t.db.select().from(stockLedger).where(eq(stockLedger.lotId, lotId)).orderBy(stockLedger.id);

describe('freeze and unfreeze', () => {
  it('freezes a selling lot at once and sells it again after, goods, ledger and audit following', async () => {
    const { goodsId, lot } = await goodsWithLots(t.db, [
      { lotNo: 'F1', days: 300, quantity: 30 },
      { lotNo: 'F2', days: 600, quantity: 50 },
    ]);
    const res = await freeze(lot.F1!);
    expect(res.json(), res.body).toMatchObject({
      code: 10000,
      msg: '批次 F1 已冻结',
      data: {
        id: lot.F1,
        state: 'frozen',
        state_text: '冻结',
        freeze_kind: 'quality_doubt',
        freeze_kind_text: '质量疑问',
        reason: '抽检含量偏低，待复检',
        frozen_by: 'quality',
        quantity: 30,
        goods_name: expect.stringContaining('测试商品'),
      },
    });
    const g = await readGoods(t.db, goodsId);
    expect(g.stock).toBe(50);
    // The shown expiry is the next lot that can ship: F2 now.
    expect(g.expiryDate).toBe(addDays(shopDay(new Date()), 600));
    const detail = await t.app.inject({ url: `/api/goods/detail/${goodsId}` });
    expect(detail.json().data.number).toBe(50);
    expect((await ledgerOf(lot.F1!)).at(-1)).toMatchObject({
      kind: 'freeze',
      change: -30,
      stockAfter: 50,
      staff: 'quality',
      ref: '质量疑问：抽检含量偏低，待复检',
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lot.freeze'), eq(auditLog.targetId, String(lot.F1))));
    expect(audit).toMatchObject({
      username: 'quality',
      targetType: 'goods_lot',
      before: { state: 'selling' },
      after: { state: 'frozen', freeze_kind: 'quality_doubt', stock_change: -30 },
    });

    const frozen = await t.app.inject({ url: '/admin-api/quality/frozen-lots', headers: quality });
    expect(frozen.json().data.list.map((l: { id: number }) => l.id)).toContain(lot.F1);

    const again = await freeze(lot.F1!);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 409, msg: '批次 F1 已冻结，不能冻结' });

    const back = await post(`/admin-api/lots/${lot.F1}/unfreeze`, { reason: '复检合格' });
    expect(back.json(), back.body).toMatchObject({
      code: 10000,
      msg: '批次 F1 已解冻，恢复销售',
      data: { state: 'selling', freeze_kind: null, frozen_at: null, reason: '' },
    });
    expect((await readGoods(t.db, goodsId)).stock).toBe(80);
    expect((await ledgerOf(lot.F1!)).at(-1)).toMatchObject({
      kind: 'unfreeze',
      change: 30,
      stockAfter: 80,
      ref: '解冻：复检合格',
    });
    const unfrozen = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lot.unfreeze'), eq(auditLog.targetId, String(lot.F1))));
    expect(unfrozen).toHaveLength(1);
    const twice = await post(`/admin-api/lots/${lot.F1}/unfreeze`, { reason: '复检合格' });
    expect(twice.json()).toMatchObject({ code: 409, msg: '批次 F1 在售，无需解冻' });
  });

  it('unfreezes a lot past its date into expired, its quarantined units kept apart', async () => {
    const { goodsId, lot } = await goodsWithLots(t.db, [
      { lotNo: 'OLD1', days: 100, quantity: 12 },
      { lotNo: 'NEW1', days: 500, quantity: 20 },
    ]);
    expect((await freeze(lot.OLD1!)).json().code).toBe(10000);
    // Time passes: the frozen lot's date goes by; a return came back into quarantine meanwhile.
    await t.db
      .update(goodsLots)
      .set({ expiryDate: addDays(shopDay(new Date()), -1), quarantineQuantity: 3 })
      .where(eq(goodsLots.id, lot.OLD1!));
    const res = await post(`/admin-api/lots/${lot.OLD1}/unfreeze`, { reason: '复检合格' });
    expect(res.json(), res.body).toMatchObject({
      code: 10000,
      msg: '批次 OLD1 已过有效期，解冻后转为过期，不再销售',
      data: { state: 'expired', state_text: '已过期', quantity: 12, quarantine_quantity: 3 },
    });
    expect((await readGoods(t.db, goodsId)).stock).toBe(20);
    expect((await ledgerOf(lot.OLD1!)).at(-1)).toMatchObject({ kind: 'unfreeze', change: 0 });
    expect((await freeze(lot.OLD1!)).json()).toMatchObject({
      code: 409,
      msg: '批次 OLD1 已过期，不能冻结',
    });
  });

  it('lets only quality and the super freeze, unfreeze and read recalls (403 envelope)', async () => {
    const { lot } = await goodsWithLots(t.db, [{ lotNo: 'P1', days: 300, quantity: 5 }]);
    for (const [method, url, payload] of [
      ['POST', `/admin-api/lots/${lot.P1}/freeze`, { reason_kind: 'recall', reason: '召回' }],
      ['POST', `/admin-api/lots/${lot.P1}/unfreeze`, { reason: '复检合格' }],
      ['GET', `/admin-api/lots/${lot.P1}/recall`],
      ['GET', `/admin-api/lots/${lot.P1}/recall/export`],
      ['GET', '/admin-api/quality/frozen-lots'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: warehouse,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({ code: 403 });
    }
    expect((await readLot(t.db, lot.P1!)).state).toBe('selling');
    const bySuper = await freeze(lot.P1!, '抽检', admin);
    expect(bySuper.json().data).toMatchObject({ state: 'frozen', frozen_by: 'admin' });
    const anon = await t.app.inject({ url: `/admin-api/lots/${lot.P1}/recall` });
    expect(anon.json().code).toBe(10001);
  });

  it('freezes a lot once when two ask at the same moment', async () => {
    const { goodsId, lot } = await goodsWithLots(t.db, [
      { lotNo: 'C1', days: 300, quantity: 40 },
      { lotNo: 'C2', days: 400, quantity: 10 },
    ]);
    const answers = await Promise.all([
      freeze(lot.C1!, '第一位'),
      freeze(lot.C1!, '第二位'),
      freeze(lot.C1!, '第三位'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const entries = (await ledgerOf(lot.C1!)).filter((e) => e.kind === 'freeze');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ change: -40, stockAfter: 10 });
    expect((await readGoods(t.db, goodsId)).stock).toBe(10);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lot.freeze'), eq(auditLog.targetId, String(lot.C1))));
    expect(audits).toHaveLength(1);
  });

  it('finds lots of any goods by the start of their number, case ignored', async () => {
    const a = await goodsWithLots(t.db, [{ lotNo: 'QX2406-1', days: 300, quantity: 5 }]);
    const b = await goodsWithLots(t.db, [{ lotNo: 'QX2406-2', days: 300, quantity: 7 }]);
    const found = await t.app.inject({
      url: '/admin-api/quality/lots?lot_no=qx2406',
      headers: quality,
    });
    expect(
      found.json().data.list.map((l: { id: number; goods_id: number }) => [l.id, l.goods_id]),
    ).toEqual([
      [a.lot['QX2406-1'], a.goodsId],
      [b.lot['QX2406-2'], b.goodsId],
    ]);
    for (const q of ['lot_no=QX%25', 'lot_no=', 'lot_no=QX&x=1']) {
      const bad = await t.app.inject({ url: `/admin-api/quality/lots?${q}`, headers: quality });
      expect(bad.json().code, q).toBe(422);
    }
    const refused = await t.app.inject({
      url: '/admin-api/quality/lots?lot_no=QX',
      headers: warehouse,
    });
    expect(refused.json().code).toBe(403);
  });

  it('refuses bad input with the 422 envelope and an unknown lot with 404', async () => {
    const { lot } = await goodsWithLots(t.db, [{ lotNo: 'V1', days: 300, quantity: 5 }]);
    const url = `/admin-api/lots/${lot.V1}/freeze`;
    for (const payload of [
      { reason_kind: 'broken', reason: '抽检' },
      { reason_kind: 'recall', reason: '' },
      { reason_kind: 'recall', reason: '   ' },
      { reason_kind: 'recall', reason: '抽检\u0007不合格' },
      { reason_kind: 'recall', reason: '抽检\n不合格' },
      // A line separator, and a right-to-left override that makes the reason read otherwise.
      { reason_kind: 'recall', reason: '抽检\u2028不合格' },
      { reason_kind: 'recall', reason: '抽检\u202e格合不' },
      { reason_kind: 'recall', reason: 'x'.repeat(201) },
      { reason_kind: 'recall' },
      '{"reason_kind":"recall","reason":"抽检","constructor":"x"}',
      '{"reason_kind":"recall","reason":"抽检","toString":{"x":1}}',
    ]) {
      const res = await post(url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json()).toMatchObject({ code: 422 });
    }
    // A prototype-poisoning body is refused by the JSON parser itself, still in the envelope.
    const poisoned = await post(
      url,
      '{"reason_kind":"recall","reason":"抽检","__proto__":{"a":1}}',
    );
    expect(poisoned.json()).toMatchObject({ code: 400 });
    const badUnfreeze = await post(`/admin-api/lots/${lot.V1}/unfreeze`, { reason: 'a\u0000b' });
    expect(badUnfreeze.statusCode).toBe(422);
    expect((await readLot(t.db, lot.V1!)).state).toBe('selling');
    for (const res of [
      await freeze(2_000_000_000),
      await post('/admin-api/lots/2000000000/unfreeze', { reason: '复检合格' }),
      await t.app.inject({ url: '/admin-api/lots/2000000000/recall', headers: quality }),
      await t.app.inject({ url: '/admin-api/lots/2000000000/recall/export', headers: quality }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, msg: '批次不存在' });
    }
    const badId = await t.app.inject({ url: '/admin-api/lots/abc/recall', headers: quality });
    expect(badId.json().code).toBe(422);
  });
});

describe('a frozen lot does not sell', () => {
  it('refuses a cart line beyond the stock left after a freeze', async () => {
    const { goodsId, lot } = await goodsWithLots(t.db, [
      { lotNo: 'K1', days: 300, quantity: 30 },
      { lotNo: 'K2', days: 500, quantity: 50 },
    ]);
    const [b] = await makeBuyers(t.db, 1, 'frzcart');
    const [line] = await t.db
      .insert(cartLines)
      .values({ companyId: b!.companyId, userId: b!.userId, goodsId, quantity: 60 })
      .returning({ id: cartLines.id });
    await freeze(lot.K1!);
    const cart = await t.app.inject({ url: '/api/cart/list', headers: b!.headers });
    const shown = cart.json().data.data.find((l: { id: number }) => l.id === line!.id);
    expect(shown.goods.number).toBe(50);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: b!.headers,
      payload: { ids: [line!.id], address_id: b!.addressId, key: 'freeze-cart-key-1' },
    });
    // The goods object's stock is the check before allocation: the line is over it.
    expect(res.json().data).toEqual({ reason: 'over_stock', available: 50, goods_id: goodsId });
    expect((await readLot(t.db, lot.K1!)).quantity).toBe(30);
  });

  it('never gives an order units of a lot after its freeze committed, under parallel orders', async () => {
    const BUYERS = 30;
    const { goodsId, lot } = await goodsWithLots(t.db, [
      { lotNo: 'R1', days: 300, quantity: 20 },
      { lotNo: 'R2', days: 700, quantity: 100 },
    ]);
    const buyers = await makeBuyers(t.db, BUYERS, 'frzrace');
    const lines = await t.db
      .insert(cartLines)
      .values(
        buyers.map((b) => ({ companyId: b.companyId, userId: b.userId, goodsId, quantity: 1 })),
      )
      .returning({ id: cartLines.id, userId: cartLines.userId });
    const lineOf = new Map(lines.map((l) => [l.userId, l.id]));
    const orders = buyers.map((b) =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/create',
        headers: b.headers,
        payload: {
          ids: [lineOf.get(b.userId)],
          address_id: b.addressId,
          key: `freeze-race-key-${b.userId}`,
        },
      }),
    );
    // The freeze joins while the orders are in flight.
    const frozen = freeze(lot.R1!, '疑似包装破损');
    const answers = await Promise.all([...orders, frozen]);
    expect(answers.at(-1)!.json().code).toBe(10000);
    expect(answers.slice(0, -1).map((a) => a.json().code === 10000 || a.body)).toEqual(
      buyers.map(() => true),
    );

    const r1 = await readLot(t.db, lot.R1!);
    const r2 = await readLot(t.db, lot.R2!);
    expect(r1.state).toBe('frozen');
    expect(r1.quantity).toBeGreaterThanOrEqual(0);
    expect(r2.quantity).toBeGreaterThanOrEqual(0);
    // The ledger ids follow the goods lock: every order that took R1 took it before the freeze.
    const led = rowsOf<{ id: number; kind: string; lot_id: number; change: number }>(
      await t.db.execute(sql`SELECT id, kind, lot_id, change FROM stock_ledger
        WHERE goods_id = ${goodsId} AND kind IN ('order', 'freeze') ORDER BY id`),
    );
    const freezeAt = led.findIndex((e) => e.kind === 'freeze');
    expect(freezeAt).toBeGreaterThanOrEqual(0);
    expect(led.slice(freezeAt + 1).every((e) => e.lot_id === lot.R2)).toBe(true);
    const received = rowsOf<{ lot_id: number; n: number }>(
      await t.db.execute(sql`SELECT o.lot_id, sum(o.quantity)::int AS n FROM order_line_lots o
        JOIN order_lines ol ON ol.id = o.order_line_id WHERE ol.goods_id = ${goodsId}
        GROUP BY o.lot_id`),
    );
    const got = new Map(received.map((r) => [r.lot_id, r.n]));
    const takenBefore = led
      .slice(0, freezeAt)
      .filter((e) => e.lot_id === lot.R1)
      .reduce((n, e) => n - e.change, 0);
    expect(got.get(lot.R1!) ?? 0).toBe(takenBefore);
    expect(r1.quantity).toBe(20 - takenBefore);
    expect(led[freezeAt]!.change).toBe(-r1.quantity);
    expect((got.get(lot.R1!) ?? 0) + (got.get(lot.R2!) ?? 0)).toBe(BUYERS);
    expect(r2.quantity).toBe(100 - (got.get(lot.R2!) ?? 0));
    expect((await readGoods(t.db, goodsId)).stock).toBe(r2.quantity);
  }, 60_000);

  it('keeps a paid order holding a frozen lot from shipping until it is unfrozen', async () => {
    const { goodsId, lot } = await goodsWithLots(t.db, [
      { lotNo: 'HOLD1', days: 300, quantity: 10 },
    ]);
    const [b] = await makeBuyers(t.db, 1, 'frzship');
    const life = orderLife(t);
    const orderId = await life.paidOrder(b!, [{ goodsId, number: 4 }]);
    expect((await freeze(lot.HOLD1!)).statusCode).toBe(200);
    const ship = () =>
      post(
        `/admin-api/orders/${orderId}/ship`,
        { carrier: '顺丰速运', tracking_no: 'SF1234567890' },
        warehouse,
      );
    const refused = await ship();
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().msg).toMatch(/批号 HOLD1 已冻结，不能发货/);
    expect((await life.lines(orderId))[0]!.shipmentId).toBeNull();
    const unfrozen = await post(`/admin-api/lots/${lot.HOLD1}/unfreeze`, { reason: '复检合格' });
    expect(unfrozen.statusCode, unfrozen.body).toBe(200);
    const shipped = await ship();
    expect(shipped.statusCode, shipped.body).toBe(200);
  });
});
