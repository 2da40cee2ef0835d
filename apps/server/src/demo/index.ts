import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { categories, goods } from '../db/schema/index.ts';
import {
  demoAccounts,
  hashDemoPasswords,
  insertBuyers,
  insertContactsAndRanks,
} from './accounts.ts';
import { buildCategories } from './categories.ts';
import { insertChat } from './chat.ts';
import { seedCombinationsIfMissing } from './combination.ts';
import { insertCommerce, seedCommerceIfMissing } from './commerce.ts';
import { insertContent } from './content.ts';
import { seedCouponTemplatesIfMissing } from './coupon-templates.ts';
import { seedCredentialFilesIfMissing } from './credential-files.ts';
import { insertCreditDemo, seedCreditIfMissing } from './credit.ts';
import { insertFirstBusinessDemo, seedFirstBusinessIfMissing } from './first-business.ts';
import { seedFlashIfMissing } from './flash.ts';
import { seedGiftsIfMissing, seedTradeUpsIfMissing } from './gifts.ts';
import { type GoodsInsert, goodsFactory } from './goods.ts';
import { insertGroupbuy, seedGroupbuyIfMissing } from './groupbuy.ts';
import { insertHelp } from './help.ts';
import { insertInstructions } from './instructions.ts';
import { insertInvoiceDemo, seedInvoiceIfMissing } from './invoice.ts';
import { seedLotReportsIfMissing } from './lot-reports.ts';
import { insertLots } from './lots.ts';
import { insertMessagesAndRequests } from './msgreq.ts';
import { insertNewCustomerOffer, seedNewCustomerIfMissing } from './new-customer.ts';
import { insertOtcShop, seedOtcShopIfMissing } from './otc-shop.ts';
import { seedQualificationIfMissing } from './qualification.ts';
import { Random } from './random.ts';
import { insertRecallDemo, seedRecallIfMissing } from './recall.ts';
import { insertReviewDemo, seedReviewIfMissing } from './review.ts';
import { insertSpecialCompoundDemo, seedSpecialCompoundsIfMissing } from './special-compounds.ts';
import { hashStaffPasswords, insertStaff } from './staff.ts';
import { insertStandingListsDemo, seedStandingListsIfMissing } from './standing-lists.ts';
import { insertSubaccounts } from './subaccounts.ts';
import { insertTraceDemo, seedTraceIfMissing, setTracePrefixes } from './trace.ts';
import { seedTransferIfMissing } from './transfer.ts';
import { seedWelfareIfMissing } from './welfare.ts';
import { insertWheel, seedWheelIfMissing } from './wheel.ts';
import { insertZones, seedZonesIfMissing } from './zones.ts';

export { DEMO_PASSWORD, demoAccounts } from './accounts.ts';
export { demoStaff } from './staff.ts';
export { demoSubAccount } from './subaccounts.ts';

/** Changing the seed changes every generated goods row; keep it fixed. */
const SEED = 20261101;
// 45 columns a row keeps one statement well under PostgreSQL's 65,535 parameters.
const BATCH = 1000;

/** Tables given explicit ids; their sequences must move past them. */
const explicitIdTables = ['categories', 'service_contacts', 'ranks', 'nav_items', 'focus_items'];

type SeedCounts = { categories: number; goods: number };

/** Fills an empty database with the demo shop, all or nothing. */
export async function seedDemo(db: Db, opts: { goodsCount?: number } = {}): Promise<void> {
  await seedAndCount(db, opts.goodsCount ?? 20_000);
}

async function seedAndCount(db: Db, goodsCount: number): Promise<SeedCounts> {
  const [hashes, staffHashes] = await Promise.all([hashDemoPasswords(), hashStaffPasswords()]);
  const cats = buildCategories();
  const rng = new Random(SEED);
  const next = goodsFactory(rng, cats);
  await db.transaction(async (tx) => {
    await tx.insert(categories).values(cats.rows);
    await insertContactsAndRanks(tx);
    await insertBuyers(tx, hashes);
    await insertSubaccounts(tx);
    await insertStaff(tx, staffHashes);
    await insertContent(tx);
    await insertHelp(tx);
    let batch: GoodsInsert[] = [];
    for (let i = 0; i < goodsCount; i++) {
      batch.push(next(i));
      if (batch.length === BATCH) {
        await tx.insert(goods).values(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await tx.insert(goods).values(batch);
    // Stock as lots, each in the ledger, so the ledger always explains the stock.
    await insertLots(tx);
    await setTracePrefixes(tx);
    await insertInstructions(tx);
    await resetSequences(tx);
    await insertCommerce(tx);
    await insertZones(tx);
    await insertWheel(tx);
    await insertGroupbuy(tx);
    await insertNewCustomerOffer(tx);
    await insertMessagesAndRequests(tx);
    await insertInvoiceDemo(tx);
    await insertChat(tx);
    await insertReviewDemo(tx);
    await insertOtcShop(tx);
    await insertFirstBusinessDemo(tx);
    await insertSpecialCompoundDemo(tx);
    await insertTraceDemo(tx);
    await insertRecallDemo(tx);
    await insertCreditDemo(tx);
    await insertStandingListsDemo(tx);
  });
  // Fresh planner statistics, so the first queries after a bulk load use the
  // indexes; and the GIN indexes' pending lists merged: 20,000 goods leave
  // ~400 pages in them that every search scanned (18 ms a suggestion, not 1)
  // until autovacuum came by, which ANALYZE alone does not do.
  await db.execute(sql`VACUUM (ANALYZE)`);
  return { categories: cats.rows.length, goods: goodsCount };
}

async function resetSequences(tx: Tx): Promise<void> {
  for (const table of explicitIdTables) {
    await tx.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`,
      ),
    );
  }
}

/** Seeds on first start only: any goods row means an operator's data, left alone. */
async function seedIfEmpty(db: Db, log: (msg: string) => void): Promise<void> {
  const existing = await db.select({ id: goods.id }).from(goods).limit(1);
  if (existing.length > 0) return;
  const started = performance.now();
  const counts = await seedAndCount(db, 20_000);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    `demo data seeded in ${seconds}s: ${counts.goods} goods, ${counts.categories} categories, ` +
      `buyers ${demoAccounts.map((a) => a.username).join('/')}`,
  );
}

/**
 * The demo parts added since the first demo shop, in the order they were
 * written: each adds its rows when a database seeded by an older version
 * lacks them (and never where an operator's data would be touched), and
 * says what it added.
 */
const laterParts: { added: string; add: (db: Db, files: string) => Promise<boolean> }[] = [
  { added: 'demo wallets, coupons and 满减', add: seedCommerceIfMissing },
  { added: 'demo coupon centre templates', add: seedCouponTemplatesIfMissing },
  { added: 'demo brand and franchise zones', add: seedZonesIfMissing },
  { added: 'demo lucky wheel and points mall', add: seedWheelIfMissing },
  { added: 'demo group-buy (拼团)', add: seedGroupbuyIfMissing },
  { added: 'demo 94折 and 满额返', add: seedWelfareIfMissing },
  { added: 'demo 组合购 packages', add: seedCombinationsIfMissing },
  { added: 'demo flash-sale sessions', add: (db) => seedFlashIfMissing(db) },
  { added: 'demo 满赠 gifts', add: seedGiftsIfMissing },
  { added: 'demo 换购', add: seedTradeUpsIfMissing },
  { added: 'demo 新人特价', add: seedNewCustomerIfMissing },
  { added: 'demo purchase contract, newshop and e-invoices', add: seedInvoiceIfMissing },
  {
    added: 'demo licence renewal and account cancellation to review',
    add: seedReviewIfMissing,
  },
  { added: 'demo drug classes and otcshop', add: seedOtcShopIfMissing },
  { added: 'demo first-business documents of pending', add: seedFirstBusinessIfMissing },
  { added: 'demo licence pictures', add: seedCredentialFilesIfMissing },
  {
    added: 'demo 首营资料 (shop licences, approval papers, seal)',
    add: seedQualificationIfMissing,
  },
  {
    added: 'demo carriers, special-compound limits and demo’s purchaser',
    add: seedSpecialCompoundsIfMissing,
  },
  { added: 'demo 追溯码 prefixes and a shipped order with codes', add: seedTraceIfMissing },
  { added: 'demo quality manager and a recalled lot', add: seedRecallIfMissing },
  { added: 'demo 账期 line and a closed statement', add: seedCreditIfMissing },
  { added: 'demo 常购清单 and a waiting 到货通知', add: seedStandingListsIfMissing },
  {
    added: 'demo 对公转账 account and the clinic’s transfer waiting for finance',
    add: seedTransferIfMissing,
  },
  // Last: the lots of every demo order's goods get a report, whichever part added the order.
  { added: 'demo lots’ inspection reports (药检报告)', add: seedLotReportsIfMissing },
];

/**
 * The one call at start (SEED_DEMO): the whole demo shop into an empty
 * database, then whatever later demo part the database lacks. `filesDir`
 * holds the private files (the demo licences' pictures).
 */
export async function seedMissing(
  db: Db,
  o: { filesDir: string; log: (msg: string) => void },
): Promise<void> {
  await seedIfEmpty(db, o.log);
  for (const part of laterParts) if (await part.add(db, o.filesDir)) o.log(`${part.added} added`);
}
