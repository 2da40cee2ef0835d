import { createHash, randomBytes } from 'node:crypto';
import { defaultScopeOf } from '@shop/domain';
import type pg from 'pg';

// Approved buyers written straight into the bench database: there is no
// operator back office yet to approve registrations, and logging in hundreds
// of buyers through scrypt would only measure scrypt.

export type BenchBuyer = { token: string; userId: number; companyId: number; addressId: number };

export async function makeBuyers(db: pg.Client, n: number): Promise<BenchBuyer[]> {
  const out: BenchBuyer[] = [];
  for (let i = 0; i < n; i++) {
    const c = await db.query<{ id: number }>(
      // A drug shop's usual 经营范围: every demo goods is buyable, as for the demo pharmacy.
      `INSERT INTO companies (name, review, business_scope) VALUES ($1, 'approved', $2) RETURNING id`,
      [`压测药房${i}`, JSON.stringify(defaultScopeOf('pharmacy'))],
    );
    const companyId = c.rows[0]!.id;
    const u = await db.query<{ id: number }>(
      `INSERT INTO users (company_id, username, mobile, password_hash) VALUES ($1, $2, $3, 'x') RETURNING id`,
      [companyId, `bench${i}`, `197${String(i).padStart(8, '0')}`],
    );
    const userId = u.rows[0]!.id;
    const a = await db.query<{ id: number }>(
      `INSERT INTO addresses (company_id, name, phone, region, detail, is_default)
       VALUES ($1, '压测', '13900000000', '北京市', '压测路1号', true) RETURNING id`,
      [companyId],
    );
    await db.query(`INSERT INTO wallets (company_id, balance_fen) VALUES ($1, 100000000)`, [
      companyId,
    ]);
    // An established buyer has signed the purchase contract in force; its orders get 459 otherwise.
    await db.query(
      `INSERT INTO contract_signatures (company_id, version_id, user_id, signer_name, sha256)
       SELECT $1, id, $2, '压测', sha256 FROM contract_versions ORDER BY version DESC LIMIT 1`,
      [companyId, userId],
    );
    const token = randomBytes(32).toString('base64url');
    await db.query(
      `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
      [createHash('sha256').update(token).digest('hex'), userId],
    );
    out.push({ token, userId, companyId, addressId: a.rows[0]!.id });
  }
  return out;
}

/** Buyable goods (no 控销 grant needed) with a packing step, stock and no limits that would refuse a repeated add. */
export async function buyableGoods(db: pg.Client, n: number) {
  const r = await db.query<{ id: number; step: number }>(
    `SELECT id, mid_pack_quantity AS step FROM goods
     WHERE NOT is_hidden AND NOT is_controlled AND mid_pack_quantity > 0 AND activity_type = 0
       -- 含特 goods ship only to a registered address with a purchaser on file (not modelled here).
       AND NOT is_special_compound
       AND NOT EXISTS (SELECT 1 FROM full_reduction_goods f WHERE f.goods_id = goods.id)
       AND purchase_limit = 0 AND purchase_minimum <= mid_pack_quantity
       AND stock >= mid_pack_quantity * 100
     ORDER BY id LIMIT $1`,
    [n],
  );
  return r.rows;
}
