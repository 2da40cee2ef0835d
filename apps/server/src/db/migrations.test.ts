import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';

// A database made before foreign keys existed, holding live data and rows
// that had already lost their owner, is brought up to date by the migration.

const here = fileURLToPath(new URL('./migrations', import.meta.url));

/** The migrations folder as it was up to (and including) the given one. */
function migrationsUpTo(tag: string) {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(here, dir, { recursive: true });
  const journalPath = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  const last = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe('migration 0002 on an existing database', () => {
  it('adds the foreign keys, keeps live rows, drops orphans and moves activity goods', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsUpTo('0001_cart_orders') });
    await client.exec(`
      INSERT INTO categories (id, name) VALUES (1, '西药');
      INSERT INTO goods (id, name, name_initials, manufacturer, manufacturer_initials, specification,
        dosage_form, unit, case_quantity, mid_pack_quantity, expiry_date, national_code, stock,
        price_fen, market_price_fen, original_price_fen, category_id, category_root_id, full_reduction_id)
      VALUES (1, '阿莫西林胶囊', 'amxljn', '某药业', 'myy', '0.25g*24粒', '胶囊', '盒', 200, 10,
        '2028-01-01', '86900000000001', 100, 1250, 1500, 1300, 1, 1, 1);
      INSERT INTO full_reductions (id, title, tiers, starts_at, ends_at)
        VALUES (1, '满300减20', '[]', now(), now() + interval '1 day');
      INSERT INTO companies (id, name) VALUES (1, '仁和大药房');
      INSERT INTO users (id, company_id, username, mobile, password_hash)
        VALUES (1, 1, 'demo', '13800000001', 'x');
      INSERT INTO cart_lines (company_id, user_id, goods_id, quantity) VALUES (1, 1, 1, 10);
      -- Orphans: a cart line and a favourite of goods deleted long ago, a session of no user.
      INSERT INTO cart_lines (company_id, user_id, goods_id, quantity) VALUES (1, 1, 999, 10);
      INSERT INTO favorites (company_id, goods_id) VALUES (1, 999);
      INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ('h', 42, now());
    `);

    await migrate(db, { migrationsFolder: here });

    const count = async (sql: string) =>
      ((await client.query<{ n: number }>(sql)).rows[0]?.n ?? 0) as number;
    expect(await count('SELECT count(*)::int AS n FROM cart_lines')).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM favorites')).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM sessions')).toBe(0);
    expect(
      (await client.query('SELECT activity_id, goods_id FROM full_reduction_goods')).rows,
    ).toEqual([{ activity_id: 1, goods_id: 1 }]);
    // The keys hold: a cart line for goods that do not exist is refused...
    await expect(
      client.exec(
        'INSERT INTO cart_lines (company_id, user_id, goods_id, quantity) VALUES (1, 1, 999, 1)',
      ),
    ).rejects.toThrow(/foreign key/);
    // ...and deleting goods takes their cart lines with them.
    // Its lot (migration 0025) is restricted like its orders: it goes first.
    await client.exec(
      'DELETE FROM full_reduction_goods; DELETE FROM goods_lots; DELETE FROM goods WHERE id = 1',
    );
    expect(await count('SELECT count(*)::int AS n FROM cart_lines')).toBe(0);
    await client.close();
  });
});

describe('migration 0008 on an existing database', () => {
  it("spreads an earlier order's discounts over its lines, never raising a line's share", async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsUpTo('0007_goods_search_bigrams') });
    await client.exec(`
      INSERT INTO categories (id, name) VALUES (1, '西药');
      INSERT INTO goods (id, name, name_initials, manufacturer, manufacturer_initials, specification,
        dosage_form, unit, case_quantity, mid_pack_quantity, expiry_date, national_code, stock,
        price_fen, market_price_fen, original_price_fen, category_id, category_root_id)
      VALUES (1, '阿莫西林胶囊', 'amxljn', '某药业', 'myy', '0.25g*24粒', '胶囊', '盒', 200, 10,
        '2028-01-01', '86900000000001', 100, 1250, 1500, 1300, 1, 1);
      INSERT INTO companies (id, name) VALUES (1, '仁和大药房');
      INSERT INTO users (id, company_id, username, mobile, password_hash)
        VALUES (1, 1, 'demo', '13800000001', 'x');
      -- goods 100.00 + 200.00, 满减 10.00, coupon 5.00, shipping 10.00: paid 295.00
      INSERT INTO orders (id, order_no, company_id, user_id, idempotency_key, goods_fen,
        reduction_fen, coupon_fen, shipping_fen, pay_fen, address, expires_at)
      VALUES (1, 'o1', 1, 1, 'k1', 30000, 1000, 500, 1000, 29500, '{}', now());
      INSERT INTO order_lines (order_id, goods_id, name, manufacturer, specification, unit,
        quantity, unit_price_fen, amount_fen)
      VALUES (1, 1, 'a', 'm', 's', '盒', 3, 3333, 10000), (1, 1, 'b', 'm', 's', '盒', 1, 20000, 20000);
    `);
    await migrate(db, { migrationsFolder: here });
    const lines = (
      await client.query<{ amount_fen: number; reduction_fen: number; coupon_fen: number }>(
        'SELECT amount_fen, reduction_fen, coupon_fen FROM order_lines ORDER BY id',
      )
    ).rows;
    // 1/3 and 2/3 of each, rounded up: 3.34 + 6.67 of 满减, 1.67 + 3.34 of coupon.
    expect(lines).toEqual([
      { amount_fen: 10000, reduction_fen: 334, coupon_fen: 167 },
      { amount_fen: 20000, reduction_fen: 667, coupon_fen: 334 },
    ]);
    const shares = lines.map((l) => l.amount_fen - l.reduction_fen - l.coupon_fen);
    expect(shares.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(29500 - 1000);
    await client.close();
  });
});

describe('the points ledger migration on an existing database', () => {
  it('opens a ledger for points held before it, so the entries add up to the points', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsUpTo('0008_order_line_discounts') });
    await client.exec(`
      INSERT INTO companies (id, name, points) VALUES (1, '仁和大药房', 1280), (2, '康宁诊所', 0),
        (3, '手改出错', -5);
    `);
    await migrate(db, { migrationsFolder: here });
    const held = (
      await client.query<{ id: number; points: number; entries: string | null }>(
        `SELECT c.id, c.points, string_agg(l.delta || '/' || l.points_after || '/' || l.kind
           || '/' || l.remark, ',') AS entries
         FROM companies c LEFT JOIN points_ledger l ON l.company_id = c.id
         GROUP BY c.id ORDER BY c.id`,
      )
    ).rows;
    expect(held).toEqual([
      { id: 1, points: 1280, entries: '1280/1280/3/期初积分' },
      { id: 2, points: 0, entries: null },
      { id: 3, points: 0, entries: null },
    ]);
    await expect(client.exec('UPDATE companies SET points = -1 WHERE id = 2')).rejects.toThrow(
      /companies_points_non_negative/,
    );
    await client.close();
  });
});

describe('the lots migration on an existing database', () => {
  it('turns each goods’ stock into one lot and gives every order line its lot', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsUpTo('0024_goods_drug_class') });
    await client.exec(`
      INSERT INTO categories (id, name) VALUES (1, '西药');
      INSERT INTO goods (id, name, name_initials, manufacturer, manufacturer_initials, specification,
        dosage_form, unit, case_quantity, mid_pack_quantity, expiry_date, national_code, stock,
        price_fen, market_price_fen, original_price_fen, category_id, category_root_id)
      VALUES
        (1, '阿莫西林胶囊', 'amxljn', '某药业', 'myy', '0.25g*24粒', '胶囊', '盒', 200, 10,
          '2028-01-31', '86900000000001', 100, 1250, 1500, 1300, 1, 1),
        (2, '布洛芬缓释胶囊', 'blfhsjn', '某药业', 'myy', '0.3g*20粒', '胶囊', '盒', 200, 10,
          '2027-06-15', '86900000000002', 0, 1250, 1500, 1300, 1, 1),
        (3, '维生素C片', 'wssczp', '某药业', 'myy', '0.1g*100片', '片剂', '瓶', 200, 10,
          '2029-03-01', '86900000000003', 0, 1250, 1500, 1300, 1, 1);
      INSERT INTO companies (id, name) VALUES (1, '仁和大药房');
      INSERT INTO users (id, company_id, username, mobile, password_hash)
        VALUES (1, 1, 'demo', '13800000001', 'x');
      INSERT INTO orders (id, order_no, company_id, user_id, idempotency_key, status, goods_fen,
        reduction_fen, coupon_fen, shipping_fen, pay_fen, address, expires_at)
      VALUES
        (1, 'O1', 1, 1, 'k1', 'paid', 0, 0, 0, 0, 0, '{}', now()),
        (2, 'O2', 1, 1, 'k2', 'cancelled', 0, 0, 0, 0, 0, '{}', now());
      INSERT INTO order_lines (id, order_id, goods_id, name, manufacturer, specification, unit,
        quantity, unit_price_fen, amount_fen, unshipped_refund_quantity)
      VALUES
        (1, 1, 1, 'a', 'm', 's', '盒', 5, 0, 0, 2),
        (2, 1, 2, 'b', 'm', 's', '盒', 3, 0, 0, 0),
        (3, 2, 1, 'a', 'm', 's', '盒', 4, 0, 0, 0);
    `);
    await migrate(db, { migrationsFolder: here });
    const lots = (
      await client.query(
        `SELECT goods_id, lot_no, production_date::text, expiry_date::text, quantity, state
         FROM goods_lots ORDER BY goods_id`,
      )
    ).rows;
    // Goods 3 had neither stock nor orders: no lot. Goods 2 has none left but an order line.
    expect(lots).toEqual([
      {
        goods_id: 1,
        lot_no: 'INIT-20280131',
        production_date: '2026-01-31',
        expiry_date: '2028-01-31',
        quantity: 100,
        state: 'selling',
      },
      {
        goods_id: 2,
        lot_no: 'INIT-20270615',
        production_date: '2025-06-15',
        expiry_date: '2027-06-15',
        quantity: 0,
        state: 'selling',
      },
    ]);
    const lines = (
      await client.query(
        `SELECT o.order_line_id, l.lot_no, o.quantity, o.returned_quantity FROM order_line_lots o
         JOIN goods_lots l ON l.id = o.lot_id ORDER BY o.order_line_id`,
      )
    ).rows;
    expect(lines).toEqual([
      { order_line_id: 1, lot_no: 'INIT-20280131', quantity: 5, returned_quantity: 2 },
      { order_line_id: 2, lot_no: 'INIT-20270615', quantity: 3, returned_quantity: 0 },
      { order_line_id: 3, lot_no: 'INIT-20280131', quantity: 4, returned_quantity: 4 },
    ]);
    await expect(
      client.exec('UPDATE goods_lots SET quantity = -1 WHERE goods_id = 1'),
    ).rejects.toThrow(/goods_lots_quantity_non_negative/);
    await client.close();
  });
});
