import { businessScopes } from '@shop/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  addresses,
  companies,
  contractSignatures,
  contractVersions,
  credentials,
  goods,
  sessions,
  users,
  wallets,
} from '../db/schema/index.ts';
import { fullReductionGoods, fullReductions } from '../db/schema/promotion.ts';
import { hashToken, newToken } from '../platform/tokens.ts';

// Test buyers made straight in the database: logging in 200 buyers through
// scrypt would take longer than the test they serve.

/** Test mobiles 19xxxxxxxxx, one each, never a demo account's. */
let mobiles = 0;

export type TestBuyer = {
  userId: number;
  companyId: number;
  addressId: number;
  headers: Record<string, string>;
};

/**
 * Approved buyers (authorised for controlled goods and every 经营范围 class
 * too, with a purchaser authorisation on file, so a seeded goods that happens
 * to be 控销, a health food or a 含特殊药品复方制剂 is bought like any other),
 * each with a session, an address and ¥100,000. Each gets a
 * company of its own, unless `companyId` puts them all in one (several users
 * of a company who may each order).
 */
export async function makeBuyers(
  db: Db,
  n: number,
  prefix = 'bulk',
  inCompany?: number,
): Promise<TestBuyer[]> {
  const out: TestBuyer[] = [];
  const expiresAt = new Date(Date.now() + 3600_000);
  // Established buyers have signed the purchase contract in force (else orders get 459).
  const [contract] = await db
    .select({ id: contractVersions.id, sha256: contractVersions.sha256 })
    .from(contractVersions)
    .orderBy(desc(contractVersions.version))
    .limit(1);
  for (let i = 0; i < n; i++) {
    const companyId =
      inCompany ??
      (
        await db
          .insert(companies)
          .values({
            name: `${prefix}药房${i}`,
            review: 'approved',
            // The address below is the registered one (含特殊药品复方制剂 ship only there).
            region: '北京市',
            address: '测试路1号',
            controlledSalesAuthorized: true,
            businessScope: Object.keys(businessScopes),
          })
          .returning({ id: companies.id })
      )[0]!.id;
    const [u] = await db
      .insert(users)
      .values({
        companyId,
        username: `${prefix}${i}`,
        mobile: `19${String(++mobiles).padStart(9, '0')}`,
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
    if (inCompany === undefined)
      await db.insert(wallets).values({ companyId, balanceFen: 10_000_000 });
    // An approved 采购委托书 naming its purchaser: it may buy 含特殊药品复方制剂.
    if (inCompany === undefined)
      await db.insert(credentials).values({
        companyId,
        kind: 'proxy',
        number: `WT${String(companyId).padStart(8, '0')}`,
        issuedOn: '2025-01-01',
        expiresOn: '2099-12-31',
        // On file as first-business review reads it (a named file), not only in date.
        file: `${'0'.repeat(32)}.png`,
        fileType: 'image/png',
        holderName: '测试采购员',
        holderIdNumber: '110105199003071234',
      });
    if (inCompany === undefined && contract)
      await db.insert(contractSignatures).values({
        companyId,
        versionId: contract.id,
        userId: u!.id,
        signerName: '测试',
        sha256: contract.sha256,
      });
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

/** Goods anyone may buy in any step-multiple: no limits, tiers, activity or zone flags. */
export const plainGoods = {
  isHidden: false,
  purchaseLimit: 0,
  purchaseMinimum: 0,
  ladderPrices: [],
  activityType: 0,
  warehouseId: 1,
  isPreferred: false,
  freeShippingNumber: 0,
  // Shipped without scanning 追溯码 (a test about codes sets the flag and a prefix).
  needsTraceCode: false,
  tracePrefix: null,
} satisfies Partial<typeof goods.$inferInsert>;

let madeGoods = 0;

/**
 * A new goods row of its own for one test: a copy of a seeded row (so every
 * column is realistic) made plain, with the test's changes on top.
 */
export async function makeGoods(db: Db, patch: Partial<typeof goods.$inferInsert> = {}) {
  const [template] = await db.select().from(goods).orderBy(goods.id).limit(1);
  const { id: _id, createdAt: _c, ...row } = template!;
  madeGoods += 1;
  const [made] = await db
    .insert(goods)
    .values({
      ...row,
      ...plainGoods,
      name: `测试商品${madeGoods}`,
      nameInitials: `cssp${madeGoods}`,
      stock: 1_000,
      midPackQuantity: 10,
      priceFen: 1_000,
      unit: '盒',
      ...patch,
    })
    .returning({ id: goods.id });
  await oneTestLot(db, made!.id);
  return made!.id;
}

/**
 * Makes a goods row exactly what a test needs. Its stock is its lots' sum:
 * a test that sets the stock (or the expiry) gets it as one lot `T<id>`
 * expiring on the goods' expiry date, the goods' other lots emptied.
 */
export async function setGoods(db: Db, id: number, patch: Partial<typeof goods.$inferInsert>) {
  await db.update(goods).set(patch).where(eq(goods.id, id));
  if (patch.stock !== undefined || patch.expiryDate !== undefined) await oneTestLot(db, id);
}

/** The goods' stock as its one selling lot (tests written before lots set goods.stock). */
async function oneTestLot(db: Db, id: number) {
  await db.execute(sql`UPDATE goods_lots SET quantity = 0 WHERE goods_id = ${id}`);
  await db.execute(sql`
    INSERT INTO goods_lots (goods_id, lot_no, production_date, expiry_date, quantity, supplier)
    SELECT id, 'T' || id, (expiry_date - interval '2 years')::date, expiry_date, stock, '测试供应商'
    FROM goods WHERE id = ${id}
    ON CONFLICT (goods_id, lot_no) DO UPDATE SET quantity = excluded.quantity,
      production_date = excluded.production_date, expiry_date = excluded.expiry_date,
      state = 'selling'`);
}

export async function readGoods(db: Db, id: number) {
  const [row] = await db.select().from(goods).where(eq(goods.id, id));
  return row!;
}

/**
 * A running 满减 activity holding these goods (limit per buyer per goods, 0 =
 * none), announced to the app as the console will announce its changes.
 */
export async function makeActivity(
  t: { db: Db; app: { services: { promotion: { activitiesChanged(): Promise<void> } } } },
  goodsIds: number[],
  opts: {
    title?: string;
    tiers?: { thresholdFen: number; reductionFen: number }[];
    limit?: number;
  } = {},
) {
  const { db } = t;
  const [activity] = await db
    .insert(fullReductions)
    .values({
      title: opts.title ?? '测试满减 满300减20',
      tiers: opts.tiers ?? [{ thresholdFen: 30_000, reductionFen: 2_000 }],
      limitPerBuyer: opts.limit ?? 0,
      startsAt: new Date(Date.now() - 60_000),
      endsAt: new Date(Date.now() + 3600_000),
    })
    .returning();
  await putInActivity(db, activity!.id, goodsIds);
  await t.app.services.promotion.activitiesChanged();
  return activity!;
}

/** Takes the goods out of whatever activity holds them and puts them in this one. */
export async function putInActivity(db: Db, activityId: number, goodsIds: number[]) {
  for (const goodsId of goodsIds) {
    await db.delete(fullReductionGoods).where(eq(fullReductionGoods.goodsId, goodsId));
    await db.insert(fullReductionGoods).values({ activityId, goodsId });
  }
}

/** Takes the goods out of every activity. */
export async function leaveActivities(db: Db, goodsIds: number[]) {
  for (const goodsId of goodsIds)
    await db.delete(fullReductionGoods).where(eq(fullReductionGoods.goodsId, goodsId));
}
