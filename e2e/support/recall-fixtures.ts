import type { Db } from '../../apps/server/src/db/client.ts';
import { buyer, goods } from './db-builders.ts';

// 召回 (e2e/tests/recall.test.ts): a buyer with a balance who buys from the
// one lot of a goods of its own, which the quality manager then recalls.

export async function recallFixtures(db: Db) {
  return {
    buyer: await buyer(db, {
      username: 'e2e_recall',
      company: '仁济堂大药房（召回）',
      balanceFen: 100_000,
    }),
    goods: await goods(db, { name: '阿莫西林胶囊（召回）', priceFen: 1_200, stock: 300 }),
  };
}
