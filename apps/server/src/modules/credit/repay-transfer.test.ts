import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, transfers, users, walletLedger } from '../../db/schema/index.ts';
import { makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { multipartFile, staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { balanceFen, create, fill, get, key, newBuyer, post } from '../../test/scene.ts';
import { reconcileMoney } from './reconcile.ts';

// 对公转账还款: a closed statement is repaid by a bank transfer, through the
// same receipt flow as an order's; finance confirms; the credit comes back;
// a statement repaid meanwhile from the balance takes nothing and the money
// goes to the balance; another company's statement is 404 on every route.

type Headers = Record<string, string>;
let t: TestApp;
let finance: Headers;
let goodsId: number;
const json = { 'content-type': 'application/json' };
const staff = (method: 'PUT' | 'POST', url: string, body: object = {}) =>
  t.app.inject({ method, url, headers: { ...finance, ...json }, payload: JSON.stringify(body) });

beforeAll(async () => {
  t = await testApp({ goodsCount: 5 });
  finance = await staffLogin(t, 'finance');
  goodsId = await makeGoods(t.db, { stock: 10_000, midPackQuantity: 1 });
  const acc = await staff('PUT', '/admin-api/settings/transfer', {
    name: '测试医药有限公司',
    bank: '中国工商银行杭州城东支行',
    account: '1202021509100123456',
    window_hours: 72,
  });
  expect(acc.json().code).toBe(10000);
});
afterAll(() => t?.close());

/** A buyer whose balance is explained by its ledger (the reconciliation reads every company). */
async function buyer(prefix: string) {
  const b = await newBuyer(t, prefix);
  const opening = await balanceFen(t, b);
  await t.db.insert(walletLedger).values({
    companyId: b.companyId,
    amountFen: opening,
    balanceAfterFen: opening,
    kind: 1,
    remark: 'test opening balance',
  });
  return b;
}

/** A buyer with a credit line, two orders paid on credit and the period closed: the statement. */
async function statementOf(prefix: string) {
  const b = await buyer(prefix);
  const granted = await staff('PUT', `/admin-api/credit/lines/${b.companyId}`, {
    limit: '100000',
    terms: 'monthly',
    statement_day: 1,
    pay_days: 30,
    start_date: '2026-01-01',
  });
  expect(granted.json().code).toBe(10000);
  for (let i = 0; i < 2; i++) {
    const res = await create(t, b, await fill(t, b, [{ goods_id: goodsId, number: 2 }]));
    const paid = await post(t, `/api/order/${res.json().data.id}/pay`, b, {
      method: 'credit',
      key: key('rt'),
    });
    expect(paid.json().code, paid.body).toBe(10000);
  }
  const s = (await staff('POST', `/admin-api/credit/lines/${b.companyId}/close`)).json().data;
  return { b, s: s as { id: number; closing: string } };
}

const receipt = async (b: TestBuyer, statementId: number) => {
  const png = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#eef' } })
    .png()
    .toBuffer();
  const m = multipartFile(png, 'receipt.png', 'image/png');
  return t.app.inject({
    method: 'POST',
    url: `/api/user/statements/${statementId}/transfer-receipt`,
    headers: { ...b.headers, 'content-type': m['content-type'] },
    payload: m.payload,
  });
};

async function openAndUpload(b: TestBuyer, statementId: number) {
  // Before it is opened the statement's page learns there is none (null, not an error).
  const none = await get(t, `/api/user/statements/${statementId}/transfer`, b);
  expect(none.json(), none.body).toMatchObject({ code: 10000, data: null });
  const opened = await post(t, `/api/user/statements/${statementId}/transfer`, b, { key: key() });
  expect(opened.json().code, opened.body).toBe(10000);
  expect(opened.json().data.reference).toMatch(/^ZZ/);
  const up = await receipt(b, statementId);
  expect(up.json().code, up.body).toBe(10000);
  const [tr] = await t.db.select().from(transfers).where(eq(transfers.targetId, statementId));
  return { tid: tr!.id, rid: up.json().data.id as number, due: (tr!.dueFen / 100).toFixed(2) };
}

const companyName = async (b: TestBuyer) =>
  (await t.db.select().from(companies).where(eq(companies.id, b.companyId)))[0]!.name;

describe('repaying a statement by bank transfer', () => {
  it('finance confirms the transfer: the statement is repaid and the credit comes back', async () => {
    const { b, s } = await statementOf('rtok');
    expect((await get(t, '/api/user/credit', b)).json().data.used).toBe(s.closing);
    const { tid, rid, due } = await openAndUpload(b, s.id);
    expect(due).toBe(s.closing);
    const view = (await get(t, `/api/user/statements/${s.id}/transfer`, b)).json().data;
    expect(view).toMatchObject({ state: 'waiting', still_due: s.closing });
    const res = await staff('POST', `/admin-api/transfers/${tid}/confirm`, {
      receipt_id: rid,
      amount: s.closing,
      payer_name: await companyName(b),
    });
    expect(res.json(), res.body).toMatchObject({ code: 10000, data: { state: 'confirmed' } });
    const detail = (await get(t, `/api/user/statements/${s.id}`, b)).json().data;
    expect(detail.outstanding).toBe('0.00');
    expect((await get(t, '/api/user/credit', b)).json().data.used).toBe('0.00');
    expect(
      (await post(t, `/api/user/statements/${s.id}/transfer`, b, { key: key() })).statusCode,
    ).toBe(409);
    expect(await reconcileMoney(t.db)).toEqual([]);
  });

  it('a statement repaid from the balance meanwhile takes nothing: the money goes to the balance', async () => {
    const { b, s } = await statementOf('rtlate');
    const { tid, rid } = await openAndUpload(b, s.id);
    const repaid = await post(t, `/api/user/statements/${s.id}/repay`, b, { amount: s.closing });
    expect(repaid.json().code, repaid.body).toBe(10000);
    const before = await balanceFen(t, b);
    const res = await staff('POST', `/admin-api/transfers/${tid}/confirm`, {
      receipt_id: rid,
      amount: s.closing,
      payer_name: '别的公司',
      reason: '股东代付，已核实',
    });
    expect(res.json().code, res.body).toBe(10000);
    expect(await balanceFen(t, b)).toBe(before + Math.round(Number(s.closing) * 100));
    expect((await get(t, '/api/user/credit', b)).json().data.used).toBe('0.00');
    expect(await reconcileMoney(t.db)).toEqual([]);
  });

  it("another company's statement is 404 on every transfer route, and nothing opens", async () => {
    const { s } = await statementOf('rtown');
    const other = await buyer('rtother');
    expect(
      (await post(t, `/api/user/statements/${s.id}/transfer`, other, { key: key() })).statusCode,
    ).toBe(404);
    expect((await get(t, `/api/user/statements/${s.id}/transfer`, other)).statusCode).toBe(404);
    expect((await receipt(other, s.id)).statusCode).toBe(404);
    expect(
      (await get(t, `/api/user/statements/${s.id}/transfer-receipt/1`, other)).statusCode,
    ).toBe(404);
    expect(await t.db.select().from(transfers).where(eq(transfers.targetId, s.id))).toEqual([]);
  });
});

describe('repaying a statement from the balance', () => {
  it('asks for the 支付密码 once the company turned it on', async () => {
    const { b, s } = await statementOf('rtpass');
    const [u] = await t.db.select({ m: users.mobile }).from(users).where(eq(users.id, b.userId));
    await t.db.update(users).set({ mobileVerified: true }).where(eq(users.id, b.userId));
    await t.kv.del(`sms:${u!.m}`);
    const sent = await post(t, '/api/user/pay-password/code', b);
    expect(sent.json().code, sent.body).toBe(10000);
    const on = await post(t, '/api/user/pay-password', b, {
      code: t.sms.lastCode(u!.m)!,
      password: '135790',
      password_confirmation: '135790',
    });
    expect(on.json().code, on.body).toBe(10000);
    const before = await balanceFen(t, b);
    const repay = (extra: object) =>
      post(t, `/api/user/statements/${s.id}/repay`, b, { amount: s.closing, ...extra });
    expect((await repay({})).statusCode).toBe(422);
    expect((await repay({ pay_password: '000000' })).statusCode).toBe(422);
    expect(await balanceFen(t, b)).toBe(before);
    const ok = await repay({ pay_password: '135790' });
    expect(ok.json(), ok.body).toMatchObject({ code: 10000, data: { outstanding: '0.00' } });
    expect(await reconcileMoney(t.db)).toEqual([]);
  });
});
