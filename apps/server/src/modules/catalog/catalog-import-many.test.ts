import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../../db/json-rows.ts';
import { multipartFile, staffLogin, type TestApp, testApp } from '../../test/helper.ts';

// An import announces every changed goods to the other processes; PostgreSQL's
// NOTIFY carries under 8,000 bytes, so 20,000 ids must go in pieces (the bench
// found the import answering 500 after it had written, with two processes).
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ goodsCount: 2000 });
});
afterAll(() => t?.close());

it('writes an import of 2,000 goods, more ids than one bus message carries', async () => {
  const admin = await staffLogin(t, 'admin');
  const goods = rowsOf<{ id: number; price_fen: number }>(
    await t.db.execute(sql`SELECT id, price_fen FROM goods ORDER BY id`),
  );
  expect(goods.length).toBeGreaterThanOrEqual(2000);
  const lines = [
    '商品ID,价格（元）',
    ...goods.map((g) => `${g.id},${((g.price_fen + 1) / 100).toFixed(2)}`),
  ];
  const { payload, 'content-type': type } = multipartFile(
    Buffer.from(`${lines.join('\r\n')}\r\n`),
    'goods.csv',
    'text/csv',
  );
  const r = await t.app.inject({
    method: 'POST',
    url: '/admin-api/goods/import?confirm=1',
    headers: { ...admin, 'content-type': type },
    payload,
  });
  expect(r.json()).toMatchObject({ code: 10000, data: { written: goods.length, errors: [] } });
  const after = rowsOf<{ n: number }>(
    await t.db.execute(
      sql`SELECT count(*)::int AS n FROM goods WHERE price_fen = original_price_fen`,
    ),
  );
  expect(after[0]!.n).toBeGreaterThanOrEqual(goods.length);
});
