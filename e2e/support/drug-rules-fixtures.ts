// The drug rules' browser tests: 含特殊药品复方制剂 and 冷链 (special-compound),
// 药品追溯码 (trace-codes).

import { eq } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { credentials, goods as goodsTable } from '../../apps/server/src/db/schema/index.ts';
import { buyer, goods } from './db-builders.ts';

/**
 * 含特殊药品复方制剂 and 冷链: a buyer whose 委托书 names its purchaser, a
 * 含麻黄碱 goods sold at most 2 boxes an order, and insulin the warehouse
 * ships only with a cold-chain carrier.
 */
export async function specialFixtures(db: Db) {
  const facts = await buyer(db, {
    username: 'e2e_special',
    company: '仁心大药房（含特）',
    balanceFen: 100_000,
  });
  await db.insert(credentials).values({
    companyId: facts.companyId,
    kind: 'proxy',
    number: 'WT2026E2ESPEC',
    expiresOn: '2030-12-31',
    holderName: '赵晓东',
    holderIdNumber: '110101199001011237',
  });
  const special = await goods(db, {
    name: '复方盐酸伪麻黄碱缓释胶囊（限购）',
    priceFen: 2_980,
    midPackQuantity: 1,
  });
  await db
    .update(goodsTable)
    .set({ drugClass: 'otc_a', isSpecialCompound: true, specialOrderLimit: 2 })
    .where(eq(goodsTable.id, special.id));
  const cold = await goods(db, {
    name: '重组人胰岛素注射液（冷链发货）',
    priceFen: 5_600,
    midPackQuantity: 1,
  });
  await db
    .update(goodsTable)
    .set({ drugClass: 'rx', isColdChain: true })
    .where(eq(goodsTable.id, cold.id));
  return { buyer: facts, special, cold };
}

/**
 * 药品追溯码: a buyer who orders a 需追溯码 goods (code prefix 8765432) that
 * the warehouse packs by scanning, then downloads the codes.
 */
export async function traceFixtures(db: Db) {
  const facts = await buyer(db, {
    username: 'e2e_trace',
    company: '同仁大药房（追溯码）',
    balanceFen: 100_000,
  });
  const traced = await goods(db, {
    name: '头孢呋辛酯片（追溯码）',
    category: '头孢类',
    priceFen: 3_250,
    midPackQuantity: 1,
  });
  await db
    .update(goodsTable)
    .set({ drugClass: 'rx', needsTraceCode: true, tracePrefix: '8765432' })
    .where(eq(goodsTable.id, traced.id));
  return { buyer: facts, goods: traced, prefix: '8765432' };
}
