import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, orders, pointsLedger } from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { orderLife } from '../../test/orders.ts';

// Points follow the money the buyer keeps: floor(goods paid / 100) when the
// order completes, once however it completes, and taken back in proportion
// as it is refunded. Run with TEST_DATABASE_URL for real concurrency.

let t: TestApp;
let life: ReturnType<typeof orderLife>;
beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
  life = orderLife(t);
});
afterAll(() => t?.close());

let buyers = 0;
const buyer = async () => (await makeBuyers(t.db, 1, `pts${++buyers}x`))[0] as TestBuyer;
const goods = (priceFen: number) => makeGoods(t.db, { priceFen, midPackQuantity: 1, stock: 500 });

const pointsOf = async (companyId: number) =>
  (await t.db.select().from(companies).where(eq(companies.id, companyId)))[0]!.points;
const ledgerOf = (companyId: number) =>
  t.db
    .select()
    .from(pointsLedger)
    .where(eq(pointsLedger.companyId, companyId))
    .orderBy(pointsLedger.id);
async function expectLedgerSumsToBalance(companyId: number) {
  const [row] = await t.db
    .select({ sum: sql<number>`coalesce(sum(${pointsLedger.delta}), 0)::int` })
    .from(pointsLedger)
    .where(eq(pointsLedger.companyId, companyId));
  expect(row!.sum).toBe(await pointsOf(companyId));
}
const orderRow = async (id: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** The order's lines of these goods, in this order. */
const linesOf = async (orderId: number, ...goodsIds: number[]) => {
  const lines = await life.lines(orderId);
  return goodsIds.map((g) => lines.find((l) => l.goodsId === g)!);
};

/** A shipped order of 3 × ¥123.45 (¥370.35 of goods, ¥10.00 shipping under ¥800). */
async function shippedOrder(b: TestBuyer) {
  const id = await life.paidOrder(b, [{ goodsId: await goods(12_345), number: 3 }]);
  await life.ship(id);
  return id;
}

describe('earning', () => {
  it('credits floor(goods paid / 100) on 确认收货, shipping earning none, once', async () => {
    const b = await buyer();
    const id = await shippedOrder(b);
    const o = await orderRow(id);
    expect([o.paidFen, o.shippingFen]).toEqual([38_035, 1_000]);
    expect(await pointsOf(b.companyId)).toBe(0);

    const r = await life.confirm(b, id);
    expect(r.json(), r.body).toMatchObject({ code: 10000, data: { status: 'completed' } });
    expect(await pointsOf(b.companyId)).toBe(370);
    expect(await ledgerOf(b.companyId)).toMatchObject([
      { delta: 370, pointsAfter: 370, kind: 1, orderId: id, basisFen: 37_035 },
    ]);
    const info = (await t.app.inject({ url: '/api/user/info', headers: b.headers })).json();
    expect(info.data.points).toBe(370);

    const again = await life.confirm(b, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('订单已确认收货');
    expect(await pointsOf(b.companyId)).toBe(370);
    await expectLedgerSumsToBalance(b.companyId);
  });

  it('credits once when the buyer confirms twice at once', async () => {
    const b = await buyer();
    const id = await shippedOrder(b);
    const answers = await Promise.all([life.confirm(b, id), life.confirm(b, id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await pointsOf(b.companyId)).toBe(370);
    expect(await ledgerOf(b.companyId)).toHaveLength(1);
  });

  it('credits once when the auto-confirm job runs in two processes at once, and after a buyer', async () => {
    const b = await buyer();
    const [x, y] = [await shippedOrder(b), await shippedOrder(b)];
    await t.db
      .update(orders)
      .set({ shippedAt: sql`now() - interval '11 days'` })
      .where(eq(orders.id, x));
    const jobs = t.app.services.orders;
    await Promise.all([jobs.completeDue(10), jobs.completeDue(10), life.confirm(b, x)]);
    expect((await orderRow(x)).status).toBe('completed');
    expect((await orderRow(y)).status).toBe('shipped');
    expect(await pointsOf(b.companyId)).toBe(370);
    expect((await ledgerOf(b.companyId)).map((e) => e.orderId)).toEqual([x]);
  });

  it('refuses a second earned entry for an order (the unique index), whatever asks', async () => {
    const b = await buyer();
    const id = await shippedOrder(b);
    await life.confirm(b, id);
    await expect(
      t.db.insert(pointsLedger).values({
        companyId: b.companyId,
        delta: 1,
        pointsAfter: 371,
        kind: 1,
        orderId: id,
      }),
    ).rejects.toThrow();
    expect(await ledgerOf(b.companyId)).toHaveLength(1);
  });

  it('earns nothing for an order refunded in full before completion, and on the rest for a part', async () => {
    const b = await buyer();
    const whole = await shippedOrder(b);
    const [line] = await life.lines(whole);
    expect(await life.refund(b, whole, line!.id, 3)).toBe(37_035);
    expect((await life.confirm(b, whole)).statusCode).toBe(200);
    expect(await ledgerOf(b.companyId)).toHaveLength(0);

    const part = await shippedOrder(b);
    const [l] = await life.lines(part);
    // One of three units back (¥123.45) before completion: 246.90 earns 246.
    expect(await life.refund(b, part, l!.id, 1)).toBe(12_345);
    await life.confirm(b, part);
    expect(await ledgerOf(b.companyId)).toMatchObject([{ delta: 246, basisFen: 24_690 }]);
    // The other two after: everything earned goes back, to the point.
    expect(await life.refund(b, part, l!.id, 2)).toBe(24_690);
    expect(await pointsOf(b.companyId)).toBe(0);
    expect((await ledgerOf(b.companyId)).map((e) => [e.kind, e.delta])).toEqual([
      [1, 246],
      [2, -246],
    ]);
  });

  it('earns nothing for an order staff cancelled before shipping', async () => {
    const b = await buyer();
    const id = await life.paidOrder(b, [{ goodsId: await goods(50_000), number: 1 }]);
    const finance = await staffLogin(t, 'finance');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/admin-api/orders/${id}/cancel`,
      headers: finance,
      payload: { reason: '缺货' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await life.confirm(b, id)).statusCode).toBe(409);
    await t.app.services.orders.completeDue(0);
    expect((await orderRow(id)).status).toBe('cancelled');
    expect(await ledgerOf(b.companyId)).toHaveLength(0);
  });
});

describe('taking back on refunds', () => {
  it('takes back floor(earned × refunded / paid) in total over partial refunds', async () => {
    const b = await buyer();
    // 7 × ¥33.33 + 9 × ¥21.11 = ¥423.30 of goods: 423 points.
    const [x, y] = [await goods(3_333), await goods(2_111)];
    const id = await life.paidOrder(b, [
      { goodsId: x, number: 7 },
      { goodsId: y, number: 9 },
    ]);
    await life.ship(id);
    await life.confirm(b, id);
    expect(await pointsOf(b.companyId)).toBe(423);
    const [lx, ly] = await linesOf(id, x, y);

    let refunded = 0;
    let taken = 0;
    for (const [line, n] of [
      [lx!, 3],
      [lx!, 4],
      [ly!, 5],
    ] as const) {
      refunded += await life.refund(b, id, line.id, n);
      const expected = Math.floor((423 * refunded) / 42_330);
      taken = 423 - (await pointsOf(b.companyId));
      expect(taken, `after ${refunded} fen refunded`).toBe(expected);
    }
    // 3 of 7 units of ¥233.31 is ¥99.99: 99 points; all 7 is ¥233.31: 233; with
    // 5 of 9 of ¥189.99 (¥105.55) ¥338.86: 338.
    expect((await ledgerOf(b.companyId)).map((e) => e.delta)).toEqual([423, -99, -134, -105]);
    refunded += await life.refund(b, id, ly!.id, 4);
    expect(refunded).toBe(42_330);
    expect(await pointsOf(b.companyId)).toBe(0);
    const entries = await ledgerOf(b.companyId);
    expect(entries.filter((e) => e.kind === 2).every((e) => e.afterSaleId !== null)).toBe(true);
    expect(entries.at(-1)!.remark).toMatch(/^订单 \d+ 售后退款扣回（申请 \d+）$/);
    await expectLedgerSumsToBalance(b.companyId);
  });

  it('never takes the points below 0: what was spent is written off and noted', async () => {
    const b = await buyer();
    const [x, y] = [await goods(10_000), await goods(10_000)];
    const id = await life.paidOrder(b, [
      { goodsId: x, number: 3 },
      { goodsId: y, number: 2 },
    ]);
    await life.ship(id);
    await life.confirm(b, id);
    expect(await pointsOf(b.companyId)).toBe(500);
    const [lx, ly] = await linesOf(id, x, y);
    // The buyer has since used most of them.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE companies SET points = points - 480 WHERE id = ${b.companyId}`);
      await tx.insert(pointsLedger).values({
        companyId: b.companyId,
        delta: -480,
        pointsAfter: 20,
        kind: 4,
        remark: '积分兑换',
      });
    });
    await life.refund(b, id, lx!.id, 3);
    expect(await pointsOf(b.companyId)).toBe(0);
    await life.refund(b, id, ly!.id, 2);
    expect(await pointsOf(b.companyId)).toBe(0);
    const reversals = (await ledgerOf(b.companyId)).filter((e) => e.kind === 2);
    expect(reversals.map((e) => [e.delta, e.shortfall, e.pointsAfter])).toEqual([
      [-20, 280, 0],
      [0, 200, 0],
    ]);
    expect(reversals[0]!.remark).toContain('积分不足，应扣 300，实扣 20');
    await expectLedgerSumsToBalance(b.companyId);
  });

  it('takes nothing back for refunds of an order that earned nothing', async () => {
    const b = await buyer();
    const id = await life.paidOrder(b, [{ goodsId: await goods(99), number: 1 }]);
    await life.ship(id);
    await life.confirm(b, id);
    const [l] = await life.lines(id);
    await life.refund(b, id, l!.id, 1);
    expect(await t.db.select().from(pointsLedger).where(eq(pointsLedger.orderId, id))).toEqual([]);
  });
});
