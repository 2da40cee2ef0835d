import { eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, messages } from '../../db/schema/index.ts';
import { makeBuyers } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { goodsWithLots, readLot } from '../../test/lots.ts';
import { orderLife } from '../../test/orders.ts';

// A recall (召回): the report lists every company and order still holding
// the lot (received minus what came back), with the company's contact, as
// JSON and as xlsx; each of those companies, and no other, gets one 站内信
// naming the goods, the lot, the reason and what to do.

let t: TestApp;
let quality: Record<string, string>;

beforeAll(async () => {
  t = await testApp({ goodsCount: 20 });
  quality = await staffLogin(t, 'quality');
});
afterAll(() => t?.close());

describe('recall', () => {
  it('reports who holds the lot after a partial return, exports it, and tells exactly them', async () => {
    const life = orderLife(t);
    const { goodsId, lot } = await goodsWithLots(t.db, [
      { lotNo: 'RC240601-1', days: 300, quantity: 100 },
      { lotNo: 'RC240901-2', days: 700, quantity: 100 },
    ]);
    const [b1, b2, b3, b4] = await makeBuyers(t.db, 4, 'recall');
    await t.db
      .update(companies)
      .set({ contactName: '刘海涛', contactPhone: '13911112222' })
      .where(eq(companies.id, b1!.companyId));
    const o1 = await life.paidOrder(b1!, [{ goodsId, number: 10 }]);
    const o2 = await life.paidOrder(b1!, [{ goodsId, number: 3 }]);
    const o3 = await life.paidOrder(b2!, [{ goodsId, number: 6 }]);
    await life.ship(o3);
    // b1 gives 4 of its first order back before shipping: they return to the lot.
    const [line1] = await life.lines(o1);
    await life.refund(b1!, o1, line1!.id, 4);
    // b3's order is cancelled: everything it received went back.
    const o4 = await life.paidOrder(b3!, [{ goodsId, number: 5 }]);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/admin-api/orders/${o4}/cancel`,
      headers: await staffLogin(t, 'finance'),
      payload: { reason: '客户要求取消' },
    });
    expect(cancelled.json().code, cancelled.body).toBe(10000);
    expect((await readLot(t.db, lot['RC240601-1']!)).quantity).toBe(100 - 13 - 6 + 4);

    const res = await t.app.inject({
      method: 'POST',
      url: `/admin-api/lots/${lot['RC240601-1']}/freeze`,
      headers: quality,
      payload: { reason_kind: 'recall', reason: '省药检所抽检溶出度不合格' },
    });
    expect(res.json(), res.body).toMatchObject({
      code: 10000,
      msg: '批次 RC240601-1 已冻结召回，已通知 2 家买家',
      data: { state: 'frozen', freeze_kind: 'recall', freeze_kind_text: '召回' },
    });

    const report = await t.app.inject({
      url: `/admin-api/lots/${lot['RC240601-1']}/recall`,
      headers: quality,
    });
    const r = report.json().data;
    expect(r).toMatchObject({ companies: 2, orders: 3, quantity: 15 });
    expect(
      r.rows.map((x: Record<string, unknown>) => [
        x.company_id,
        x.order_id,
        x.received,
        x.returned,
        x.quantity,
        x.status,
      ]),
    ).toEqual([
      [b1!.companyId, o1, 10, 4, 6, 'paid'],
      [b1!.companyId, o2, 3, 0, 3, 'paid'],
      [b2!.companyId, o3, 6, 0, 6, 'shipped'],
    ]);
    expect(r.rows[0]).toMatchObject({
      company_name: 'recall药房0',
      contact_name: '刘海涛',
      contact_phone: '13911112222',
      status_text: '待发货',
    });
    expect(r.rows[2].status_text).toBe('待收货');
    expect(r.lot).toMatchObject({ lot_no: 'RC240601-1', goods_id: goodsId, state: 'frozen' });

    const file = await t.app.inject({
      url: `/admin-api/lots/${lot['RC240601-1']}/recall/export`,
      headers: quality,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(
      encodeURIComponent('召回报告_RC240601-1.xlsx'),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('召回报告')!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(String(values(1)[0])).toContain('批号 RC240601-1');
    expect(values(3)).toEqual([
      '买家',
      '联系人',
      '联系电话',
      '订单号',
      '下单时间',
      '订单状态',
      '购入数量',
      '已退回',
      '持有数量',
    ]);
    expect(values(4)).toEqual([
      'recall药房0',
      '刘海涛',
      '13911112222',
      r.rows[0].order_no,
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
      '待发货',
      10,
      4,
      6,
    ]);
    expect(values(6)?.slice(0, 1)).toEqual(['recall药房1']);
    expect(values(7)).toEqual(['合计：2 家买家，3 个订单', '', '', '', '', '', 19, 4, 15]);

    const told = await t.db.select().from(messages).where(like(messages.title, '%RC240601-1%'));
    expect(told.map((m) => m.companyId).sort()).toEqual(
      [b1!.companyId, b2!.companyId].sort((a, b) => a - b),
    );
    const m1 = told.find((m) => m.companyId === b1!.companyId)!;
    expect(m1).toMatchObject({ kind: 'lot_recall', link: `/order/info/${o1}` });
    expect(m1.body).toContain('省药检所抽检溶出度不合格');
    // Its orders have not shipped: nothing to stop selling, the units will not leave.
    expect(m1.body).toContain('尚未发出，将不再发货');
    expect(m1.body).not.toContain('停止销售');
    // b2 received its parcel: it stops selling and returns the lot.
    const m2 = told.find((m) => m.companyId === b2!.companyId)!;
    expect(m2.body).toContain(
      `您已收到该批号药品（订单：${r.rows[2].order_no}），请立即停止销售并封存`,
    );
    expect(m2.body).not.toContain('尚未发出');
    expect(m1.body).toContain(r.rows[1].order_no);
    // The buyer reads it in its message centre; b3 and b4 got nothing.
    const inbox = await t.app.inject({ url: '/api/user/message', headers: b2!.headers });
    expect(inbox.json().data.data[0]).toMatchObject({ kind: 'lot_recall' });
    for (const b of [b3!, b4!]) {
      const none = await t.app.inject({ url: '/api/user/message', headers: b.headers });
      expect(
        none.json().data.data.filter((m: { kind: string }) => m.kind === 'lot_recall'),
      ).toEqual([]);
    }

    // A return after the recall goes to quarantine; the report follows it.
    const [line2] = await life.lines(o2);
    await life.refund(b1!, o2, line2!.id, 3);
    const after = (
      await t.app.inject({
        url: `/admin-api/lots/${lot['RC240601-1']}/recall`,
        headers: quality,
      })
    ).json().data;
    expect(after).toMatchObject({ companies: 2, orders: 2, quantity: 12 });
    expect((await readLot(t.db, lot['RC240601-1']!)).quarantineQuantity).toBe(3);

    // Unfrozen, then frozen again for a 质量疑问 only: the holders are not told again.
    const lotUrl = `/admin-api/lots/${lot['RC240601-1']}`;
    const unfrozen = await t.app.inject({
      method: 'POST',
      url: `${lotUrl}/unfreeze`,
      headers: quality,
      payload: { reason: '生产企业撤回召回' },
    });
    expect(unfrozen.json().code).toBe(10000);
    const doubt = await t.app.inject({
      method: 'POST',
      url: `${lotUrl}/freeze`,
      headers: quality,
      payload: { reason_kind: 'quality_doubt', reason: '外观复核' },
    });
    expect(doubt.json()).toMatchObject({ code: 10000, msg: '批次 RC240601-1 已冻结' });
    const still = await t.db.select().from(messages).where(like(messages.title, '%RC240601-1%'));
    expect(still).toHaveLength(2);
  }, 60_000);
});
