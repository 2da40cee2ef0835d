import type { Db } from '../../apps/server/src/db/client.ts';
import { buyer, goods } from './db-builders.ts';

// Purchase approvals (e2e/tests/approvals.test.ts): a goods of its own that
// the demo's sub-account demo_caigou (¥5,000 an order) buys more than its
// limit of, so the order waits for demo's approval; and a buyer of its own
// who turns on a 支付密码 and pays with it.

export async function approvalsFixtures(db: Db) {
  return {
    goods: await goods(db, { name: '头孢克肟胶囊（审批）', priceFen: 10_000, stock: 500 }),
    payer: await buyer(db, {
      username: 'e2e_paypass',
      company: '福寿堂大药房（支付密码）',
      balanceFen: 100_000,
    }),
  };
}
