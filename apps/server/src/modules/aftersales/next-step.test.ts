import { ROLES, STAFF_PERMISSIONS } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { orderLife } from '../../test/orders.ts';
import { nextStep } from './serialize.ts';

// Each request says who acts next (下一步：<role><step>), and the role named is
// the one whose button works: finance no longer looks at a 待审核 request it
// cannot move, and 资质审核 no longer reviews after-sales.

let t: TestApp;
let b: TestBuyer;
const staff: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await testApp({ goodsCount: 5 });
  for (const u of ['reviewer', 'warehouse', 'finance', 'service'])
    staff[u] = (await staffLogin(t, u)) as unknown as Record<string, string>;
  [b] = (await makeBuyers(t.db, 1, 'nextstep')) as [TestBuyer];
});
afterAll(() => t?.close());

const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });

describe('who acts next on an after-sales request', () => {
  it('names a role that holds the permission of every staff step, and only 客服 reviews', () => {
    for (const [kind, status] of [
      ['refund', 'pending'],
      ['refund', 'approved'],
      ['return', 'returning'],
      ['return', 'received'],
    ] as const) {
      const next = nextStep(kind, status);
      expect(next.next_permission).not.toBeNull();
      const holders = Object.entries(ROLES).filter(
        ([k, r]) =>
          k !== 'super' && (r.permissions as readonly string[]).includes(next.next_permission!),
      );
      expect(holders.length, `${kind} ${status}`).toBeGreaterThan(0);
      for (const [, r] of holders) expect(next.next_text).toContain(r.name);
    }
    expect(nextStep('refund', 'pending').next_text).toBe('下一步：客服审核');
    expect(nextStep('return', 'approved')).toEqual({
      next_text: '下一步：买家寄回商品',
      next_permission: null,
    });
    for (const ended of ['refunded', 'declined', 'cancelled'])
      expect(nextStep('refund', ended)).toEqual({ next_text: '', next_permission: null });
    expect(STAFF_PERMISSIONS).toContain('aftersales.review');
    expect(ROLES.reviewer.permissions as readonly string[]).not.toContain('aftersales.review');
  });

  it('walks a return through 客服, the buyer, 仓储 and 财务, each told and each able to act', async () => {
    const life = orderLife(t);
    const goodsId = await makeGoods(t.db, { midPackQuantity: 1 });
    const orderId = await life.paidOrder(b, [{ goodsId, number: 2 }]);
    await life.ship(orderId);
    const [line] = await life.lines(orderId);
    const made = await post(`/api/order/${orderId}/after-sales`, b.headers, {
      kind: 'return',
      reason: '包装破损',
      lines: [{ id: line!.id, number: 1 }],
      key: `next-${Date.now()}`,
    });
    expect(made.json().code, made.body).toBe(10000);
    const id = made.json().data.id as number;
    const seen = async (who = 'finance') =>
      (await t.app.inject({ url: `/admin-api/after-sales/${id}`, headers: staff[who]! })).json()
        .data;

    expect(await seen()).toMatchObject({
      next_text: '下一步：客服审核',
      next_permission: 'aftersales.review',
    });
    // The qualification reviewer and finance cannot approve; 客服 can.
    for (const who of ['reviewer', 'finance'])
      expect((await post(`/admin-api/after-sales/${id}/approve`, staff[who]!)).statusCode).toBe(
        403,
      );
    expect((await post(`/admin-api/after-sales/${id}/approve`, staff.service!)).statusCode).toBe(
      200,
    );
    expect((await seen()).next_text).toBe('下一步：买家寄回商品');

    const sent = await post(`/api/after-sales/${id}/return-shipment`, b.headers, {
      carrier: '顺丰速运',
      tracking_no: `SF${Date.now()}`,
    });
    expect(sent.json().code, sent.body).toBe(10000);
    expect(await seen('service')).toMatchObject({
      next_text: '下一步：仓储确认收到退货',
      next_permission: 'returns.receive',
    });
    expect((await post(`/admin-api/after-sales/${id}/receive`, staff.warehouse!)).statusCode).toBe(
      200,
    );
    expect(await seen('warehouse')).toMatchObject({
      next_text: '下一步：财务退款',
      next_permission: 'refunds',
    });
    expect((await post(`/admin-api/after-sales/${id}/refund`, staff.finance!)).statusCode).toBe(
      200,
    );
    expect(await seen()).toMatchObject({ next_text: '', next_permission: null });
    const listed = (
      await t.app.inject({ url: '/admin-api/after-sales?status=refunded', headers: staff.finance! })
    ).json().data.data;
    expect(listed.find((r: { id: number }) => r.id === id)).toMatchObject({ next_text: '' });
  });
});
