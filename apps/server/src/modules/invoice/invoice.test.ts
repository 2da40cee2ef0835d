import { formatYuan } from '@shop/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoiceRequests, orders, users } from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { jsonCalls, loginAs, staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { orderLife } from '../../test/orders.ts';
import { pdfText } from '../../test/pdf.ts';

// E-invoices: a buyer asks for the invoice of a paid order, finance issues it
// (a number and a real PDF with the Chinese text) or rejects it; nobody else
// sees or changes any of it.

let t: TestApp;
let buyer: TestBuyer;
let other: TestBuyer;
let sub: TestBuyer;
let finance: Record<string, string>;
let warehouse: Record<string, string>;
let goodsId: number;
let paidOrder: number;
let life: ReturnType<typeof orderLife>;

beforeAll(async () => {
  t = await testApp({ goodsCount: 20 });
  [buyer, other] = (await makeBuyers(t.db, 2, 'fp')) as [TestBuyer, TestBuyer];
  // A sub-account of buyer's company without any permission (see_all_orders off).
  [sub] = (await makeBuyers(t.db, 1, 'fpsub', buyer.companyId)) as [TestBuyer];
  await t.db.update(users).set({ isMain: false }).where(eq(users.id, sub.userId));
  goodsId = await makeGoods(t.db, { name: '阿莫西林胶囊', midPackQuantity: 1, priceFen: 1234 });
  life = orderLife(t);
  paidOrder = await life.paidOrder(buyer, [{ goodsId, number: 3 }]);
  [finance, warehouse] = await Promise.all([staffLogin(t, 'finance'), staffLogin(t, 'warehouse')]);
});
afterAll(() => t?.close());

const { get, post } = jsonCalls(() => t);
const normal = (orderId: number, more: object = {}) => ({
  order_id: orderId,
  type: 1,
  title: '测试药房有限公司',
  tax_no: '91110105MA01RH8K2Q',
  ...more,
});
const special = {
  type: 2,
  address: '北京市朝阳区测试路 1 号',
  phone: '010-12345678',
  bank: '工商银行朝阳支行',
  account: '0200001109200123456',
};
const rowsOf = (orderId: number) =>
  t.db.select().from(invoiceRequests).where(eq(invoiceRequests.orderId, orderId));

async function unpaidOrder(b: TestBuyer) {
  await post('/api/cart', b.headers, { params: [{ goods_id: goodsId, number: 1 }] });
  const list = (await get('/api/cart/list', b.headers)).json().data.data;
  const made = await post('/api/order/create', b.headers, {
    ids: list.map((l: { id: number }) => l.id),
    address_id: b.addressId,
    coupon_id: 0,
    key: `fp-unpaid-${Date.now()}`,
  });
  expect(made.statusCode, made.body).toBe(200);
  return made.json().data.id as number;
}

describe('e-invoice requests', () => {
  it('checks the tax number and the special invoice fields, and stores HTML as typed', async () => {
    for (const tax of ['123', 'ABCDEFGHIJKLMNOPQRSTU', '91110105MA01RH8K2!', ''])
      expect(
        (await post('/api/user/invoice', buyer.headers, normal(paidOrder, { tax_no: tax }))).json(),
      ).toMatchObject({ code: 422, errors: { tax_no: expect.any(Array) } });
    const noBank = await post('/api/user/invoice', buyer.headers, {
      ...normal(paidOrder),
      ...special,
      bank: '',
    });
    expect(noBank.json()).toMatchObject({
      code: 422,
      errors: { bank: ['专用发票请填写开户银行'] },
    });
    const long = await post(
      '/api/user/invoice',
      buyer.headers,
      normal(paidOrder, { title: '药'.repeat(101) }),
    );
    expect(long.json()).toMatchObject({
      code: 422,
      errors: { title: ['发票抬头不能超过 100 个字符'] },
    });
    expect(await rowsOf(paidOrder)).toHaveLength(0);
  });

  it('refuses an unpaid or cancelled order, and another company’s order', async () => {
    const unpaid = await unpaidOrder(buyer);
    const r1 = await post('/api/user/invoice', buyer.headers, normal(unpaid));
    expect([r1.statusCode, r1.json().msg]).toEqual([409, '订单支付后才能申请发票']);
    expect((await post(`/api/order/${unpaid}/cancel`, buyer.headers)).statusCode).toBe(200);
    const r2 = await post('/api/user/invoice', buyer.headers, normal(unpaid));
    expect([r2.statusCode, r2.json().msg]).toEqual([409, '订单已取消，不能申请发票']);
    expect((await post('/api/user/invoice', other.headers, normal(paidOrder))).statusCode).toBe(
      404,
    );
    // The sub-account sees only the orders it placed.
    expect((await post('/api/user/invoice', sub.headers, normal(paidOrder))).statusCode).toBe(404);
    expect((await post('/api/user/invoice', {}, normal(paidOrder))).statusCode).toBe(401);
    expect(await rowsOf(unpaid)).toHaveLength(0);
    expect(await rowsOf(paidOrder)).toHaveLength(0);
  });

  it('takes one request per order when several arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post(
          '/api/user/invoice',
          buyer.headers,
          // Either kind may win; the issue test below reads the winner's title.
          i % 2 ? normal(paidOrder) : { ...normal(paidOrder), ...special },
        ),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().msg).toBe(
      '该订单已申请过发票，请勿重复申请',
    );
    const rows = await rowsOf(paidOrder);
    expect(rows).toHaveLength(1);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, paidOrder));
    expect(rows[0]).toMatchObject({
      status: 'pending',
      amountFen: order!.payFen,
      companyId: buyer.companyId,
    });
  });

  it('lists the company’s requests by order number and date, and shows them to nobody else', async () => {
    const [order] = await t.db.select().from(orders).where(eq(orders.id, paidOrder));
    const mine = (await get(`/api/user/invoice?order_no=${order!.orderNo}`, buyer.headers)).json()
      .data;
    expect(mine.total).toBe(1);
    expect(mine.data[0]).toMatchObject({
      order_no: order!.orderNo,
      status: 'pending',
      status_text: '申请中',
      amount: formatYuan(order!.payFen),
      pdf_url: null,
    });
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect(
      (await get(`/api/user/invoice?start_date=${today}&end_date=${today}`, buyer.headers)).json()
        .data.total,
    ).toBe(1);
    expect(
      (await get('/api/user/invoice?end_date=2020-01-01', buyer.headers)).json().data.total,
    ).toBe(0);
    expect((await get('/api/user/invoice?start_date=2020-02-30', buyer.headers)).statusCode).toBe(
      422,
    );
    expect((await get('/api/user/invoice', other.headers)).json().data.total).toBe(0);
    expect((await get('/api/user/invoice', sub.headers)).json().data.total).toBe(0);
    expect((await get('/api/user/invoice')).statusCode).toBe(401);
    expect((await get(`/api/user/invoice/order/${paidOrder}`, other.headers)).statusCode).toBe(404);
    expect(
      (await get(`/api/user/invoice/order/${paidOrder}`, buyer.headers)).json().data,
    ).toMatchObject({
      can_apply: 0,
      invoice: { status: 'pending' },
    });
  });

  it('is issued by finance only, with a number and a PDF that holds the Chinese text and the order number', async () => {
    const [req] = await rowsOf(paidOrder);
    expect((await post(`/admin-api/invoices/${req!.id}/issue`, warehouse)).statusCode).toBe(403);
    expect((await post(`/admin-api/invoices/${req!.id}/issue`, buyer.headers)).statusCode).toBe(
      401,
    );
    const pending = (await get('/admin-api/invoices?status=pending', finance)).json().data;
    expect(pending.data.map((r: { id: number }) => r.id)).toContain(req!.id);

    const issued = await post(`/admin-api/invoices/${req!.id}/issue`, finance);
    expect(issued.statusCode).toBe(200);
    const invoiceNo = issued.json().data.invoice_no as string;
    expect(invoiceNo).toMatch(/^\d{20}$/);
    expect((await post(`/admin-api/invoices/${req!.id}/issue`, finance)).statusCode).toBe(409);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invoice.issue'), eq(auditLog.targetId, String(req!.id))));
    expect(audits).toHaveLength(1);

    const item = (await get('/api/user/invoice', buyer.headers)).json().data.data[0];
    expect(item).toMatchObject({ status: 'issued', status_text: '已开票', invoice_no: invoiceNo });
    const pdf = await get(item.pdf_url, buyer.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.length).toBeLessThan(200_000);
    const text = await pdfText(pdf.rawPayload);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, paidOrder));
    for (const words of [
      '电子发票',
      '增值税',
      '阿莫西林胶囊',
      '价税合计',
      '测试药房有限公司',
      order!.orderNo,
      invoiceNo,
      '37.02',
      '12.34',
      formatYuan(order!.payFen),
    ])
      expect(text, words).toContain(words);

    // Nobody else gets the PDF.
    expect((await get(item.pdf_url, other.headers)).statusCode).toBe(404);
    expect((await get(item.pdf_url, sub.headers)).statusCode).toBe(404);
    expect((await get(item.pdf_url)).statusCode).toBe(401);
    expect((await get(`/admin-api/invoices/${req!.id}/pdf`, warehouse)).statusCode).toBe(403);
    expect((await get(`/admin-api/invoices/${req!.id}/pdf`, finance)).statusCode).toBe(200);
  });

  it('is rejected with a reason, after which the buyer may ask again', async () => {
    const second = await life.paidOrder(buyer, [{ goodsId, number: 1 }]);
    const made = (await post('/api/user/invoice', buyer.headers, normal(second))).json().data;
    expect(
      (await post(`/admin-api/invoices/${made.id}/reject`, finance, { reason: '' })).statusCode,
    ).toBe(422);
    const rejected = await post(`/admin-api/invoices/${made.id}/reject`, finance, {
      reason: '<b>抬头</b>与营业执照不符',
    });
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      reject_reason: '<b>抬头</b>与营业执照不符',
    });
    expect((await post(`/admin-api/invoices/${made.id}/issue`, finance)).statusCode).toBe(409);
    expect(
      (await get(`/api/user/invoice/order/${second}`, buyer.headers)).json().data,
    ).toMatchObject({
      can_apply: 1,
      invoice: { status: 'rejected', status_text: '已驳回' },
    });
    expect((await post('/api/user/invoice', buyer.headers, normal(second))).statusCode).toBe(200);
  });
});

describe('the demo e-invoices', () => {
  it('demo has an issued invoice whose PDF opens, and a pending request', async () => {
    const demo = await loginAs(t, 'demo');
    const list = (await get('/api/user/invoice', demo)).json().data.data;
    expect(list.map((r: { status: string }) => r.status).sort()).toEqual(['issued', 'pending']);
    const issued = list.find((r: { status: string }) => r.status === 'issued');
    const text = await pdfText((await get(issued.pdf_url, demo)).rawPayload);
    expect(text).toContain(issued.order_no);
    expect(text).toContain('仁和大药房');
  });
});
