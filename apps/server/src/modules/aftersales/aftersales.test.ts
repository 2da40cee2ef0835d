import { splitByLargestRemainder } from '@shop/domain';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  afterSales,
  auditLog,
  orderLines,
  orders,
  stockLedger,
  walletLedger,
  wallets,
} from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, readGoods, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';

let t: TestApp;
let b: TestBuyer;
let other: TestBuyer;
const staff: Record<string, { cookie: string }> = {};
let keys = 0;
const key = (p = 'as') => `${p}-${++keys}-${Date.now()}`;

beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
  for (const u of ['admin', 'operator', 'reviewer', 'warehouse', 'finance', 'service'])
    staff[u] = await staffLogin(t, u);
  [b, other] = (await makeBuyers(t.db, 2, 'aftersale')) as [TestBuyer, TestBuyer];
});
afterAll(() => t?.close());

const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const json = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

async function balanceOf(companyId: number) {
  const [w] = await t.db.select().from(wallets).where(eq(wallets.companyId, companyId));
  return w!.balanceFen;
}

/** A paid (balance) order of goods lines [quantity...] at ¥10.00 each; with line ids. */
async function paidOrder(buyer: TestBuyer, quantities = [4, 3]) {
  const goodsIds: number[] = [];
  for (const _ of quantities) goodsIds.push(await makeGoods(t.db, { midPackQuantity: 1 }));
  await post('/api/cart', buyer.headers, {
    params: goodsIds.map((g, i) => ({ goods_id: g, number: quantities[i] })),
  });
  const ids = (await get('/api/cart/list', buyer.headers))
    .json()
    .data.data.map((l: { id: number }) => l.id);
  const created = await post('/api/order/create', buyer.headers, {
    ids,
    address_id: buyer.addressId,
    key: key('order'),
  });
  const id = created.json().data.id as number;
  const paid = await post(`/api/order/${id}/pay`, buyer.headers, {
    method: 'balance',
    key: key('pay'),
  });
  expect(paid.json().code, paid.body).toBe(10000);
  const lines = await t.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, id))
    .orderBy(orderLines.id);
  return { id, lines, goodsIds: lines.map((l) => l.goodsId) };
}

/** The rule of docs/decisions/2026-11-23-after-sales.md, worked out here on its own. */
/** What q units of a line are worth back, from the line's stored parts of the discounts. */
async function expectedShare(_orderId: number, line: { id: number; quantity: number }, q: number) {
  const [l] = await t.db.select().from(orderLines).where(eq(orderLines.id, line.id));
  const share = l!.amountFen - l!.reductionFen - l!.couponFen;
  return q >= l!.quantity ? share : Math.floor((share * q) / l!.quantity);
}

const apply = (
  buyer: TestBuyer,
  orderId: number,
  body: { kind?: string; reason?: string; lines: object[]; photos?: string[]; key?: string },
) =>
  json(`/api/order/${orderId}/after-sales`, buyer.headers, {
    kind: 'refund',
    reason: '药品破损',
    key: key(),
    ...body,
  });

async function ship(orderId: number) {
  const r = await post(`/admin-api/orders/${orderId}/ship`, staff.warehouse!, {
    carrier: '顺丰速运',
    tracking_no: `SF${Date.now()}${keys++}`,
  });
  expect(r.json().code, r.body).toBe(10000);
}

async function auditCount(id: number, action: string) {
  const rows = await t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, 'after_sale'),
        eq(auditLog.targetId, String(id)),
        eq(auditLog.action, action),
      ),
    );
  return rows.length;
}

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

describe('claims', () => {
  it('refuses more than bought, also across requests and concurrently; decline and cancel give it back', async () => {
    const { id, lines } = await paidOrder(b, [5]);
    const line = lines[0]!;
    expect((await apply(b, id, { lines: [{ id: line.id, number: 6 }] })).statusCode).toBe(422);
    const answers = await Promise.all(
      [1, 2, 3].map(() => apply(b, id, { lines: [{ id: line.id, number: 3 }] })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const first = answers.find((a) => a.statusCode === 200)!.json().data.id as number;
    const second = (await apply(b, id, { lines: [{ id: line.id, number: 2 }] })).json().data.id;
    expect((await apply(b, id, { lines: [{ id: line.id, number: 1 }] })).statusCode).toBe(409);
    const [l] = await t.db.select().from(orderLines).where(eq(orderLines.id, line.id));
    expect(l!.claimedQuantity).toBe(5);

    // Declining needs a reason; then the 3 are free again.
    expect(
      (await json(`/admin-api/after-sales/${first}/decline`, staff.service!, {})).statusCode,
    ).toBe(422);
    const declined = await json(`/admin-api/after-sales/${first}/decline`, staff.service!, {
      note: '照片不清晰',
    });
    expect(declined.json().data).toMatchObject({ status: 'declined', review_note: '照片不清晰' });
    expect(await auditCount(first, 'aftersale.decline')).toBe(1);
    // The buyer cancels the other one while it waits.
    const cancelled = await post(`/api/after-sales/${second}/cancel`, b.headers);
    expect(cancelled.json().data.status_text).toBe('已取消');
    expect((await post(`/api/after-sales/${second}/cancel`, b.headers)).statusCode).toBe(409);
    const [after] = await t.db.select().from(orderLines).where(eq(orderLines.id, line.id));
    expect(after!.claimedQuantity).toBe(0);
    expect((await apply(b, id, { lines: [{ id: line.id, number: 5 }] })).statusCode).toBe(200);
  });

  it('refuses unpaid orders', async () => {
    const g = await makeGoods(t.db, { midPackQuantity: 1 });
    await post('/api/cart', b.headers, { goods_id: g, number: 1 });
    const ids = (await get('/api/cart/list', b.headers))
      .json()
      .data.data.map((l: { id: number }) => l.id);
    const id = (
      await post('/api/order/create', b.headers, { ids, address_id: b.addressId, key: key('o') })
    ).json().data.id;
    const [l] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, id));
    expect((await apply(b, id, { lines: [{ id: l!.id, number: 1 }] })).statusCode).toBe(409);
    expect((await get(`/api/order/${id}/after-sales`, b.headers)).json().data.can_apply).toBe(
      false,
    );
  });

  it('answers 422 for bad input and writes nothing', async () => {
    const { id, lines } = await paidOrder(b, [2]);
    const { lines: foreign } = await paidOrder(b, [1]);
    const l = lines[0]!.id;
    const cases: [object, string][] = [
      [{ lines: [{ id: l, number: 0 }] }, 'lines.0.number'],
      [{ lines: [{ id: l, number: 3 }] }, 'lines.0.number'],
      [{ lines: [{ id: foreign[0]!.id, number: 1 }] }, 'lines.0.id'],
      [{ lines: [{ id: l, number: 1 }], reason: '  ' }, 'reason'],
      [{ lines: [{ id: l, number: 1 }], kind: 'swap' }, 'kind'],
      [{ lines: [] }, 'lines'],
      [
        {
          lines: [
            { id: l, number: 1 },
            { id: l, number: 1 },
          ],
        },
        'lines',
      ],
      [{ lines: [{ id: l, number: '1.5' }] }, 'lines.0.number'],
      [
        {
          lines: [{ id: l, number: 1 }],
          photos: Array.from(
            { length: 6 },
            (_, i) => `/uploads/after-sales/${String(i).repeat(32)}.jpg`,
          ),
        },
        'photos',
      ],
      [{ lines: [{ id: l, number: 1 }], photos: ['https://evil.example/x.jpg'] }, 'photos.0'],
      [
        { lines: [{ id: l, number: 1 }], photos: [`/uploads/after-sales/${'a'.repeat(32)}.jpg`] },
        'photos.0',
      ],
      [{ lines: [{ id: l, number: 1 }], key: 'bad key!' }, 'key'],
      [{ lines: [{ id: l, number: 1 }], extra: 1 }, ''],
    ];
    for (const [body, field] of cases) {
      const r = await apply(b, id, body as never);
      expect(r.statusCode, `${JSON.stringify(body)} ${r.body}`).toBe(422);
      if (field) expect(Object.keys(r.json().errors ?? {}), r.body).toContain(field);
    }
    const rows = await t.db.select().from(afterSales).where(eq(afterSales.orderId, id));
    expect(rows).toHaveLength(0);
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.id, l));
    expect(line!.claimedQuantity).toBe(0);
  });
});

describe('photos', () => {
  it('stores an uploaded photo as a JPEG of at most 1600 px and serves it', async () => {
    const png = await sharp({
      create: { width: 3000, height: 1000, channels: 3, background: { r: 200, g: 10, b: 10 } },
    })
      .png()
      .toBuffer();
    const upload = (buf: Buffer, type: string, headers = b.headers) => {
      const boundary = 'xBOUNDARYx';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        buf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/upload/after-sale-photo',
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
    };
    const r = await upload(png, 'image/png');
    expect(r.json().code, r.body).toBe(10000);
    const url = r.json().data.url as string;
    expect(url).toMatch(/^\/uploads\/after-sales\/[a-f0-9]{32}\.jpg$/);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 533]);
    expect((await upload(Buffer.from('not an image'), 'image/png')).statusCode).toBe(422);
    expect((await upload(png, 'image/png', {})).statusCode).toBe(401);

    const { id, lines } = await paidOrder(b, [1]);
    const made = await apply(b, id, { lines: [{ id: lines[0]!.id, number: 1 }], photos: [url] });
    expect(made.json().data.photos).toEqual([url]);
  });
});

describe('walls', () => {
  it("another company's order and request are 404", async () => {
    const { id, lines } = await paidOrder(b, [2]);
    const asId = (await apply(b, id, { lines: [{ id: lines[0]!.id, number: 1 }] })).json().data.id;
    expect((await get(`/api/order/${id}/after-sales`, other.headers)).statusCode).toBe(404);
    expect((await apply(other, id, { lines: [{ id: lines[0]!.id, number: 1 }] })).statusCode).toBe(
      404,
    );
    expect((await post(`/api/after-sales/${asId}/cancel`, other.headers)).statusCode).toBe(404);
    expect(
      (
        await post(`/api/after-sales/${asId}/return-shipment`, other.headers, {
          carrier: '顺丰',
          tracking_no: 'SF12345678',
        })
      ).statusCode,
    ).toBe(404);
    const list = (await get('/api/after-sales', other.headers)).json().data;
    expect(list.data.map((r: { id: number }) => r.id)).not.toContain(asId);
    const [row] = await t.db.select().from(afterSales).where(eq(afterSales.id, asId));
    expect(row!.status).toBe('pending');
  });

  it('refuses each staff action to roles without its permission and changes nothing', async () => {
    const { id, lines } = await paidOrder(b, [2]);
    await ship(id);
    const asId = (
      await apply(b, id, { kind: 'return', lines: [{ id: lines[0]!.id, number: 1 }] })
    ).json().data.id;
    const steps: [string, object, string[]][] = [
      ['approve', { note: 'ok' }, ['admin', 'service']],
      ['decline', { note: 'no' }, ['admin', 'service']],
      ['receive', {}, ['admin', 'warehouse']],
      ['refund', {}, ['admin', 'finance']],
    ];
    const balance = await balanceOf(b.companyId);
    for (const [action, body, allowed] of steps)
      for (const role of Object.keys(staff).filter((r) => !allowed.includes(r))) {
        const r = await json(`/admin-api/after-sales/${asId}/${action}`, staff[role]!, body);
        expect(r.statusCode, `${role} ${action}`).toBe(403);
      }
    for (const role of Object.keys(staff))
      expect((await get(`/admin-api/after-sales/${asId}`, staff[role]!)).statusCode).toBe(200);
    expect((await post(`/admin-api/after-sales/${asId}/approve`, {})).statusCode).toBe(401);
    const [row] = await t.db.select().from(afterSales).where(eq(afterSales.id, asId));
    expect(row!.status).toBe('pending');
    expect(await balanceOf(b.companyId)).toBe(balance);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'after_sale'), eq(auditLog.targetId, String(asId))));
    expect(entries).toHaveLength(0);
  });

  it('lists requests for staff by tab and keywords', async () => {
    const { id, lines } = await paidOrder(b, [1]);
    const made = (await apply(b, id, { lines: [{ id: lines[0]!.id, number: 1 }] })).json().data;
    const page = (
      await get(`/admin-api/after-sales?status=pending&keywords=${made.order_no}`, staff.service!)
    ).json().data;
    expect(page.data.map((r: { id: number }) => r.id)).toEqual([made.id]);
    expect(page.data[0]).toMatchObject({ company_name: 'aftersale药房0', order_status: 'paid' });
    expect(page.counts.pending).toBeGreaterThan(0);
    expect((await get('/admin-api/after-sales?status=nope', staff.service!)).statusCode).toBe(422);
    const mine = (await get('/api/after-sales', b.headers)).json().data;
    expect(mine.data[0].id).toBe(made.id);
  });
});
