import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, shopDay } from '@shop/domain';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carriers,
  goods,
  goodsLots,
  shipments,
  supplierProfile,
  users,
} from '../../db/schema/index.ts';
import { privateFiles } from '../../platform/private-files.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { orderLife } from '../../test/orders.ts';
import { pdfText } from '../../test/pdf.ts';
import { QUALIFICATION_FOLDER } from '../qualification/index.ts';

// The 随货同行单 through the real routes: what it prints of a parcel (a line
// split over two lots, a cold-chain line, the supplier and the seal), and who
// may have it: the company's own parcel only, 404 for anyone else's.

let t: TestApp;
let a: TestBuyer;
let b: TestBuyer;
/** A sub-account of a's company without see_all_orders: it sees only the orders it placed. */
let sub: TestBuyer;
let warehouse: Record<string, string>;
let orderId: number;
let shipmentId: number;
let otherShipment: number;
const today = shopDay(new Date());

/** A lot of its own expiring first, so an order of more than `quantity` spans it and the goods' T lot. */
async function earlyLot(goodsId: number, lotNo: string, quantity: number) {
  await t.db.insert(goodsLots).values({
    goodsId,
    lotNo,
    productionDate: addDays(today, -300),
    expiryDate: addDays(today, 400),
    quantity,
  });
  await t.db
    .update(goods)
    .set({ stock: sql`${goods.stock} + ${quantity}` })
    .where(eq(goods.id, goodsId));
}

async function shipWith(order: number, carrierId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/admin-api/orders/${order}/ship`,
    headers: warehouse,
    payload: { carrier_id: carrierId, tracking_no: `SF${order}000123` },
  });
  expect(res.json(), res.body).toMatchObject({ code: 10000 });
  const [s] = await t.db.select().from(shipments).where(eq(shipments.orderId, order));
  return s!.id;
}

beforeAll(async () => {
  const filesDir = mkdtempSync(join(tmpdir(), 'note-files-'));
  t = await testApp({ goodsCount: 20, filesDir });
  [a, b] = (await makeBuyers(t.db, 2, 'note')) as [TestBuyer, TestBuyer];
  [sub] = (await makeBuyers(t.db, 1, 'notesub', a.companyId)) as [TestBuyer];
  await t.db.update(users).set({ isMain: false }).where(eq(users.id, sub.userId));
  warehouse = await staffLogin(t, 'warehouse');
  const seal = await sharp({
    create: { width: 60, height: 60, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0.8 } },
  })
    .png()
    .toBuffer();
  const sealFile = await privateFiles(filesDir, QUALIFICATION_FOLDER).storeGenerated(seal, 'png');
  await t.db
    .insert(supplierProfile)
    .values({ id: 1, companyName: '测试医药有限公司', licenceNumber: '京AA0199999', sealFile })
    .onConflictDoUpdate({
      target: supplierProfile.id,
      set: { companyName: '测试医药有限公司', licenceNumber: '京AA0199999', sealFile },
    });
  const [cold] = await t.db
    .insert(carriers)
    .values({ name: '冷链测试物流', code: 'COLDTEST', coldChain: true })
    .returning();

  const plain = await makeGoods(t.db, {
    name: '阿莫西林胶囊（随货单）',
    specification: '0.25g*24粒',
    dosageForm: '胶囊剂',
    approvalNumber: '国药准字H00000001',
    manufacturer: '测试制药厂',
    priceFen: 1_250,
    midPackQuantity: 1,
  });
  await earlyLot(plain, 'A2401-EARLY', 3);
  const insulin = await makeGoods(t.db, {
    name: '门冬胰岛素注射液（随货单）',
    isColdChain: true,
    priceFen: 4_800,
    midPackQuantity: 1,
  });
  const life = orderLife(t);
  orderId = await life.paidOrder(a, [
    { goodsId: plain, number: 5 },
    { goodsId: insulin, number: 1 },
  ]);
  shipmentId = await shipWith(orderId, cold!.id);
  const other = await life.paidOrder(b, [{ goodsId: plain, number: 1 }]);
  otherShipment = await shipWith(other, cold!.id);
});
afterAll(() => t?.close());

const note = (headers: Record<string, string>, order = orderId, sid = shipmentId) =>
  t.app.inject({ url: `/api/order/${order}/shipments/${sid}/delivery-note`, headers });

describe('the buyer’s 随货同行单', () => {
  it('is a PDF named for the order and parcel, one row per lot, cold-chain marked, with the supplier and seal', async () => {
    const res = await note(a.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const [o] = await t.db
      .execute(sql`SELECT order_no FROM orders WHERE id = ${orderId}`)
      .then((r) => (r as unknown as { rows: { order_no: string }[] }).rows);
    const name = `随货同行单_${o!.order_no}_${shipmentId}.pdf`;
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(name));
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The seal is drawn as an image.
    expect(bytes.includes(Buffer.from('/Subtype /Image'))).toBe(true);

    const text = await pdfText(bytes);
    for (const words of [
      '随货同行单',
      '测试医药有限公司',
      '京AA0199999',
      'note药房0',
      o!.order_no,
      '冷链测试物流（冷链）',
      `SF${orderId}000123`,
      '国药准字H00000001',
      '胶囊剂',
      'A2401-EARLY',
      '冷藏2-8°C',
      '发货人（出库专用章）',
      '收货人',
    ])
      expect(text, words).toContain(words);
    // 5 boxes: 3 from the early lot, 2 from the goods' own lot, each at 12.50.
    expect(text).toContain('37.50');
    expect(text).toContain('25.00');
    // 5 × 12.50 + 48.00 = 110.50 in all, in figures and words.
    expect(text).toContain('¥110.50');
    expect(text).toContain('壹佰壹拾元伍角');
  });

  it('answers 404 for another company’s order, a parcel of another order or a sub-account’s colleague’s order, and 401 to a visitor', async () => {
    const other = await note(b.headers);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 404 });
    const mixed = await note(a.headers, orderId, otherShipment);
    expect(mixed.statusCode).toBe(404);
    const visitor = await note({});
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: 10001 });
    // A sub-account that may not see every order of its company: not one another user placed.
    expect((await note(sub.headers)).statusCode).toBe(404);
    const bad = await note(a.headers, orderId, 0);
    expect(bad.statusCode).toBe(422);
  });

  it('prints in the console for staff who read orders; a buyer’s session is not a staff one', async () => {
    const url = `/admin-api/orders/${orderId}/shipments/${shipmentId}/delivery-note`;
    const res = await t.app.inject({ url, headers: warehouse });
    expect(res.statusCode).toBe(200);
    // Opened in the browser's viewer to print, under the same name when saved.
    expect(res.headers['content-disposition']).toMatch(/^inline; /);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('随货同行单_'));
    expect((await pdfText(res.rawPayload)).includes('A2401-EARLY')).toBe(true);
    const wrong = await t.app.inject({
      url: `/admin-api/orders/${orderId}/shipments/${otherShipment}/delivery-note`,
      headers: warehouse,
    });
    expect(wrong.statusCode).toBe(404);
    expect((await t.app.inject({ url, headers: a.headers })).statusCode).toBe(401);
  });
});
