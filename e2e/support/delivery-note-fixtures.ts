import { eq } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { goods as goodsTable } from '../../apps/server/src/db/schema/index.ts';
import { buyer, goods } from './db-builders.ts';

// 随货同行单 and 药检报告 (e2e/tests/delivery-note.test.ts): a pharmacy with
// money on its balance and a cold-chain drug of one lot, so the note shows
// the lot, its dates and the 冷藏 mark.

export async function deliveryNoteFixtures(db: Db) {
  const insulin = await goods(db, {
    name: '精蛋白锌重组人胰岛素注射液（随货同行）',
    priceFen: 6_850,
  });
  await db.update(goodsTable).set({ isColdChain: true }).where(eq(goodsTable.id, insulin.id));
  return {
    buyer: await buyer(db, {
      username: 'e2e_delivery',
      company: '同济堂大药房（随货同行）',
      balanceFen: 200_000,
    }),
    goods: insulin,
  };
}
