import { eq } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { cartLines, users } from '../../apps/server/src/db/schema/index.ts';
import { buyer, goods } from './db-builders.ts';

// The cart as outside judges see it (e2e/tests/page-quality.test.ts): a buyer
// of its own whose cart holds a selected line and one that can no longer be
// bought, so axe reads both colourings whichever tests ran before.

export async function qualityFixtures(db: Db) {
  const facts = await buyer(db, { username: 'e2e_quality', company: '德仁堂大药房（质检店）' });
  const buyable = await goods(db, { name: '氨溴索口服溶液（质检）', priceFen: 1_650 });
  const soldOut = await goods(db, { name: '蒲地蓝消炎片（质检缺货）', priceFen: 2_280, stock: 0 });
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, facts.username));
  await db.insert(cartLines).values(
    [buyable, soldOut].map((g) => ({
      companyId: facts.companyId,
      userId: user!.id,
      goodsId: g.id,
      quantity: 2,
    })),
  );
  return { buyer: facts, buyable, soldOut };
}
