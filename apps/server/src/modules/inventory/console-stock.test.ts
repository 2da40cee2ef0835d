import { addDays, shopDay } from '@shop/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/json-rows.ts';
import { goodsLots } from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, readGoods } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { create, fill } from '../../test/scene.ts';

// Lots written by the warehouse (入库, adjustments up and down) while buyers
// order the same goods: no lot below zero, the goods' stock always its lots'
// sum, and the ledger's changes always add up to the stock. Run with
// TEST_DATABASE_URL for real concurrency.

let t: TestApp;
let warehouse: Record<string, string>;

beforeAll(async () => {
  t = await testApp({ goodsCount: 5 });
  warehouse = await staffLogin(t, 'warehouse');
});
afterAll(() => t?.close());

const json = (url: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...warehouse, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

function receive(goodsId: number, lotNo: string, quantity: number) {
  const boundary = '----race1';
  const today = shopDay(new Date());
  const fields = {
    lot_no: lotNo,
    production_date: addDays(today, -30),
    expiry_date: addDays(today, 700),
    quantity: String(quantity),
    supplier: '九州通',
  };
  return t.app.inject({
    method: 'POST',
    url: `/admin-api/goods/${goodsId}/lots`,
    headers: { ...warehouse, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `${Object.entries(fields)
      .map(
        ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
      )
      .join('')}--${boundary}--\r\n`,
  });
}

const ledgerSum = async (goodsId: number) =>
  rowsOf<{ n: number }>(
    await t.db.execute(
      sql`SELECT coalesce(sum(change), 0)::int AS n FROM stock_ledger WHERE goods_id = ${goodsId}`,
    ),
  )[0]!.n;

describe('warehouse lot writes racing buyers', () => {
  it('keeps every lot ≥ 0, the stock the lots’ sum and the ledger equal to the stock', async () => {
    for (let round = 0; round < 3; round++) {
      const start = 30;
      const goodsId = await makeGoods(t.db, { stock: start, midPackQuantity: 1 });
      const [lot] = await t.db.select().from(goodsLots).where(eq(goodsLots.goodsId, goodsId));
      const buyers = await makeBuyers(t.db, 8, `stk${round}x`);
      const carts = await Promise.all(
        buyers.map((b) => fill(t, b, [{ goods_id: goodsId, number: 4 }])),
      );
      const answers = await Promise.all([
        ...buyers.map((b, i) => create(t, b, carts[i]!)),
        json(`/admin-api/lots/${lot!.id}/adjust`, { change: -10, reason: '盘亏' }),
        json(`/admin-api/lots/${lot!.id}/adjust`, { change: 5, reason: '盘盈' }),
        receive(goodsId, `R${round}A`, 6),
        receive(goodsId, `R${round}A`, 6),
        json(`/admin-api/lots/${lot!.id}/adjust`, { change: -2, reason: '破损' }),
      ]);
      for (const r of answers) expect(r.statusCode, r.body).toBeLessThan(500);
      const lots = await t.db.select().from(goodsLots).where(eq(goodsLots.goodsId, goodsId));
      for (const l of lots) expect(l.quantity).toBeGreaterThanOrEqual(0);
      const stock = (await readGoods(t.db, goodsId)).stock;
      expect(stock).toBe(lots.reduce((n, l) => n + l.quantity, 0));
      // The test lot's 30 came in without a ledger entry (makeGoods); the rest is in the ledger.
      expect(start + (await ledgerSum(goodsId))).toBe(stock);
    }
  });
});
