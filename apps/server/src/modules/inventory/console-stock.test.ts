import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/json-rows.ts';
import { makeBuyers, makeGoods, readGoods, setGoods } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { create, fill } from '../../test/scene.ts';

// Stock written by the warehouse (relative changes, absolute PUTs, bulk
// edits) while buyers order the same goods: stock never below zero, and the
// ledger's changes always add up to the stock. Run with TEST_DATABASE_URL
// for real concurrency.

let t: TestApp;
let warehouse: Record<string, string>;

beforeAll(async () => {
  t = await testApp({ goodsCount: 5 });
  warehouse = await staffLogin(t, 'warehouse');
});
afterAll(() => t?.close());

const json = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...warehouse, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

const ledgerSum = async (goodsId: number) =>
  rowsOf<{ n: number }>(
    await t.db.execute(
      sql`SELECT coalesce(sum(change), 0)::int AS n FROM stock_ledger WHERE goods_id = ${goodsId}`,
    ),
  )[0]!.n;

describe('warehouse writes racing buyers', () => {
  it('keeps stock ≥ 0 and the ledger equal to the stock', async () => {
    for (let round = 0; round < 3; round++) {
      const start = 30;
      const goodsId = await makeGoods(t.db, { stock: start, midPackQuantity: 1 });
      const buyers = await makeBuyers(t.db, 8, `stk${round}x`);
      const carts = await Promise.all(
        buyers.map((b) => fill(t, b, [{ goods_id: goodsId, number: 4 }])),
      );
      const answers = await Promise.all([
        ...buyers.map((b, i) => create(t, b, carts[i]!)),
        json('POST', `/admin-api/goods/${goodsId}/stock`, { change: -10, reason: '盘亏' }),
        json('POST', `/admin-api/goods/${goodsId}/stock`, { change: 5, reason: '入库' }),
        json('PUT', `/admin-api/goods/${goodsId}`, { number: 12, reason: '盘点' }),
        json('POST', '/admin-api/goods/bulk', { ids: [goodsId], number: 3, reason: '盘点' }),
        json('POST', `/admin-api/goods/${goodsId}/stock`, { change: -2, reason: '破损' }),
      ]);
      for (const r of answers) expect(r.statusCode, r.body).toBeLessThan(500);
      const stock = (await readGoods(t.db, goodsId)).stock;
      expect(stock).toBeGreaterThanOrEqual(0);
      expect(start + (await ledgerSum(goodsId))).toBe(stock);
    }
  });

  it('refuses a change that would pass what the stock column holds (409/422), never a 500', async () => {
    const goodsId = await makeGoods(t.db, { stock: 0 });
    await setGoods(t.db, goodsId, { stock: 2_100_000_000 });
    const r = await json('POST', `/admin-api/goods/${goodsId}/stock`, {
      change: 100_000_000,
      reason: '入库',
    });
    expect(r.statusCode, r.body).toBeLessThan(500);
    if (r.statusCode !== 200) {
      expect([409, 422]).toContain(r.statusCode);
      expect((await readGoods(t.db, goodsId)).stock).toBe(2_100_000_000);
      expect(await ledgerSum(goodsId)).toBe(0);
    }
  });
});
