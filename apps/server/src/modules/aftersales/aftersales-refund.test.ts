import { splitByLargestRemainder } from '@shop/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  afterSales,
  orderLines,
  orders,
  stockLedger,
  walletLedger,
} from '../../db/schema/index.ts';
import {
  apply,
  auditCount,
  b,
  balanceOf,
  expectedShare,
  get,
  json,
  key,
  paidOrder,
  post,
  ship,
  staff,
  t,
  useAftersalesApp,
} from '../../test/aftersales-scene.ts';
import { readGoods } from '../../test/buyers.ts';

// The money of after-sales: a refund (仅退款) and a return (退货退款) pay back
// the line's share once, never past what was paid, every step timed and audited.

useAftersalesApp();

describe('a refund (仅退款)', () => {
  it('pays the line share back to the balance, with a 退款 ledger entry and every step timed', async () => {
    const { id, lines } = await paidOrder(b);
    // The order's discounts as stored: ¥3.21 of coupon off what was paid, split over the lines.
    await t.db
      .update(orders)
      .set({ couponFen: 321, payFen: sql`${orders.payFen} - 321` })
      .where(eq(orders.id, id));
    const parts = splitByLargestRemainder(
      321,
      lines.map((l) => l.amountFen),
    );
    for (const [i, l] of lines.entries())
      await t.db.update(orderLines).set({ couponFen: parts[i]! }).where(eq(orderLines.id, l.id));
    const line = lines[0]!;
    const want = await expectedShare(id, line, 3);
    const made = await apply(b, id, { lines: [{ id: line.id, number: 3 }] });
    expect(made.json(), made.body).toMatchObject({
      code: 10000,
      data: { status: 'pending', status_text: '待审核', amount: (want / 100).toFixed(2) },
    });
    const asId = made.json().data.id as number;

    const approved = await json(`/admin-api/after-sales/${asId}/approve`, staff.service!, {
      note: '同意',
    });
    expect(approved.json().data.status_text).toBe('待退款');

    const before = await balanceOf(b.companyId);
    const refunded = await post(`/admin-api/after-sales/${asId}/refund`, staff.finance!);
    expect(refunded.json(), refunded.body).toMatchObject({
      code: 10000,
      data: {
        status: 'refunded',
        refunded_amount: (want / 100).toFixed(2),
        refund_method: 'balance',
      },
    });
    expect(await balanceOf(b.companyId)).toBe(before + want);
    const entries = await t.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.orderId, id), eq(walletLedger.kind, 3)));
    expect(entries.map((e) => [e.amountFen, e.balanceAfterFen])).toEqual([[want, before + want]]);
    const [l] = await t.db.select().from(orderLines).where(eq(orderLines.id, line.id));
    expect(l).toMatchObject({ refundedFen: want, claimedQuantity: 3 });

    const seen = (await get(`/api/order/${id}/after-sales`, b.headers)).json().data;
    expect(seen.requests).toHaveLength(1);
    expect(seen.requests[0].status_text).toBe('已退款');
    expect(seen.requests[0].steps.map((s: { title: string }) => s.title)).toEqual([
      '提交申请',
      '审核通过',
      '退款完成',
    ]);
    expect(seen.requests[0].steps.every((s: { time: string | null }) => s.time !== null)).toBe(
      true,
    );
    expect(seen.lines[0]).toMatchObject({ id: line.id, claimable: line.quantity - 3 });
    // Every staff action recorded once.
    expect(await auditCount(asId, 'aftersale.approve')).toBe(1);
    expect(await auditCount(asId, 'aftersale.refund')).toBe(1);
  });

  it('a retried application with its key gets the first request, not a second', async () => {
    const { id, lines } = await paidOrder(b);
    const k = key();
    const [a1, a2] = await Promise.all([
      apply(b, id, { lines: [{ id: lines[0]!.id, number: 1 }], key: k }),
      apply(b, id, { lines: [{ id: lines[0]!.id, number: 1 }], key: k }),
    ]);
    expect(a1.json().code, a1.body).toBe(10000);
    expect(a2.json().code, a2.body).toBe(10000);
    expect(a2.json().data.id).toBe(a1.json().data.id);
    const [l] = await t.db.select().from(orderLines).where(eq(orderLines.id, lines[0]!.id));
    expect(l!.claimedQuantity).toBe(1);
  });

  it('two finance staff refunding at once pay once', async () => {
    const { id, lines } = await paidOrder(b);
    const asId = (await apply(b, id, { lines: [{ id: lines[1]!.id, number: 2 }] })).json().data.id;
    await post(`/admin-api/after-sales/${asId}/approve`, staff.service!);
    const before = await balanceOf(b.companyId);
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(`/admin-api/after-sales/${asId}/refund`, staff.finance!)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const want = await expectedShare(id, lines[1]!, 2);
    expect(await balanceOf(b.companyId)).toBe(before + want);
    const entries = await t.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.orderId, id), eq(walletLedger.kind, 3)));
    expect(entries).toHaveLength(1);
    expect(await auditCount(asId, 'aftersale.refund')).toBe(1);
  });

  it('never refunds past what was paid for the line', async () => {
    const { id, lines } = await paidOrder(b, [3]);
    const line = lines[0]!;
    // Three requests of one unit each: their shares add up to at most the line's share.
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await apply(b, id, { lines: [{ id: line.id, number: 1 }] })).json().data.id);
    for (const asId of ids) {
      await post(`/admin-api/after-sales/${asId}/approve`, staff.service!);
      expect((await post(`/admin-api/after-sales/${asId}/refund`, staff.finance!)).statusCode).toBe(
        200,
      );
    }
    const full = await expectedShare(id, line, 3);
    const [l] = await t.db.select().from(orderLines).where(eq(orderLines.id, line.id));
    expect(l!.refundedFen).toBeLessThanOrEqual(full);
    expect(l!.refundedFen).toBe(3 * (await expectedShare(id, line, 1)));

    // Money refunded some other way already: the cap refuses and nothing moves.
    const { id: id2, lines: lines2 } = await paidOrder(b, [2]);
    const asId = (await apply(b, id2, { lines: [{ id: lines2[0]!.id, number: 2 }] })).json().data
      .id;
    await post(`/admin-api/after-sales/${asId}/approve`, staff.service!);
    await t.db.update(orderLines).set({ refundedFen: 1 }).where(eq(orderLines.id, lines2[0]!.id));
    const before = await balanceOf(b.companyId);
    const r = await post(`/admin-api/after-sales/${asId}/refund`, staff.finance!);
    expect(r.statusCode).toBe(409);
    expect(await balanceOf(b.companyId)).toBe(before);
    const [again] = await t.db.select().from(afterSales).where(eq(afterSales.id, asId));
    expect(again).toMatchObject({ status: 'approved', refundedFen: 0 });
    expect(await auditCount(asId, 'aftersale.refund')).toBe(0);
  });
});

describe('a return (退货退款)', () => {
  it('goes approve -> sent back -> received (stock back, ledger "return") -> refunded', async () => {
    const { id, lines, goodsIds } = await paidOrder(b);
    // Not shipped yet: a return is refused, a refund would do.
    const early = await apply(b, id, { kind: 'return', lines: [{ id: lines[0]!.id, number: 2 }] });
    expect(early.statusCode).toBe(422);
    await ship(id);
    const made = await apply(b, id, { kind: 'return', lines: [{ id: lines[0]!.id, number: 2 }] });
    expect(made.json().data.steps.map((s: { title: string }) => s.title)).toEqual([
      '提交申请',
      '审核通过',
      '寄回商品',
      '仓库收货',
      '退款完成',
    ]);
    const asId = made.json().data.id as number;
    // Not yet approved: nothing to send back, nothing to receive or refund.
    expect(
      (
        await post(`/api/after-sales/${asId}/return-shipment`, b.headers, {
          carrier: '顺丰',
          tracking_no: 'SF7777777',
        })
      ).statusCode,
    ).toBe(409);
    await post(`/admin-api/after-sales/${asId}/approve`, staff.service!);
    expect(
      (await post(`/admin-api/after-sales/${asId}/receive`, staff.warehouse!)).statusCode,
    ).toBe(409);
    expect((await post(`/admin-api/after-sales/${asId}/refund`, staff.finance!)).statusCode).toBe(
      409,
    );

    const sent = await post(`/api/after-sales/${asId}/return-shipment`, b.headers, {
      carrier: '顺丰速运',
      tracking_no: 'SF9000000001',
    });
    expect(sent.json()).toMatchObject({
      data: { status: 'returning', status_text: '待仓库收货', return_tracking_no: 'SF9000000001' },
    });

    const stockBefore = (await readGoods(t.db, goodsIds[0]!)).stock;
    const received = await post(`/admin-api/after-sales/${asId}/receive`, staff.warehouse!);
    expect(received.json().data.status_text).toBe('待退款');
    expect((await readGoods(t.db, goodsIds[0]!)).stock).toBe(stockBefore + 2);
    const ledger = await t.db
      .select()
      .from(stockLedger)
      .where(and(eq(stockLedger.goodsId, goodsIds[0]!), eq(stockLedger.kind, 'return')));
    expect(ledger.map((e) => [e.change, e.stockAfter, e.staff])).toEqual([
      [2, stockBefore + 2, 'warehouse'],
    ]);
    // The buyer sees the stock at once.
    const shown = (await get(`/api/goods/${goodsIds[0]}`, b.headers)).json();
    if (shown.code === 10000 && shown.data.number !== undefined)
      expect(Number(shown.data.number)).toBe(stockBefore + 2);

    const before = await balanceOf(b.companyId);
    const refunded = await post(`/admin-api/after-sales/${asId}/refund`, staff.finance!);
    expect(refunded.json().data.status).toBe('refunded');
    expect(await balanceOf(b.companyId)).toBe(before + (await expectedShare(id, lines[0]!, 2)));
    const steps = (await get(`/api/order/${id}/after-sales`, b.headers)).json().data.requests[0]
      .steps;
    expect(steps.every((s: { time: string | null }) => s.time !== null)).toBe(true);
    for (const a of ['approve', 'receive', 'refund'])
      expect(await auditCount(asId, `aftersale.${a}`)).toBe(1);
  });
});
