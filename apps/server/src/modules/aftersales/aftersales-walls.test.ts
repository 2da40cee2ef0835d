import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { afterSales, auditLog } from '../../db/schema/index.ts';
import {
  apply,
  b,
  balanceOf,
  get,
  json,
  other,
  paidOrder,
  post,
  ship,
  staff,
  t,
  useAftersalesApp,
} from '../../test/aftersales-scene.ts';

// Who reaches a request: another company gets 404, each staff action needs its
// role, and the console lists requests by tab and keywords.

useAftersalesApp();

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
