import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { addresses, carriers, companies, credentials, goods, users } from '../db/schema/index.ts';
import { DEMO_PURCHASER } from './accounts.ts';

// 含特殊药品复方制剂 and 冷链 in the demo (issue 22): the special compounds
// (新康泰克 and the other 含麻黄碱 goods) carry per-company limits, demo's
// 采购委托书 names its purchaser and its registered address is in its address
// book, and the carriers list has two cold-chain carriers.

/** The carriers list: the common express companies and two cold chains. */
const CARRIERS = [
  { name: '顺丰速运', code: 'SF', coldChain: false },
  { name: '顺丰冷运', code: 'SFCC', coldChain: true },
  { name: '京东物流', code: 'JD', coldChain: false },
  { name: '京东冷链', code: 'JDCC', coldChain: true },
  { name: '中通快递', code: 'ZTO', coldChain: false },
  { name: '圆通速递', code: 'YTO', coldChain: false },
  { name: '申通快递', code: 'STO', coldChain: false },
  { name: '韵达快递', code: 'YD', coldChain: false },
  { name: 'EMS', code: 'EMS', coldChain: false },
  { name: '德邦快递', code: 'DBL', coldChain: false },
];

/**
 * A pharmacy's month of a 含麻黄碱 cold medicine: 5 packing steps an order,
 * 20 a month (a packing step is what one press of + adds).
 */
const limitGoods = (tx: Tx) =>
  tx
    .update(goods)
    .set({
      specialOrderLimit: sql`5 * greatest(${goods.midPackQuantity}, 1)`,
      specialMonthLimit: sql`20 * greatest(${goods.midPackQuantity}, 1)`,
    })
    .where(
      and(
        eq(goods.isSpecialCompound, true),
        eq(goods.specialOrderLimit, 0),
        eq(goods.specialMonthLimit, 0),
      ),
    );

/** demo's registered address (its registration's region and address), in its address book. */
async function registeredAddress(tx: Tx, username: string) {
  const [c] = await tx
    .select({ id: companies.id, region: companies.region, address: companies.address })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.username, username));
  if (!c?.address) return;
  const [has] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.companyId, c.id), eq(addresses.detail, c.address)));
  if (has) return;
  await tx.insert(addresses).values({
    companyId: c.id,
    name: DEMO_PURCHASER.name,
    phone: '13800000001',
    region: c.region,
    detail: c.address,
    isDefault: false,
  });
}

export async function insertSpecialCompoundDemo(tx: Tx): Promise<void> {
  await tx.insert(carriers).values(CARRIERS);
  await limitGoods(tx);
  await registeredAddress(tx, 'demo');
}

/**
 * A demo database seeded before: the carriers, the limits, demo's purchaser
 * on its 委托书 and its registered address. Once: the carriers mark it done.
 */
export async function seedSpecialCompoundsIfMissing(db: Db): Promise<boolean> {
  const [done] = await db.select({ id: carriers.id }).from(carriers).limit(1);
  if (done) return false;
  const [demo] = await db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.username, 'demo'));
  if (!demo) return false;
  await db.transaction(async (tx) => {
    await tx
      .update(credentials)
      .set({ holderName: DEMO_PURCHASER.name, holderIdNumber: DEMO_PURCHASER.idNumber })
      .where(
        and(
          eq(credentials.companyId, demo.companyId),
          eq(credentials.kind, 'proxy'),
          eq(credentials.holderIdNumber, ''),
        ),
      );
    await insertSpecialCompoundDemo(tx);
  });
  return true;
}
