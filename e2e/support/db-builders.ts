// Rows the browser tests need, written straight into the shop's database with
// the server's own schema and helpers, before the server starts on it.

import { defaultScopeOf, type ShippingRule, type Tier } from '@shop/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import {
  addresses,
  categories,
  companies,
  contractSignatures,
  contractVersions,
  credentials,
  goodsLots,
  goods as goodsTable,
  serviceContacts,
  siteConfig,
  users,
  walletLedger,
  wallets,
} from '../../apps/server/src/db/schema/index.ts';
import { nationalCode } from '../../apps/server/src/demo/codes.ts';
import { initials } from '../../apps/server/src/modules/catalog/pinyin.ts';
import { SHIPPING_RULE_KEY } from '../../apps/server/src/modules/settings/index.ts';
import { hashPassword } from '../../apps/server/src/platform/password.ts';

export type { GoodsFacts } from './goods-facts.ts';

import type { GoodsFacts } from './goods-facts.ts';

export type GoodsSpec = {
  name: string;
  priceFen: number;
  /** A leaf category of the main tree, by name (its root is looked up). */
  category?: string;
  manufacturer?: string;
  stock?: number;
  midPackQuantity?: number;
  purchaseLimit?: number;
  purchaseMinimum?: number;
  ladder?: Tier[];
  sales?: number;
};

let goodsMade = 0;
/** Every built goods' expiry, and its one lot's. */
const GOODS_EXPIRY = '2028-06-30';

/**
 * Goods of a test's own, every column set here (a new required column shows up
 * as a type error): plain goods in a main-tree category, with the facts given.
 */
export async function goods(db: Db, spec: GoodsSpec): Promise<GoodsFacts> {
  goodsMade += 1;
  const category = await leafCategory(db, spec.category ?? '解热镇痛');
  const manufacturer = spec.manufacturer ?? '华北制药股份有限公司';
  const code = nationalCode(1_000_000 + goodsMade);
  const facts = {
    name: spec.name,
    manufacturer,
    nationalCode: code,
    unit: '盒',
    priceFen: spec.priceFen,
    ladder: spec.ladder ?? [],
    quantity: {
      stock: spec.stock ?? 5_000,
      midPackQuantity: spec.midPackQuantity ?? 1,
      purchaseLimit: spec.purchaseLimit ?? 0,
      purchaseMinimum: spec.purchaseMinimum ?? 0,
      buyable: true,
    },
  };
  const [made] = await db
    .insert(goodsTable)
    .values({
      name: facts.name,
      nameInitials: initials(facts.name),
      remarks: '',
      manufacturer,
      manufacturerInitials: initials(manufacturer),
      nationalCode: code,
      approvalNumber: `国药准字H2026${String(goodsMade).padStart(4, '0')}`,
      specification: '0.25g*24粒',
      dosageForm: '胶囊剂',
      unit: facts.unit,
      caseQuantity: 200,
      expiryDate: GOODS_EXPIRY,
      isShortExpiry: false,
      stock: facts.quantity.stock,
      midPackQuantity: facts.quantity.midPackQuantity,
      purchaseLimit: facts.quantity.purchaseLimit,
      purchaseMinimum: facts.quantity.purchaseMinimum,
      priceFen: facts.priceFen,
      marketPriceFen: Math.round(facts.priceFen * 1.3),
      originalPriceFen: Math.round(facts.priceFen * 1.1),
      ladderPrices: facts.ladder,
      categoryId: category.id,
      categoryRootId: category.rootId,
      zoneCategoryId: null,
      zoneCategoryRootId: null,
      kind: 0,
      isClinic: false,
      isDevice: false,
      isHealth: false,
      isControlled: false,
      isFreeShipping: false,
      tags: [],
      imageCount: 1,
      sales: spec.sales ?? 0,
      isHidden: false,
      activityType: 0,
      warehouseId: 1,
      isPreferred: false,
      freeShippingNumber: 0,
    })
    .returning({ id: goodsTable.id });
  // A goods' stock is its lots' sum (docs/decisions/2026-11-28-lots.md): what
  // it holds arrives as one lot expiring on its expiry date.
  if (facts.quantity.stock > 0)
    await db.insert(goodsLots).values({
      goodsId: made!.id,
      lotNo: `E2E${made!.id}`,
      productionDate: '2026-06-30',
      expiryDate: GOODS_EXPIRY,
      quantity: facts.quantity.stock,
      supplier: '国药控股股份有限公司',
    });
  return { id: made!.id, ...facts };
}

async function leafCategory(db: Db, name: string) {
  const [leaf] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.tree, 'main'), eq(categories.name, name)));
  if (!leaf?.parentId) throw new Error(`e2e fixtures: no leaf category ${name} in the main tree`);
  return { id: leaf.id, rootId: leaf.parentId };
}

export type BuyerFacts = {
  companyId: number;
  username: string;
  password: string;
  mobile: string;
  company: string;
  balanceFen: number;
  address: { name: string; phone: string; region: string; detail: string };
  /** The exclusive service contact, when one is assigned. */
  contact: { name: string; phone: string } | null;
};

export type BuyerSpec = {
  username: string;
  company: string;
  balanceFen?: number;
  /** Assigns this (non-default) service contact as the buyer's exclusive one. */
  contactName?: string;
  /**
   * The credentials' review: approved (the default) buyers may order; a pending
   * one waits for a reviewer in the console, with no document yet (its test
   * uploads them through the API, so each has a real file).
   */
  review?: 'approved' | 'pending';
};

let buyersMade = 0;

/**
 * A buyer company (approved unless `review` says otherwise) with one user who
 * logs in through the form (the password is hashed as the server hashes it), a
 * default delivery address and a wallet holding `balanceFen`.
 */
export async function buyer(db: Db, spec: BuyerSpec): Promise<BuyerFacts> {
  buyersMade += 1;
  const password = `e2e-${spec.username}-pw`;
  const contact = spec.contactName ? await contactNamed(db, spec.contactName) : null;
  const [company] = await db
    .insert(companies)
    .values({
      name: spec.company,
      kind: 'pharmacy',
      contactName: '赵晓东',
      contactPhone: '13700000000',
      region: '北京市 东城区',
      address: '东直门南大街 1 号',
      review: spec.review ?? 'approved',
      serviceContactId: contact?.id ?? null,
      businessScope: defaultScopeOf('pharmacy'),
    })
    .returning({ id: companies.id });
  const companyId = company!.id;
  // A pending buyer sends its documents (with their files) through the API in its test.
  if (spec.review !== 'pending')
    await db.insert(credentials).values([
      {
        companyId,
        kind: 'business_licence',
        number: `9111010${buyersMade}E2E000`,
        expiresOn: '2030-12-31',
      },
      {
        companyId,
        kind: 'drug_licence',
        number: `京AA10${buyersMade}E2E`,
        expiresOn: '2030-12-31',
      },
    ]);
  // 17x numbers: never a demo account's (138...) nor the server tests' (19...).
  const mobile = `1770000${String(buyersMade).padStart(4, '0')}`;
  const [user] = await db
    .insert(users)
    .values({
      companyId,
      username: spec.username,
      mobile,
      passwordHash: await hashPassword(password),
      name: '赵晓东',
    })
    .returning({ id: users.id });
  await signedContract(db, companyId, user!.id);
  const address = {
    name: '赵晓东',
    phone: '13700000000',
    region: '北京市 东城区',
    detail: `东直门南大街 1 号 ${spec.company}`,
  };
  await db.insert(addresses).values({ companyId, ...address, isDefault: true });
  const balanceFen = spec.balanceFen ?? 0;
  await db.insert(wallets).values({ companyId, balanceFen });
  if (balanceFen > 0)
    await db.insert(walletLedger).values({
      companyId,
      amountFen: balanceFen,
      balanceAfterFen: balanceFen,
      kind: 1,
      remark: '对公转账充值',
    });
  return {
    companyId,
    username: spec.username,
    password,
    mobile,
    company: spec.company,
    balanceFen,
    address,
    contact: contact && { name: contact.name, phone: contact.phone },
  };
}

/** An established buyer has signed the purchase contract in force (else its orders get 459). */
async function signedContract(db: Db, companyId: number, userId: number) {
  const [v] = await db
    .select()
    .from(contractVersions)
    .orderBy(desc(contractVersions.version))
    .limit(1);
  if (v)
    await db.insert(contractSignatures).values({
      companyId,
      versionId: v.id,
      userId,
      signerName: '赵晓东',
      sha256: v.sha256,
    });
}

async function contactNamed(db: Db, name: string) {
  const [row] = await db.select().from(serviceContacts).where(eq(serviceContacts.name, name));
  if (!row || row.isDefault) throw new Error(`e2e fixtures: no exclusive service contact ${name}`);
  return row;
}

/** The shipping rule the shop charges by, as stored in its settings. */
export async function shippingRule(db: Db): Promise<ShippingRule> {
  const [row] = await db.select().from(siteConfig).where(eq(siteConfig.key, SHIPPING_RULE_KEY));
  if (!row) throw new Error('e2e fixtures: no shipping rule in site_config');
  return row.value as ShippingRule;
}

// The promotions' builders live in promotion-builders.ts; they stay importable from here.
export {
  activity,
  combination,
  couponTemplate,
  intoRunningWelfare,
  newCustomerOffer,
  type TemplateFacts,
  tradeUp,
} from './promotion-builders.ts';
