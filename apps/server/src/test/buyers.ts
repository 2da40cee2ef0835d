import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { addresses, companies, goods, sessions, users, wallets } from '../db/schema.ts';
import { hashToken, newToken } from '../modules/auth/tokens.ts';

// Test buyers made straight in the database: logging in 200 buyers through
// scrypt would take longer than the test they serve.

export type TestBuyer = {
  userId: number;
  companyId: number;
  addressId: number;
  headers: Record<string, string>;
};

export async function makeBuyers(db: Db, n: number, prefix = 'bulk'): Promise<TestBuyer[]> {
  const out: TestBuyer[] = [];
  const expiresAt = new Date(Date.now() + 3600_000);
  for (let i = 0; i < n; i++) {
    const [c] = await db
      .insert(companies)
      .values({ name: `${prefix}药房${i}`, review: 'approved' })
      .returning({ id: companies.id });
    const companyId = c!.id;
    const [u] = await db
      .insert(users)
      .values({
        companyId,
        username: `${prefix}${i}`,
        mobile: `19${String(Math.abs(hash(prefix)) % 1000).padStart(3, '0')}${String(i).padStart(6, '0')}`,
        passwordHash: 'x',
      })
      .returning({ id: users.id });
    const [a] = await db
      .insert(addresses)
      .values({
        companyId,
        name: '张三',
        phone: '13900000000',
        region: '北京市',
        detail: '测试路1号',
        isDefault: true,
      })
      .returning({ id: addresses.id });
    await db.insert(wallets).values({ companyId, balanceFen: 10_000_000 });
    const token = newToken();
    await db.insert(sessions).values({ tokenHash: hashToken(token), userId: u!.id, expiresAt });
    out.push({
      userId: u!.id,
      companyId,
      addressId: a!.id,
      headers: { authorization: `Bearer ${token}` },
    });
  }
  return out;
}

function hash(s: string) {
  let h = 0;
  for (const ch of s) h = (h * 31 + ch.charCodeAt(0)) | 0;
  return h;
}

/** Goods anyone may buy in any step-multiple: no limits, tiers, activity or zone flags. */
export const plainGoods = {
  isHidden: false,
  purchaseLimit: 0,
  purchaseMinimum: 0,
  ladderPrices: [],
  fullReductionId: null,
  activityType: 0,
  warehouseId: 1,
  isPreferred: false,
  freeShippingNumber: 0,
} satisfies Partial<typeof goods.$inferInsert>;

/** Makes a goods row exactly what a test needs. */
export async function setGoods(db: Db, id: number, patch: Partial<typeof goods.$inferInsert>) {
  await db.update(goods).set(patch).where(eq(goods.id, id));
}

export async function readGoods(db: Db, id: number) {
  const [row] = await db.select().from(goods).where(eq(goods.id, id));
  return row!;
}
