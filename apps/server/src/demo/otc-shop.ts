import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { companies, credentials, goods, users } from '../db/schema/index.ts';
import { hashPassword } from '../platform/password.ts';
import { DEMO_PASSWORD, demoAccounts } from './accounts.ts';
import { shelves } from './catalog.ts';
import { drugClassOf, specialLines } from './drug-class.ts';

// otcshop: a 乙类非处方药零售 counter in a supermarket, licensed for OTC class B
// only, so the shop refuses it Rx and 甲类 goods with the reason (issue 22).

const otcshop = demoAccounts[5];

export async function insertOtcShop(tx: Tx): Promise<void> {
  const [company] = await tx
    .insert(companies)
    .values({
      name: otcshop.company,
      kind: 'otc_counter',
      contactName: '何静',
      contactPhone: otcshop.mobile,
      region: '北京市 丰台区',
      address: '南三环西路 16 号物美超市一层药品专柜',
      review: 'approved',
      rankId: 1,
      serviceContactId: 1,
      legalPerson: '何静',
      businessScope: ['chemical', 'patent', 'device', 'health_food'],
      licensedDrugClasses: ['otc_b'],
    })
    .returning({ id: companies.id });
  const companyId = company!.id;
  await tx.insert(users).values({
    companyId,
    username: otcshop.username,
    mobile: otcshop.mobile,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    name: '何静',
    isMain: true,
  });
  await tx.insert(credentials).values([
    {
      companyId,
      kind: 'business_licence',
      number: '91110106MA04C7TQ2X',
      issuedOn: '2021-03-01',
      expiresOn: '2031-02-28',
    },
    // A 乙类非处方药 retail licence: 药品经营许可证 with that scope.
    {
      companyId,
      kind: 'drug_licence',
      number: '京CB1060377',
      issuedOn: '2024-05-01',
      expiresOn: '2029-04-30',
    },
  ]);
}

/**
 * A demo database seeded before drug classes: its goods were classed by the
 * migration (every drug Rx); give them the demo's classes by product line,
 * and add otcshop. Once: otcshop marks it done.
 */
export async function seedOtcShopIfMissing(db: Db): Promise<boolean> {
  const [done] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, otcshop.username));
  if (done) return false;
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
  if (!demo) return false;
  const byClass = new Map<string, string[]>();
  for (const t of [...shelves().flatMap((s) => s.templates), ...specialLines()]) {
    const c = drugClassOf(t).drugClass;
    if (c !== 'none') byClass.set(c, [...(byClass.get(c) ?? []), t.name]);
  }
  await db.transaction(async (tx) => {
    for (const [drugClass, names] of byClass)
      await tx.update(goods).set({ drugClass }).where(inArray(goods.name, names));
    await insertOtcShop(tx);
  });
  return true;
}
