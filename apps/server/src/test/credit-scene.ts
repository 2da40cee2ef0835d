import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { creditLines, walletLedger } from '../db/schema/index.ts';
import type { TestBuyer } from './buyers.ts';
import { makeGoods } from './buyers.ts';
import { staffLogin, type TestApp, testApp } from './helper.ts';
import { balanceFen, create, fill, key, newBuyer, orderRow, post } from './scene.ts';

// 账期 tests' shared app and steps: finance grants lines and closes periods,
// buyers pay orders of one box on credit.

type Headers = Record<string, string>;
export let t: TestApp;
export let finance: Headers;
let goodsId: number;

/** One app per test file (its own database), finance logged in, a goods in stock. */
export function useCreditApp() {
  beforeAll(async () => {
    t = await testApp({ goodsCount: 10 });
    finance = await staffLogin(t, 'finance');
    goodsId = await makeGoods(t.db, { stock: 100_000, midPackQuantity: 1 });
  });
  afterAll(() => t?.close());
}

export const json = { 'content-type': 'application/json' };
export const grant = (companyId: number, body: object, headers: Headers = finance) =>
  t.app.inject({
    method: 'PUT',
    url: `/admin-api/credit/lines/${companyId}`,
    headers: { ...headers, ...json },
    payload: {
      terms: 'monthly',
      statement_day: 1,
      pay_days: 30,
      start_date: '2026-01-01',
      ...body,
    },
  });
export const closeNow = (companyId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/admin-api/credit/lines/${companyId}/close`,
    headers: finance,
  });
/** Staff cancel a paid order (its refund returns the credit, or the balance once repaid). */
export const staffCancel = (orderId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/admin-api/orders/${orderId}/cancel`,
    headers: { ...finance, ...json },
    payload: { reason: '客户要求取消' },
  });
export const payCredit = (b: TestBuyer, orderId: number, k = key('cr')) =>
  post(t, `/api/order/${orderId}/pay`, b, { method: 'credit', key: k });

/** A buyer whose balance is explained by its ledger (the reconciliation reads every company). */
export async function buyer(prefix: string) {
  const b = await newBuyer(t, prefix);
  await t.db.insert(walletLedger).values({
    companyId: b.companyId,
    amountFen: await balanceFen(t, b),
    balanceAfterFen: await balanceFen(t, b),
    kind: 1,
    remark: 'test opening balance',
  });
  return b;
}

/** `n` unpaid orders of one box (10.00) each; their ids and the amount each is to pay. */
export async function orders(b: TestBuyer, n: number) {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const cart = await fill(t, b, [{ goods_id: goodsId, number: 1 }]);
    const res = await create(t, b, cart);
    expect(res.json(), res.body).toMatchObject({ code: 10000 });
    ids.push(res.json().data.id);
  }
  return { ids, fen: (await orderRow(t, ids[0]!)).payFen };
}

export const lineOf = async (companyId: number) =>
  (await t.db.select().from(creditLines).where(eq(creditLines.companyId, companyId)))[0]!;
