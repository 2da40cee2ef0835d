import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, shopDay } from '@shop/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, goodsLots } from '../../db/schema/index.ts';
import { makePdf } from '../../platform/pdf.ts';
import { privateFiles } from '../../platform/private-files.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { type TestApp, testApp } from '../../test/helper.ts';
import { orderLife } from '../../test/orders.ts';
import { LOT_REPORTS_FOLDER } from '../inventory/index.ts';

// The lots' 药检报告 for buyers: among a goods' 首营资料 and on the order,
// only the lots the company received on an order not cancelled; the file of
// any other lot is 404 even with its id.

let t: TestApp;
let a: TestBuyer;
let b: TestBuyer;
let goodsId: number;
let received: number;
let other: number;
let orderId: number;
let report: Buffer;
const today = shopDay(new Date());

type Item = { kind: string; file_url: string; title: string; expires_on: string | null };

/** A lot with a stored report; `early` lots expire first (FEFO gives them out first). */
async function lotWithReport(lotNo: string, quantity: number, early: boolean, bytes: Buffer) {
  const file = await privateFiles(filesDir, LOT_REPORTS_FOLDER).storeGenerated(bytes, 'pdf');
  const [lot] = await t.db
    .insert(goodsLots)
    .values({
      goodsId,
      lotNo,
      productionDate: addDays(today, -300),
      expiryDate: addDays(today, early ? 300 : 2000),
      quantity,
      reportFile: file,
      reportType: 'application/pdf',
    })
    .returning();
  await t.db
    .update(goods)
    .set({ stock: sql`${goods.stock} + ${quantity}` })
    .where(eq(goods.id, goodsId));
  return lot!.id;
}

let filesDir: string;

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'lot-report-files-'));
  t = await testApp({ goodsCount: 20, filesDir });
  [a, b] = (await makeBuyers(t.db, 2, 'lotrep')) as [TestBuyer, TestBuyer];
  goodsId = await makeGoods(t.db, { name: '布洛芬缓释胶囊（药检）', midPackQuantity: 1 });
  report = await makePdf({ title: '检验报告书', blocks: [{ kind: 'text', text: 'R2401' }] });
  received = await lotWithReport('R2401', 5, true, report);
  other = await lotWithReport('R2402', 5, false, report);
  const life = orderLife(t);
  orderId = await life.paidOrder(a, [{ goodsId, number: 2 }]);
  // b's order took units of the same lot, then was cancelled: b received nothing.
  const cancelled = await life.paidOrder(b, [{ goodsId, number: 1 }]);
  await t.db.execute(sql`UPDATE orders SET status = 'cancelled' WHERE id = ${cancelled}`);
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
const lotItems = async (buyer: TestBuyer) => {
  const res = await get(`/api/goods/${goodsId}/documents`, buyer.headers);
  expect(res.json(), res.body).toMatchObject({ code: 10000 });
  return (res.json().data.items as Item[]).filter((i) => i.kind === 'lot_report');
};

describe('lot reports for buyers', () => {
  it('lists among the goods’ papers only the lots the company received', async () => {
    const items = await lotItems(a);
    expect(items.map((i) => i.file_url)).toEqual([`/api/lots/${received}/report`]);
    expect(items[0]).toMatchObject({ title: '批号 R2401', expires_on: addDays(today, 300) });
    expect(await lotItems(b)).toEqual([]);
  });

  it('serves the file of a received lot, named for the goods and lot; any other lot is 404', async () => {
    const res = await get(`/api/lots/${received}/report`, a.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      encodeURIComponent('布洛芬缓释胶囊（药检）-药检报告-R2401.pdf'),
    );
    expect(res.rawPayload.equals(report)).toBe(true);
    // Never received (a's order took the earlier lot), a cancelled order's, a made-up id.
    expect((await get(`/api/lots/${other}/report`, a.headers)).statusCode).toBe(404);
    expect((await get(`/api/lots/${received}/report`, b.headers)).statusCode).toBe(404);
    expect((await get('/api/lots/99999999/report', a.headers)).statusCode).toBe(404);
    expect((await get(`/api/lots/${received}/report`, {})).json()).toMatchObject({ code: 10001 });
  });

  it('lists an order’s lot reports for its company only', async () => {
    const res = await get(`/api/order/${orderId}/lot-reports`, a.headers);
    expect(res.json(), res.body).toMatchObject({
      code: 10000,
      data: {
        order_id: orderId,
        items: [
          { goods_id: goodsId, title: '批号 R2401', file_url: `/api/lots/${received}/report` },
        ],
      },
    });
    expect(res.json().data.items).toHaveLength(1);
    const theirs = await get(`/api/order/${orderId}/lot-reports`, b.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 404 });
  });
});
