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
    await client.exec('DELETE FROM full_reduction_goods; DELETE FROM goods WHERE id = 1');
    expect(await count('SELECT count(*)::int AS n FROM cart_lines')).toBe(0);
    await client.close();
  });
});
