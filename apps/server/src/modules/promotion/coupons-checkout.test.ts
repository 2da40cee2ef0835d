import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, goods, orders } from '../../db/schema/index.ts';
import { makeGoods } from '../../test/buyers.ts';
// Attacks on coupons and cash vouchers at checkout: other companies' ids,
// one kind passed as the other, races for one coupon or voucher, money that
// must never go negative or come back as more than was paid.
import {
  cartScene,
  check,
  couponRow,
  fenOf,
  held,
  json,
  linesOf,
  t,
  useCouponApp,
} from '../../test/coupon-scene.ts';
import { staffLogin } from '../../test/helper.ts';
import { balanceFen, cartIds, create, fill, get, key, newBuyer, post } from '../../test/scene.ts';

useCouponApp();

describe('ids that are not the buyer’s', () => {
  it('another company’s coupon or voucher is refused at create and never applied at check', async () => {
    const owner = await newBuyer(t, 'atkown');
    const theirCoupon = await held(owner, 1, 1_000);
    const theirVoucher = await held(owner, 2, 5_000);
    const { b, ids } = await cartScene(10_000, 2);
    const c1 = (
      await check(b, ids, { coupon_id: theirCoupon.id, voucher_id: theirVoucher.id })
    ).json().data.summary;
    expect([c1.coupon_reduce, c1.voucher_reduce, c1.pay_amount]).toEqual([
      '0.00',
      '0.00',
      '210.00',
    ]);
    const viaCoupon = await create(t, b, ids, { coupon_id: theirCoupon.id });
    expect([viaCoupon.statusCode, viaCoupon.json().data?.reason]).toEqual([422, 'coupon_unusable']);
    const viaVoucher = await create(t, b, ids, { voucher_id: theirVoucher.id, coupon_id: 0 });
    expect([viaVoucher.statusCode, viaVoucher.json().data?.reason]).toEqual([
      422,
      'voucher_unusable',
    ]);
    expect((await couponRow(theirCoupon.id)).status).toBe('unused');
    expect((await couponRow(theirVoucher.id)).status).toBe('unused');
    // Their wallet is theirs alone.
    const wallet = (await get(t, '/api/user/coupon?type=2', b)).json().data.data;
    expect(wallet).toEqual([]);
  });

  it('a voucher passed as coupon_id, or a coupon as voucher_id, is refused', async () => {
    const { b, ids } = await cartScene(10_000, 2);
    const coupon = await held(b, 1, 1_000);
    const voucher = await held(b, 2, 5_000);
    const asCoupon = await create(t, b, ids, { coupon_id: voucher.id });
    expect([asCoupon.statusCode, asCoupon.json().data?.reason]).toEqual([422, 'coupon_unusable']);
    const asVoucher = await create(t, b, ids, { coupon_id: 0, voucher_id: coupon.id });
    expect([asVoucher.statusCode, asVoucher.json().data?.reason]).toEqual([
      422,
      'voucher_unusable',
    ]);
    // The same row as both.
    const both = await create(t, b, ids, { coupon_id: voucher.id, voucher_id: voucher.id });
    expect(both.statusCode).toBe(422);
    expect((await couponRow(voucher.id)).status).toBe('unused');
    expect((await couponRow(coupon.id)).status).toBe('unused');
  });

  it('answers 4xx, never 500, to voucher_id and coupon_id of every wrong shape', async () => {
    const { b, ids } = await cartScene(1_000, 1);
    const bad: unknown[] = [
      'abc',
      '-1',
      '1.5',
      '2147483648',
      '99999999999999999999',
      ['1', '2'],
      { a: 1 },
      '1e3',
    ];
    for (const v of bad) {
      for (const field of ['voucher_id', 'coupon_id']) {
        for (const url of ['/api/order/check', '/api/order/create']) {
          const res = await post(t, url, b, {
            ids,
            address_id: b.addressId,
            key: key('bad'),
            [field]: v,
          });
          expect(
            res.statusCode,
            `${url} ${field}=${JSON.stringify(v)} ${res.body}`,
          ).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, `${url} ${field}=${JSON.stringify(v)} ${res.body}`).toBeLessThan(
            500,
          );
        }
      }
    }
    for (const v of [-1, 1.5, 2 ** 31, null, true, [1]]) {
      const res = await json('/api/order/create', b.headers, {
        ids,
        address_id: b.addressId,
        key: key('badj'),
        voucher_id: v,
      });
      expect(res.statusCode, `${JSON.stringify(v)} ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    // 2^31-1, an id of nobody's: refused, not a 500.
    const far = await create(t, b, ids, { voucher_id: 2_147_483_647 });
    expect(far.statusCode).toBe(422);
    expect(await cartIds(t, b)).toEqual(ids);
  });
});

describe('money', () => {
  it('a voucher larger than the goods leaves shipping to pay, never a negative pay', async () => {
    const { b, ids } = await cartScene(1_000, 3); // ¥30, shipping ¥10
    const coupon = await held(b, 1, 500, { minSpendFen: 0 });
    const voucher = await held(b, 2, 100_000);
    const s = (await check(b, ids, { coupon_id: coupon.id, voucher_id: voucher.id })).json().data
      .summary;
    expect(s).toMatchObject({
      goods_amount: '30.00',
      coupon_reduce: '5.00',
      voucher_reduce: '25.00',
      shipping_fee: '10.00',
      pay_amount: '10.00',
    });
    const res = await create(t, b, ids, { coupon_id: coupon.id, voucher_id: voucher.id });
    expect(res.json(), res.body).toMatchObject({ code: 10000, data: { pay_amount: '10.00' } });
    const lines = await linesOf(res.json().data.id);
    for (const l of lines) {
      expect(l.couponFen + l.voucherFen + l.reductionFen).toBeLessThanOrEqual(l.amountFen);
      expect(l.voucherFen).toBeGreaterThanOrEqual(0);
    }
    expect(lines.reduce((n, l) => n + l.voucherFen, 0)).toBe(2_500);
  });

  it('a voucher over a coupon that already takes everything is not usable and not consumed', async () => {
    const { b, ids } = await cartScene(1_000, 2); // ¥20
    const coupon = await held(b, 1, 2_000, { minSpendFen: 0 }); // all of it
    const voucher = await held(b, 2, 1_000);
    const step2 = (await check(b, ids, { coupon_id: coupon.id, voucher_id: voucher.id })).json()
      .data;
    expect(step2.summary).toMatchObject({ coupon_reduce: '20.00', voucher_reduce: '0.00' });
    expect(step2.vouchers.find((v: { id: number }) => v.id === voucher.id)?.usable).toBe(0);
    const res = await create(t, b, ids, { coupon_id: coupon.id, voucher_id: voucher.id });
    expect([res.statusCode, res.json().data?.reason]).toEqual([422, 'voucher_unusable']);
    expect((await couponRow(voucher.id)).status).toBe('unused');
  });

  it('a scoped coupon is split onto its own lines only; the voucher over all lines', async () => {
    const b = await newBuyer(t, 'atkscope');
    const inScope = await makeGoods(t.db, { priceFen: 3_333, midPackQuantity: 1 });
    const [g] = await t.db.select().from(goods).where(eq(goods.id, inScope));
    const [other] = await t.db
      .select()
      .from(categories)
      .where(and(ne(categories.id, g!.categoryId), ne(categories.id, g!.categoryRootId)))
      .limit(1);
    const out = await makeGoods(t.db, {
      priceFen: 7_777,
      midPackQuantity: 1,
      categoryId: other!.id,
      categoryRootId: other!.parentId ?? other!.id,
      zoneCategoryId: null,
      zoneCategoryRootId: null,
    });
    const coupon = await held(b, 1, 1_001, { minSpendFen: 5_000, scopeGoodsIds: [inScope] });
    const voucher = await held(b, 2, 777);
    const ids = await fill(t, b, [
      { goods_id: inScope, number: 3 },
      { goods_id: out, number: 2 },
    ]);
    const res = await create(t, b, ids, { coupon_id: coupon.id, voucher_id: voucher.id });
    expect(res.json(), res.body).toMatchObject({ code: 10000 });
    const lines = await linesOf(res.json().data.id);
    const inLine = lines.find((l) => l.goodsId === inScope)!;
    const outLine = lines.find((l) => l.goodsId === out)!;
    expect([inLine.couponFen, outLine.couponFen]).toEqual([1_001, 0]);
    expect(inLine.voucherFen + outLine.voucherFen).toBe(777);
    const [o] = await t.db.select().from(orders).where(eq(orders.id, res.json().data.id));
    expect(o!.payFen).toBe(3_333 * 3 + 7_777 * 2 - 1_001 - 777 + o!.shippingFen);
  });

  it('after-sales never gives back the voucher part as money; all lines refund exactly what was paid for goods', async () => {
    const b = await newBuyer(t, 'atkref');
    const x = await makeGoods(t.db, { priceFen: 3_333, midPackQuantity: 1 });
    const y = await makeGoods(t.db, { priceFen: 1_111, midPackQuantity: 1 });
    const voucher = await held(b, 2, 4_999);
    const ids = await fill(t, b, [
      { goods_id: x, number: 7 },
      { goods_id: y, number: 3 },
    ]);
    const made = await create(t, b, ids, { coupon_id: 0, voucher_id: voucher.id });
    expect(made.json(), made.body).toMatchObject({ code: 10000 });
    const orderId = made.json().data.id as number;
    const paid = await post(t, `/api/order/${orderId}/pay`, b, {
      method: 'balance',
      key: key('p'),
    });
    expect(paid.json().code, paid.body).toBe(10000);
    const [o] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const service = await staffLogin(t, 'service');
    const finance = await staffLogin(t, 'finance');
    const before = await balanceFen(t, b);
    const lines = await linesOf(orderId);
    const lx = lines.find((l) => l.goodsId === x)!;
    const ly = lines.find((l) => l.goodsId === y)!;
    // Part of a line first (1 of 7), then the rest, then the other line.
    const asks: [number, number][] = [
      [lx.id, 1],
      [lx.id, 6],
      [ly.id, 3],
    ];
    let refunded = 0;
    for (const [lineId, n] of asks) {
      const asked = await json(`/api/order/${orderId}/after-sales`, b.headers, {
        kind: 'refund',
        reason: '不需要了',
        lines: [{ id: lineId, number: n }],
        key: key('as'),
      });
      expect(asked.json(), asked.body).toMatchObject({ code: 10000 });
      const l = lines.find((z) => z.id === lineId)!;
      const share = l.amountFen - l.reductionFen - l.couponFen - l.voucherFen;
      // Never more than this quantity's part of what was paid in money.
      expect(fenOf(asked.json().data.amount)).toBeLessThanOrEqual(
        Math.ceil((share * n) / l.quantity),
      );
      const asId = asked.json().data.id as number;
      expect((await json(`/admin-api/after-sales/${asId}/approve`, service)).json().code).toBe(
        10000,
      );
      const r = await json(`/admin-api/after-sales/${asId}/refund`, finance);
      expect(r.json().code, r.body).toBe(10000);
      refunded += fenOf(r.json().data.refunded_amount);
    }
    // Never more than the goods' money; part-refunds round down (1 fen each at most).
    const goodsPaid = o!.payFen - o!.shippingFen;
    expect(refunded).toBeLessThanOrEqual(goodsPaid);
    expect(refunded).toBeGreaterThanOrEqual(goodsPaid - 2);
    expect((await balanceFen(t, b)) - before).toBe(refunded);
    // The voucher stays used: refunds do not return it.
    expect((await couponRow(voucher.id)).status).toBe('used');
  });

  it('a staff cancel of a paid order gives back the money paid and the voucher, no more', async () => {
    const { b, ids } = await cartScene(5_000, 2); // ¥100, shipping ¥10
    const voucher = await held(b, 2, 3_000);
    const start = await balanceFen(t, b);
    const made = await create(t, b, ids, { coupon_id: 0, voucher_id: voucher.id });
    expect(made.json().data.pay_amount).toBe('80.00');
    const orderId = made.json().data.id as number;
    await post(t, `/api/order/${orderId}/pay`, b, { method: 'balance', key: key('p') });
    expect(await balanceFen(t, b)).toBe(start - 8_000);
    const admin = await staffLogin(t, 'admin');
    const mine = await get(t, `/api/order/${orderId}`, b);
    expect(mine.json().data, mine.body).toMatchObject({
      voucher_reduce: '30.00',
      pay_amount: '80.00',
    });
    const theirs = await t.app.inject({ url: `/admin-api/orders/${orderId}`, headers: admin });
    expect(theirs.json().data, theirs.body).toMatchObject({ voucher_reduce: '30.00' });
    // Another company cannot read it.
    const other = await newBuyer(t, 'atkpeek');
    expect((await get(t, `/api/order/${orderId}`, other)).statusCode).toBe(404);
    const c = await json(`/admin-api/orders/${orderId}/cancel`, admin, { reason: '缺货' });
    expect(c.json().code, c.body).toBe(10000);
    expect(await balanceFen(t, b)).toBe(start);
    expect(await couponRow(voucher.id)).toMatchObject({ status: 'unused', orderId: null });
  });
});

describe('an order the voucher pays in full', () => {
  it('pays ¥0 (free shipping) from the balance or online without a 500, and refunds nothing', async () => {
    for (const method of ['balance', 'online'] as const) {
      const { b, ids } = await cartScene(80_000, 1); // ¥800: free shipping
      const voucher = await held(b, 2, 100_000);
      const made = await create(t, b, ids, { coupon_id: 0, voucher_id: voucher.id });
      expect(made.json(), made.body).toMatchObject({ code: 10000, data: { pay_amount: '0.00' } });
      const orderId = made.json().data.id as number;
      const start = await balanceFen(t, b);
      const paid = await post(t, `/api/order/${orderId}/pay`, b, { method, key: key('p0') });
      expect(paid.statusCode, `${method} ${paid.body}`).toBeLessThan(500);
      expect(await balanceFen(t, b)).toBe(start);
      if (method === 'balance') {
        expect(paid.json().code, paid.body).toBe(10000);
        const [line] = await linesOf(orderId);
        const asked = await json(`/api/order/${orderId}/after-sales`, b.headers, {
          kind: 'refund',
          reason: '不需要了',
          lines: [{ id: line!.id, number: 1 }],
          key: key('as0'),
        });
        expect(asked.statusCode, asked.body).toBeLessThan(500);
        if (asked.json().code === 10000) expect(asked.json().data.amount).toBe('0.00');
      }
    }
  });
});
