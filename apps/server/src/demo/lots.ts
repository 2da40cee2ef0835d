import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';

// The demo catalogue's lots (批次): each goods' stock split over 1-3 lots
// with lot numbers as manufacturers print them (2409031, B240615-2), the
// first expiring on the goods' expiry date and the others later; a few plain
// goods also hold a near-expiry lot (sold after the longer-dated ones), and
// one goods an expired lot that no longer sells. Each lot enters the stock
// ledger as 期初库存, so the ledger explains the stock from the start.

const SUPPLIERS = [
  '国药控股湖北有限公司',
  '九州通医药集团股份有限公司',
  '华润医药商业集团有限公司',
  '上海医药分销控股有限公司',
  '重庆医药（集团）股份有限公司',
];

/** The demo's day: lots were received before it, none made after it. */
const DEMO_DAY = '2026-11-01';

export async function insertLots(tx: Tx): Promise<void> {
  const suppliers = sql`(ARRAY[${sql.join(
    SUPPLIERS.map((s) => sql`${s}`),
    sql`, `,
  )}]::text[])`;
  await tx.execute(sql`
    WITH g AS (
      SELECT id, stock, expiry_date AS e, warehouse_id AS wh,
        CASE WHEN stock < 3 THEN greatest(stock, 1) ELSE 1 + id % 3 END AS k
      FROM goods),
    s AS (
      SELECT g.*, i,
        CASE WHEN wh = 3 THEN g.e + i * 20 ELSE (g.e + make_interval(months => i * 5))::date END AS exp
      FROM g, generate_series(0, g.k - 1) AS i),
    v AS (
      SELECT s.*,
        least((exp - make_interval(years => 2 + id % 2))::date, ${DEMO_DAY}::date - (id % 300) - i * 7) AS prod,
        CASE WHEN i = 0 THEN stock - (k - 1) * (stock / k) ELSE stock / k END AS q
      FROM s)
    INSERT INTO goods_lots (goods_id, lot_no, production_date, expiry_date, quantity, supplier, received_at)
    SELECT id,
      CASE WHEN id % 2 = 0 THEN to_char(prod, 'YYMMDD') || (i + 1)::text
        ELSE 'B' || to_char(prod, 'YYMMDD') || '-' || (i + 1)::text END,
      prod, exp, q, ${suppliers}[1 + (id + i) % ${SUPPLIERS.length}],
      (least(prod + 30, ${DEMO_DAY}::date - i) + time '01:30')::timestamp AT TIME ZONE 'UTC'
    FROM v`);
  // Near-expiry lots on some plain goods (two lots or fewer so far), a tenth
  // of the stock moved out of the first lot: the buyer still gets the
  // longer-dated lots first; these go last.
  await tx.execute(sql`
    WITH near AS (
      INSERT INTO goods_lots (goods_id, lot_no, production_date, expiry_date, quantity, supplier, received_at)
      SELECT id, 'N' || to_char(date '2025-03-01' + id % 60, 'YYMMDD') || '-1',
        date '2025-03-01' + id % 60, date '2027-03-01' + id % 60, stock / 10,
        ${suppliers}[1 + id % ${SUPPLIERS.length}], timestamptz '2025-04-01 09:30+08'
      FROM goods
      WHERE warehouse_id <> 3 AND id % 40 = 7 AND stock >= 20 AND 1 + id % 3 < 3
      RETURNING goods_id, quantity)
    UPDATE goods_lots l SET quantity = l.quantity - near.quantity
    FROM near
    WHERE l.goods_id = near.goods_id
      AND l.id = (SELECT min(f.id) FROM goods_lots f WHERE f.goods_id = near.goods_id)`);
  // One lot past its date: expired, never sold, kept on the books.
  await tx.execute(sql`
    INSERT INTO goods_lots (goods_id, lot_no, production_date, expiry_date, quantity, supplier,
      state, reason, received_at)
    SELECT id, 'Z231108-1', date '2023-11-08', date '2026-11-08', 12, ${SUPPLIERS[0]},
      'expired', '已过有效期', timestamptz '2023-12-01 09:30+08'
    FROM goods WHERE warehouse_id = 1 AND NOT is_hidden AND stock > 0 AND 1 + id % 3 < 3
    ORDER BY id LIMIT 1`);
  await tx.execute(sql`
    UPDATE goods SET stock = s.q
    FROM (SELECT goods_id, sum(quantity)::int AS q FROM goods_lots WHERE state = 'selling'
      GROUP BY goods_id) s
    WHERE goods.id = s.goods_id AND goods.stock <> s.q`);
  await tx.execute(sql`
    INSERT INTO stock_ledger (goods_id, lot_id, change, stock_after, kind, ref, created_at)
    SELECT goods_id, id, quantity,
      sum(quantity) OVER (PARTITION BY goods_id ORDER BY id), 'receive', '期初库存 ' || lot_no,
      received_at
    FROM goods_lots WHERE state = 'selling' ORDER BY goods_id, id`);
}
