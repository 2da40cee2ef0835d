import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  messages,
  orders,
  payments,
  transferReceipts,
  transfers,
  walletLedger,
  wallets,
} from '../../db/schema/index.ts';
import { makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { multipartFile, staffLogin } from '../../test/helper.ts';
import {
  balance,
  fill,
  get,
  key,
  order,
  placeOrder,
  post,
  newBuyer as sceneBuyer,
  t,
  useOrderApp,
} from '../../test/order-scene.ts';

// 对公转账: the buyer opens the order's transfer and uploads the receipt;
// finance confirms what arrived (once, under concurrency), short and over
// amounts, payer names, rejections; another company sees nothing; bad
// uploads write nothing; the unpaid-order job waits for the transfer window.

useOrderApp();

let finance: Record<string, string>;
const json = { 'content-type': 'application/json' };
const staffPost = (url: string, body: object, headers = finance) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...json },
    payload: JSON.stringify(body),
  });

const receiptPng = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: '#e8f0ff' } })
    .png()
    .toBuffer();

beforeAll(async () => {
  finance = await staffLogin(t, 'finance');
  const res = await t.app.inject({
    method: 'PUT',
    url: '/admin-api/settings/transfer',
    headers: { ...finance, ...json },
    payload: JSON.stringify({
      name: '测试医药有限公司',
      bank: '中国工商银行杭州城东支行',
      account: '1202 0215 0910 0123 456',
      window_hours: 72,
    }),
  });
  expect(res.json().code).toBe(10000);
});

/** A test buyer whose starting balance is explained by an opening ledger entry (the reconciliation reads every company). */
async function newBuyer() {
  const b = await sceneBuyer();
  const [w] = await t.db.select().from(wallets).where(eq(wallets.companyId, b.companyId));
  await t.db.insert(walletLedger).values({
    companyId: b.companyId,
    amountFen: w!.balanceFen,
    balanceAfterFen: w!.balanceFen,
    kind: 1,
    remark: 'test opening balance',
  });
  return b;
}

/** An unpaid order of ¥1000.00 (20 × 50.00, shipped free) and its buyer. */
async function unpaid(b?: TestBuyer) {
  const buyer = b ?? (await newBuyer());
  const g = await makeGoods(t.db, { priceFen: 5_000, stock: 100 });
  const id = await placeOrder(buyer, await fill(buyer, [{ goods_id: g, number: 20 }]));
  expect((await order(id)).payFen).toBe(100_000);
  return { b: buyer, id };
}

async function openTransfer(b: TestBuyer, id: number) {
  const res = await post(`/api/order/${id}/pay`, b, { method: 'transfer', key: key() });
  expect(res.json().code).toBe(10000);
  return res.json().data as { reference: string; expires_at: string; bank: { account: string } };
}

const upload = (b: TestBuyer, id: number, bytes: Buffer, name = 'receipt.png') => {
  const m = multipartFile(bytes, name, 'image/png');
  return t.app.inject({
    method: 'POST',
    url: `/api/order/${id}/transfer-receipt`,
    headers: { ...b.headers, 'content-type': m['content-type'] },
    payload: m.payload,
  });
};

const transferOf = async (orderId: number) =>
  (await t.db.select().from(transfers).where(eq(transfers.targetId, orderId)))[0]!;

/** Opens, uploads one receipt, and answers the transfer's id and the receipt's id. */
async function withReceipt() {
  const s = await unpaid();
  await openTransfer(s.b, s.id);
  const up = await upload(s.b, s.id, await receiptPng());
  expect(up.json().code).toBe(10000);
  return { ...s, tid: (await transferOf(s.id)).id, rid: up.json().data.id as number };
}

async function registered(companyId: number) {
  const { companies } = await import('../../db/schema/company.ts');
  return (await t.db.select().from(companies).where(eq(companies.id, companyId)))[0]!.name;
}

describe('paying an order by bank transfer', () => {
  it('opens one transfer per order, holds the order for the window and shows 待确认到账', async () => {
    const { b, id } = await unpaid();
    const before = (await order(id)).expiresAt.getTime();
    const first = await openTransfer(b, id);
    expect(first.reference).toMatch(/^ZZ[A-Z2-9]{6}$/);
    expect(first.bank.account).toBe('1202021509100123456');
    const again = await openTransfer(b, id);
    expect(again).toEqual(first);
    const o = await order(id);
    expect(o.status).toBe('unpaid');
    expect(o.expiresAt.getTime()).toBeGreaterThan(before);
    expect(Math.abs(o.expiresAt.getTime() - (Date.now() + 72 * 3_600_000))).toBeLessThan(60_000);
    expect((await get(`/api/order/${id}`, b)).json().data.status_text).toBe('待确认到账');
    const status = (await get(`/api/order/${id}/pay-status`, b)).json().data;
    expect(status).toMatchObject({ status: 'unpaid', status_text: '待确认到账', paid: 0 });
    const view = (await get(`/api/order/${id}/transfer`, b)).json().data;
    expect(view).toMatchObject({
      reference: first.reference,
      state: 'waiting',
      still_due: '1000.00',
    });
  });

  it('confirms a full transfer: the order is paid by transfer, audited, and ready to ship', async () => {
    const { b, id, tid, rid } = await withReceipt();
    const res = await staffPost(`/admin-api/transfers/${tid}/confirm`, {
      receipt_id: rid,
      amount: '1000.00',
      payer_name: await registered(b.companyId),
    });
    expect(res.json()).toMatchObject({
      code: 10000,
      data: { state: 'confirmed', to_balance: '0.00' },
    });
    const o = await order(id);
    expect(o).toMatchObject({ status: 'paid', payMethod: 'transfer', paidFen: 100_000 });
    const pays = await t.db.select().from(payments).where(eq(payments.orderId, id));
    expect(pays).toMatchObject([{ provider: 'transfer', status: 'succeeded', amountFen: 100_000 }]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(tid)));
    expect(audits.some((a) => a.action === 'transfer.confirm')).toBe(true);
    const view = (await get(`/api/order/${id}/transfer`, b)).json().data;
    expect(view.state_text).toBe('已到账');
  });

  it('pays once when the same receipt is confirmed twice at once', async () => {
    const { b, id, tid, rid } = await withReceipt();
    const name = await registered(b.companyId);
    const before = await balance(b);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        staffPost(`/admin-api/transfers/${tid}/confirm`, {
          receipt_id: rid,
          amount: '1020.00',
          payer_name: name,
        }),
      ),
    );
    expect(answers.filter((r) => r.json().code === 10000)).toHaveLength(1);
    for (const r of answers.filter((x) => x.json().code !== 10000)) expect(r.statusCode).toBe(409);
    expect((await transferOf(id)).receivedFen).toBe(102_000);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, id))).toHaveLength(1);
    // The ¥20.00 surplus once, to the fen.
    expect(Number(await balance(b)) - Number(before)).toBeCloseTo(20, 2);
  });

  it('keeps a short transfer unpaid with the rest due, and a later receipt of the rest pays it', async () => {
    const { b, id, tid, rid } = await withReceipt();
    const name = await registered(b.companyId);
    const short = await staffPost(`/admin-api/transfers/${tid}/confirm`, {
      receipt_id: rid,
      amount: '300.01',
      payer_name: name,
    });
    expect(short.json().data).toMatchObject({ state: 'partly', still_due: '699.99' });
    expect((await order(id)).status).toBe('unpaid');
    expect((await get(`/api/order/${id}/transfer`, b)).json().data.still_due).toBe('699.99');
    const second = await upload(b, id, await receiptPng());
    const over = await staffPost(`/admin-api/transfers/${tid}/confirm`, {
      receipt_id: second.json().data.id,
      amount: '750.00',
      payer_name: name,
    });
    expect(over.json().data).toMatchObject({ state: 'confirmed', to_balance: '50.01' });
    expect((await order(id)).status).toBe('paid');
    const ledger = await t.db.select().from(walletLedger).where(eq(walletLedger.orderId, id));
    expect(ledger.filter((l) => l.kind === 9).map((l) => l.amountFen)).toEqual([5_001]);
  });

  it('refuses a payer name that is not the company without a reason, and takes one with it', async () => {
    const { tid, rid, id } = await withReceipt();
    const bare = await staffPost(`/admin-api/transfers/${tid}/confirm`, {
      receipt_id: rid,
      amount: '1000.00',
      payer_name: '张三',
    });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors?.reason ?? bare.json().data).toBeTruthy();
    expect((await order(id)).status).toBe('unpaid');
    const why = await staffPost(`/admin-api/transfers/${tid}/confirm`, {
      receipt_id: rid,
      amount: '1000.00',
      payer_name: '张三',
      reason: '法定代表人个人账户代付，已电话核实',
    });
    expect(why.json().code).toBe(10000);
    expect((await order(id)).status).toBe('paid');
  });

  it('rejects a receipt with a reason the buyer reads, and takes a new one', async () => {
    const { b, id, tid, rid } = await withReceipt();
    const rej = await staffPost(`/admin-api/transfers/${tid}/reject`, {
      receipt_id: rid,
      reason: '回单模糊无法辨认',
    });
    expect(rej.json().code).toBe(10000);
    const view = (await get(`/api/order/${id}/transfer`, b)).json().data;
    expect(view).toMatchObject({ state: 'rejected', reject_reason: '回单模糊无法辨认' });
    const notes = await t.db.select().from(messages).where(eq(messages.companyId, b.companyId));
    expect(notes.some((m) => m.kind === 'transfer_rejected' && m.body.includes('回单模糊'))).toBe(
      true,
    );
    expect((await upload(b, id, await receiptPng())).json().code).toBe(10000);
    expect((await get(`/api/order/${id}/transfer`, b)).json().data.state).toBe('waiting');
  });

  it('hides an order, its transfer and its receipts from another company (404)', async () => {
    const { id, rid } = await withReceipt();
    const stranger = await newBuyer();
    for (const res of [
      await post(`/api/order/${id}/pay`, stranger, { method: 'transfer', key: key() }),
      await get(`/api/order/${id}/transfer`, stranger),
      await get(`/api/order/${id}/transfer-receipt/${rid}`, stranger),
      await upload(stranger, id, await receiptPng()),
    ])
      expect(res.statusCode).toBe(404);
  });

  it('refuses uploads that are not a picture or a PDF, empty or too large, writing nothing', async () => {
    const { b, id } = await unpaid();
    await openTransfer(b, id);
    const tid = (await transferOf(id)).id;
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const fakePng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(64)]);
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1, 1);
    for (const bytes of [html, fakePng, Buffer.alloc(0), huge]) {
      const res = await upload(b, id, bytes);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().code).not.toBe(10000);
    }
    expect(
      await t.db.select().from(transferReceipts).where(eq(transferReceipts.transferId, tid)),
    ).toHaveLength(0);
  });

  it('refuses bad confirm input: negative, huge, malformed amounts and prototype keys', async () => {
    const { tid, rid } = await withReceipt();
    for (const amount of ['-1', '0', '99999999999', '1.234', 'abc'])
      expect(
        (
          await staffPost(`/admin-api/transfers/${tid}/confirm`, {
            receipt_id: rid,
            amount,
            payer_name: 'x',
          })
        ).statusCode,
      ).toBe(422);
    const proto = await t.app.inject({
      method: 'POST',
      url: `/admin-api/transfers/${tid}/confirm`,
      headers: { ...finance, ...json },
      payload: `{"receipt_id":${rid},"amount":"1.00","payer_name":"x","__proto__":{"a":1},"constructor":1}`,
    });
    expect([400, 422]).toContain(proto.statusCode);
    expect(proto.json().code).not.toBe(10000);
    expect(
      (
        await staffPost('/admin-api/transfers/999999/confirm', {
          receipt_id: rid,
          amount: '1.00',
          payer_name: 'x',
        })
      ).statusCode,
    ).toBe(404);
    const warehouse = await staffLogin(t, 'warehouse');
    expect(
      (
        await staffPost(
          `/admin-api/transfers/${tid}/reject`,
          { receipt_id: rid, reason: 'x' },
          warehouse,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('leaves a transfer order alone within its window, then cancels it and returns what arrived', async () => {
    const { b, id, tid, rid } = await withReceipt();
    await staffPost(`/admin-api/transfers/${tid}/confirm`, {
      receipt_id: rid,
      amount: '100.00',
      payer_name: await registered(b.companyId),
    });
    await t.app.services.orders.expireDue();
    expect((await order(id)).status).toBe('unpaid');
    const before = Number(await balance(b));
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, id));
    await t.app.services.orders.expireDue();
    expect((await order(id)).status).toBe('cancelled');
    expect((await transferOf(id)).state).toBe('closed');
    expect(Number(await balance(b)) - before).toBeCloseTo(100, 2);
  });

  it('closes the transfer of an order paid from the balance meanwhile, returning what arrived', async () => {
    const { b, id, tid, rid } = await withReceipt();
    await staffPost(`/admin-api/transfers/${tid}/confirm`, {
      receipt_id: rid,
      amount: '100.00',
      payer_name: await registered(b.companyId),
    });
    const before = Number(await balance(b));
    const paid = await post(`/api/order/${id}/pay`, b, { method: 'balance', key: key() });
    expect(paid.json().data.status).toBe('paid');
    expect((await transferOf(id)).state).toBe('closed');
    // ¥1000.00 paid, ¥100.00 of the transfer back: 900.00 less, to the fen.
    expect(before - Number(await balance(b))).toBeCloseTo(900, 2);
    const late = await upload(b, id, await receiptPng());
    expect(late.statusCode).toBe(409);
  });

  it('lists waiting receipts for finance, counts them on the dashboard, and exports the daily statement', async () => {
    const { b, tid, rid } = await withReceipt();
    const waiting = async () =>
      (await t.app.inject({ url: '/admin-api/dashboard', headers: finance })).json().data.transfers;
    const before = await waiting();
    expect(before.waiting).toBeGreaterThanOrEqual(1);
    const list = (
      await t.app.inject({ url: '/admin-api/transfers?view=todo', headers: finance })
    ).json();
    expect(list.data.data.some((x: { id: number }) => x.id === tid)).toBe(true);
    // A keyword matches literally: % and _ are not wildcards.
    for (const keyword of ['%25', '_', 'ZZ%25'])
      expect(
        (
          await t.app.inject({ url: `/admin-api/transfers?keyword=${keyword}`, headers: finance })
        ).json().data.total,
      ).toBe(0);
    await staffPost(`/admin-api/transfers/${tid}/confirm`, {
      receipt_id: rid,
      amount: '1000.00',
      payer_name: await registered(b.companyId),
    });
    // 待确认到账 on finance's dashboard: one fewer, ¥1000.00 less owed.
    const after = await waiting();
    expect(after.waiting).toBe(before.waiting - 1);
    expect(Number(before.owed) - Number(after.owed)).toBeCloseTo(1000, 2);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const daily = (
      await t.app.inject({
        url: `/admin-api/transfers/daily?from=${today}&to=${today}`,
        headers: finance,
      })
    ).json().data;
    const ref = (await t.db.select().from(transfers).where(eq(transfers.id, tid)))[0]!.reference;
    expect(daily.rows.filter((r: { reference: string }) => r.reference === ref)).toMatchObject([
      { amount: '1000.00', staff: 'finance' },
    ]);
    expect(Number(daily.total)).toBeGreaterThanOrEqual(1000);
    const xlsx = await t.app.inject({
      url: `/admin-api/transfers/daily/export?from=${today}&to=${today}`,
      headers: finance,
    });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const bad = await t.app.inject({
      url: '/admin-api/transfers/daily?from=2026-02-30&to=2026-03-01',
      headers: finance,
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('after every transfer above', () => {
  it('balances, ledgers and payments reconcile to the fen (buyers start with an explained balance)', async () => {
    const { reconcileMoney } = await import('../credit/index.ts');
    expect(await reconcileMoney(t.db)).toEqual([]);
  });
});
