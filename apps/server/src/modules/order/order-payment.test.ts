import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, walletLedger } from '../../db/schema/index.ts';
import { makeGoods, type TestBuyer } from '../../test/buyers.ts';
import {
  balance,
  fill,
  get,
  key,
  newBuyer,
  order,
  placeOrder,
  post,
  t,
  useOrderApp,
} from '../../test/order-scene.ts';

// Paying online through the sandbox provider (one trade per key, the cashier
// page to its buyer only, forged callbacks ignored, money for a cancelled
// order sent back), and the wallet ledger's filters.

useOrderApp();

describe('online payment through the sandbox provider', () => {
  /** An unpaid order of one goods line and its started online payment. */
  async function started() {
    const b = await newBuyer();
    const g = await makeGoods(t.db, { priceFen: 5_000 });
    const id = await placeOrder(b, await fill(b, [{ goods_id: g, number: 10 }]));
    const res = await post(`/api/order/${id}/pay`, b, { method: 'online', key: key() });
    const url: string = res.json().data.pay_url;
    return { b, id, url, tradeNo: url.split('/').pop()! };
  }
  const asBuyer = (b: TestBuyer, url: string, method: 'GET' | 'POST' = 'GET') =>
    t.app.inject({ method, url, headers: b.headers });

  it('keeps a payment key to one method and one company', async () => {
    const b = await newBuyer();
    const stranger = await newBuyer();
    const g = await makeGoods(t.db);
    const oid = await placeOrder(b, await fill(b, [{ goods_id: g, number: 10 }]));
    const k = key();
    expect((await post(`/api/order/${oid}/pay`, b, { method: 'online', key: k })).json().code).toBe(
      10000,
    );
    const other = await post(`/api/order/${oid}/pay`, stranger, { method: 'online', key: k });
    expect(other.statusCode).toBe(404);
    const swap = await post(`/api/order/${oid}/pay`, b, { method: 'balance', key: k });
    expect(swap.statusCode).toBe(409);
    expect((await order(oid)).status).toBe('unpaid');
  });

  it('gives ten concurrent starts with one key the same trade', async () => {
    const b = await newBuyer();
    const g = await makeGoods(t.db);
    const oid = await placeOrder(b, await fill(b, [{ goods_id: g, number: 10 }]));
    const k = key();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(`/api/order/${oid}/pay`, b, { method: 'online', key: k }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((r) => r.json().data.trade_no)).size).toBe(1);
  });

  it('shows the cashier page to the paying buyer only', async () => {
    const { b, url } = await started();
    expect(url).toMatch(/^\/api\/pay\/sandbox\/P/);
    const page = await asBuyer(b, url);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('确认支付');
    const visitor = await t.app.inject({ url });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.body).toContain('请先登录');
    expect(visitor.body).not.toContain('/confirm');
    expect((await asBuyer(await newBuyer(), url)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: `${url}/confirm` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('ignores a forged callback', async () => {
    const { id, tradeNo } = await started();
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      payload: {
        trade_no: tradeNo,
        provider_txn: 'X',
        amount_fen: '50000',
        status: 'SUCCESS',
        ts: '1',
        sign: 'ab'.repeat(32),
      },
    });
    expect(forged.body).toBe('fail');
    expect((await order(id)).status).toBe('unpaid');
  });

  it('marks the order paid once on confirmation, and a replay changes nothing', async () => {
    const { b, id, url } = await started();
    const before = await balance(b);
    const confirm = await asBuyer(b, `${url}/confirm`, 'POST');
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe(`/cart/step4?id=${id}`);
    expect(await order(id)).toMatchObject({ status: 'paid', payMethod: 'sandbox' });
    // The buyer's 支付方式 names the channel in Chinese, never the code 'sandbox'.
    const seen = (await get(`/api/order/${id}`, b)).json().data;
    expect(seen).toMatchObject({ pay_method: 'sandbox', pay_method_text: '在线支付（沙箱）' });
    expect(seen.events[1].text).toBe('订单已支付：在线支付（沙箱），等待仓库发货');
    expect((await get(`/api/order/${id}/pay-status`, b)).json().data.paid).toBe(1);
    expect((await asBuyer(b, `${url}/confirm`, 'POST')).statusCode).toBe(303);
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, id));
    expect(rows.filter((p) => p.status === 'succeeded')).toHaveLength(1);
    expect(await balance(b)).toBe(before);
  });

  it('sends money paid online for an order cancelled meanwhile back through the provider', async () => {
    const { b, id, url, tradeNo } = await started();
    await post(`/api/order/${id}/cancel`, b);
    const before = await balance(b);
    expect((await asBuyer(b, `${url}/confirm`, 'POST')).statusCode).toBe(303);
    expect((await order(id)).status).toBe('cancelled');
    // Not into the balance: that would make shop money out of sandbox money.
    expect(await balance(b)).toBe(before);
    const ledger = await t.db.select().from(walletLedger).where(eq(walletLedger.orderId, id));
    expect(ledger).toHaveLength(0);
    const [p] = await t.db.select().from(payments).where(eq(payments.tradeNo, tradeNo));
    expect(p).toMatchObject({ status: 'refunded' });
    expect(p!.refundedAt).not.toBeNull();
  });
});

describe('the wallet ledger', () => {
  it('filters by type and date, and refuses malformed dates', async () => {
    const b = await newBuyer();
    await t.db.insert(walletLedger).values({
      companyId: b.companyId,
      amountFen: 100,
      balanceAfterFen: 10_000_100,
      kind: 1,
      remark: '测试充值',
    });
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const all = (
      await get(`/api/user/user-money/log?start_time=${today}&end_time=${today}`, b)
    ).json().data;
    expect(all.total).toBe(1);
    const none = (
      await get('/api/user/user-money/log?start_time=2001-01-01&end_time=2001-01-02', b)
    ).json().data;
    expect(none.total).toBe(0);
    for (const q of ['start_time=2026-13-45', 'start_time=2030-02-31', 'use_type=10'])
      expect((await get(`/api/user/user-money/log?${q}`, b)).statusCode).toBe(422);
  });
});
