import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, cartLines } from '../../db/schema/index.ts';
import { coupons } from '../../db/schema/promotion.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { type TestApp, testApp } from '../../test/helper.ts';
import { cartIds, fill, get, key, newBuyer, orderRow, orderScene, post } from '../../test/scene.ts';

// Every id a route takes, tried with another company's: nothing may be shown
// or changed, and the answer is 404.

let t: TestApp;
let victim: TestBuyer;
let attacker: TestBuyer;
let victimLine: number;
let victimOrder: number;
let victimAddress: number;
let victimCoupon: number;
let goodsId: number;

const lineOf = async (id: number) =>
  (await t.db.select().from(cartLines).where(eq(cartLines.id, id)))[0];

beforeAll(async () => {
  t = await testApp({ goodsCount: 20 });
  const s = await orderScene(t);
  victim = s.b;
  victimOrder = s.orderId;
  goodsId = s.goodsId;
  victimLine = (await fill(t, victim, [{ goods_id: goodsId, number: 7 }]))[0]!;
  victimAddress = victim.addressId;
  const [c] = await t.db
    .insert(coupons)
    .values({
      companyId: victim.companyId,
      name: '满1减1',
      amountFen: 100,
      minSpendFen: 0,
      endsAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  victimCoupon = c!.id;
  attacker = await newBuyer(t, 'attacker');
  await fill(t, attacker, [{ goods_id: goodsId, number: 3 }]);
});
afterAll(() => t?.close());

describe("another company's cart lines", () => {
  it('edit answers 404 and changes nothing', async () => {
    const r = await post(t, `/api/cart/${victimLine}/edit`, attacker, { params: { number: 1 } });
    expect(r.statusCode).toBe(404);
    expect((await lineOf(victimLine))!.quantity).toBe(7);
  });

  it('batch-delete answers 404 and deletes nothing', async () => {
    const r = await post(t, '/api/cart/batch-delete', attacker, { ids: [victimLine] });
    expect(r.statusCode).toBe(404);
    expect(await lineOf(victimLine)).toBeDefined();
  });

  it('batch-select answers 404 for lines that are not the caller’s', async () => {
    const r = await post(t, '/api/cart/batch-select', attacker, {
      ids: [victimLine],
      is_selected: 0,
    });
    expect((await lineOf(victimLine))!.selected).toBe(true);
    expect(r.statusCode).toBe(404);
  });

  it('checkout, order check and order create answer 404 and take nothing', async () => {
    for (const url of ['/api/cart/checkout', '/api/order/check']) {
      const r = await post(t, url, attacker, { ids: [victimLine] });
      expect(r.statusCode, `${url} ${r.body}`).toBe(404);
    }
    const r = await post(t, '/api/order/create', attacker, {
      ids: [victimLine],
      address_id: attacker.addressId,
      key: key('own'),
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().data.reason).toBe('lines_gone');
    expect(await lineOf(victimLine)).toBeDefined();
  });

  it('copy answers 404 for their lines and for their users', async () => {
    const mine = await cartIds(t, attacker);
    const r1 = await post(t, '/api/cart/copy', attacker, {
      ids: [victimLine],
      other_user_ids: [victim.userId],
    });
    expect(r1.statusCode).toBe(404);
    const r2 = await post(t, '/api/cart/copy', attacker, {
      ids: mine,
      other_user_ids: [victim.userId],
    });
    expect(r2.statusCode).toBe(404);
    expect(await cartIds(t, victim)).toHaveLength(1);
  });
});

describe("another company's orders", () => {
  it('detail, cancel, buy-again, pay, pay-status answer 404', async () => {
    expect((await get(t, `/api/order/${victimOrder}`, attacker)).statusCode).toBe(404);
    expect((await post(t, `/api/order/${victimOrder}/cancel`, attacker)).statusCode).toBe(404);
    expect((await post(t, `/api/order/${victimOrder}/buy-again`, attacker)).statusCode).toBe(404);
    expect((await get(t, `/api/order/${victimOrder}/pay-status`, attacker)).statusCode).toBe(404);
    expect(
      (await post(t, `/api/order/${victimOrder}/pay`, attacker, { method: 'balance', key: key() }))
        .statusCode,
    ).toBe(404);
    expect((await orderRow(t, victimOrder)).status).toBe('unpaid');
    const list = (await get(t, `/api/order/list?keywords=${goodsId}`, attacker)).json().data;
    expect(list.data.map((o: { id: number }) => o.id)).not.toContain(victimOrder);
  });
});

describe("another company's addresses and coupons", () => {
  it('edit, default and delete answer 404 and change nothing', async () => {
    const body = { name: '李四', phone: '13911112222', region: '上海', detail: '路2号' };
    expect(
      (await post(t, `/api/user/address/${victimAddress}/edit`, attacker, body)).statusCode,
    ).toBe(404);
    expect((await post(t, `/api/user/address/${victimAddress}/default`, attacker)).statusCode).toBe(
      404,
    );
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/user/address/${victimAddress}`,
          headers: attacker.headers,
        })
      ).statusCode,
    ).toBe(404);
    const [a] = await t.db.select().from(addresses).where(eq(addresses.id, victimAddress));
    expect(a).toMatchObject({ name: '张三', isDefault: true });
  });

  it('their address cannot receive my order (404), their coupon is not usable (422, not consumed)', async () => {
    const mine = await cartIds(t, attacker);
    const r1 = await post(t, '/api/order/check', attacker, {
      ids: mine,
      address_id: victimAddress,
    });
    expect(r1.statusCode).toBe(404);
    const r2 = await post(t, '/api/order/create', attacker, {
      ids: mine,
      address_id: victimAddress,
      key: key(),
    });
    expect(r2.statusCode).toBe(404);
    const r3 = await post(t, '/api/order/create', attacker, {
      ids: mine,
      address_id: attacker.addressId,
      coupon_id: victimCoupon,
      key: key(),
    });
    expect(r3.statusCode).toBe(422);
    expect(r3.json().data.reason).toBe('coupon_unusable');
    const [c] = await t.db.select().from(coupons).where(eq(coupons.id, victimCoupon));
    expect(c!.status).toBe('unused');
    // The failed orders left the attacker's lines in the cart.
    expect(await cartIds(t, attacker)).toEqual(mine);
  });
});

describe('the same company, another user', () => {
  it("a colleague's cart line is not mine to edit or order", async () => {
    const [colleague] = await makeBuyers(t.db, 1, 'colleague', victim.companyId);
    const r = await post(t, `/api/cart/${victimLine}/edit`, colleague!, { params: { number: 1 } });
    expect(r.statusCode).toBe(404);
    const c = await post(t, '/api/order/create', colleague!, {
      ids: [victimLine],
      address_id: victim.addressId,
      key: key(),
    });
    expect(c.statusCode).toBe(409);
    expect(await lineOf(victimLine)).toBeDefined();
  });
});

describe('hidden goods', () => {
  it('are 404 on detail, quick-add, cart add and favourites', async () => {
    const hidden = await makeGoods(t.db, { isHidden: true });
    expect((await get(t, `/api/goods/detail/${hidden}`, attacker)).statusCode).toBe(404);
    expect((await post(t, `/api/cart/quick-add/${hidden}`, attacker)).statusCode).toBe(404);
    expect(
      (await post(t, '/api/cart', attacker, { params: [{ goods_id: hidden, number: 10 }] }))
        .statusCode,
    ).toBe(404);
    expect((await post(t, '/api/favorite', attacker, { goods_ids: [hidden] })).statusCode).toBe(
      404,
    );
  });
});
