import { eq } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { credentials, goods as goodsTable } from '../../apps/server/src/db/schema/index.ts';
import { buyer, goods } from './db-builders.ts';

// 首营资料 and the licence set at approval (e2e/tests/papers.test.ts): an
// approved buyer who downloads papers, goods whose approval document staff
// upload in the test, and a 乙类 OTC counter waiting for the reviewer with
// its documents approved on file, who is then offered a prescription drug.

/** The pharmacy's required documents, approved, with a file name (the review checks rows, not bytes). */
async function documentsApproved(db: Db, companyId: number) {
  const file = `${'0'.repeat(32)}.png`;
  await db.insert(credentials).values(
    [
      ['business_licence', '91110106MA04E2EP01'],
      ['drug_licence', '京CB1060E2E'],
      ['proxy', 'WT2026E2EP01'],
      ['buyer_id', '110105199003071234'],
    ].map(([kind, number]) => ({
      companyId,
      kind: kind!,
      number: number!,
      issuedOn: '2025-01-01',
      expiresOn: '2035-12-31',
      status: 'current',
      file,
      fileType: 'image/png',
    })),
  );
}

export async function papersFixtures(db: Db) {
  const counter = await buyer(db, {
    username: 'e2e_otc_counter',
    company: '物美便民药柜（待审核）',
    review: 'pending',
  });
  await documentsApproved(db, counter.companyId);
  const rx = await goods(db, { name: '头孢呋辛酯片（首营审核）', priceFen: 2_650 });
  await db.update(goodsTable).set({ drugClass: 'rx' }).where(eq(goodsTable.id, rx.id));
  return {
    buyer: await buyer(db, { username: 'e2e_papers', company: '安康大药房（首营资料）' }),
    goods: await goods(db, { name: '复方甘草口服溶液（首营资料）', priceFen: 1_500 }),
    counter,
    rx,
  };
}
