// Each browser test file's own data, one function per file, made before the
// server starts. Names are unique in the demo catalogue, so a test finds its
// goods by name and nothing another test did can change what it sees.

import type { ShippingRule } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { companies } from '../../apps/server/src/db/schema/index.ts';
import { approvalsFixtures } from './approvals-fixtures.ts';
import { couponThresholdFixtures } from './coupon-fixtures.ts';
import {
  activity,
  type BuyerFacts,
  buyer,
  type GoodsFacts,
  goods,
  shippingRule,
} from './db-builders.ts';
import { deliveryNoteFixtures } from './delivery-note-fixtures.ts';
import { specialFixtures, traceFixtures } from './drug-rules-fixtures.ts';
import { papersFixtures } from './papers-fixtures.ts';
import {
  combinationFixtures,
  consolePromoFixtures,
  couponFixtures,
  newCustomerFixtures,
  tradeUpFixtures,
  welfareFixtures,
} from './promotion-fixtures.ts';
import { qualityFixtures } from './quality-fixtures.ts';
import { recallFixtures } from './recall-fixtures.ts';

export type { BuyerFacts, GoodsFacts };
// The promotions' fixtures live in their own file; they stay importable from here.
export {
  combinationFixtures,
  consolePromoFixtures,
  couponFixtures,
  newCustomerFixtures,
  tradeUpFixtures,
  welfareFixtures,
};

/** The home page: a best seller, first under 热销商品. */
export async function homeFixtures(db: Db) {
  return {
    bestseller: await goods(db, {
      name: '雪莲感冒清热颗粒（热销）',
      priceFen: 1_580,
      // Above any seeded goods' sales.
      sales: 50_000_000,
    }),
  };
}

/** The catalogue as a visitor: the newest penicillin, and goods found by their pinyin initials. */
export async function catalogFixtures(db: Db) {
  return {
    newestPenicillin: await goods(db, {
      name: '阿莫西林克拉维酸钾片（新上架）',
      category: '青霉素类',
      priceFen: 2_350,
    }),
    /** Initials xyhjtjn: no demo goods or maker starts with xyhjt. */
    byInitials: await goods(db, {
      name: '雪域红景天胶囊',
      manufacturer: '西藏雪域药业有限公司',
      priceFen: 4_800,
    }),
    initials: 'xyhjt',
  };
}

/** The account test: a buyer with an exclusive service contact, and goods to favourite. */
export async function accountFixtures(db: Db) {
  return {
    buyer: await buyer(db, {
      username: 'e2e_account',
      company: '康源大药房（东直门店）',
      contactName: '李建军',
    }),
    favourite: await goods(db, { name: '复方丹参滴丸（收藏）', priceFen: 2_100 }),
  };
}

/**
 * Checkout: one buyer paying from the balance for a tier-priced, a 满减 and a
 * plain goods; another paying online for goods of its own, with too little
 * balance for the order.
 */
export async function checkoutFixtures(db: Db) {
  const tiered = await goods(db, {
    name: '头孢克肟分散片（阶梯价）',
    category: '头孢类',
    priceFen: 1_250,
    midPackQuantity: 10,
    stock: 600,
    ladder: [
      { number: 50, priceFen: 1_150 },
      { number: 100, priceFen: 1_080 },
    ],
  });
  const manjian = await goods(db, {
    name: '维生素C泡腾片（满减）',
    category: '维生素类',
    priceFen: 2_000,
    midPackQuantity: 5,
  });
  const plain = await goods(db, {
    name: '板蓝根颗粒（普通）',
    category: '清热解毒',
    priceFen: 880,
    midPackQuantity: 2,
    purchaseMinimum: 4,
    stock: 300,
  });
  const reduction = await activity(db, [manjian.id], '测试满减 满300减20 满600减50', [
    { thresholdFen: 30_000, reductionFen: 2_000 },
    { thresholdFen: 60_000, reductionFen: 5_000 },
  ]);
  return {
    shippingRule: (await shippingRule(db)) satisfies ShippingRule,
    balance: {
      buyer: await buyer(db, {
        username: 'e2e_checkout',
        company: '惠民大药房（结算店）',
        balanceFen: 200_000,
      }),
      tiered,
      manjian,
      plain,
      reduction,
    },
    online: {
      buyer: await buyer(db, {
        username: 'e2e_online',
        company: '安康药房（在线支付）',
        balanceFen: 1_000,
      }),
      goods: await goods(db, { name: '蒙脱石散（在线支付）', priceFen: 1_500 }),
    },
  };
}

/** A buyer with an order to pay online, who opens the cashier page logged out. */
export async function cashierLoginFixtures(db: Db) {
  return {
    buyer: await buyer(db, { username: 'e2e_cashier', company: '同心大药房（收银台）' }),
    goods: await goods(db, { name: '氯雷他定片（收银台）', priceFen: 2_600 }),
  };
}

/**
 * The operations console: a buyer waiting for its credentials' review, goods
 * whose price the operator changes for an approved buyer to see, a buyer
 * with the balance to pay for goods the warehouse then ships, and goods the
 * warehouse receives by lot.
 */
export async function consoleFixtures(db: Db) {
  return {
    review: {
      buyer: await buyer(db, {
        username: 'e2e_pending',
        company: '仁和大药房（待审核）',
        review: 'pending',
      }),
      goods: await goods(db, { name: '感冒灵颗粒（审核后下单）', priceFen: 1_250 }),
    },
    price: {
      buyer: await buyer(db, { username: 'e2e_price', company: '益民大药房（改价）' }),
      goods: await goods(db, { name: '布洛芬缓释胶囊（改价）', priceFen: 1_980 }),
    },
    ship: {
      buyer: await buyer(db, {
        username: 'e2e_ship',
        company: '福寿堂大药房（发货）',
        balanceFen: 100_000,
      }),
      goods: await goods(db, {
        name: '阿奇霉素分散片（发货）',
        category: '大环内酯类',
        priceFen: 2_400,
      }),
    },
    refund: await refundFixtures(db),
    // Goods with no stock until the warehouse receives its first lot, and a buyer who then orders it.
    lots: {
      buyer: await buyer(db, { username: 'e2e_lots', company: '广济堂大药房（批次）' }),
      goods: await goods(db, { name: '维生素C片（批次）', priceFen: 1_500, stock: 0 }),
    },
    // A buyer whose password someone guesses (登录保护); nobody else logs in as it.
    lock: {
      buyer: await buyer(db, { username: 'e2e_guessed', company: '回春堂药店（登录保护）' }),
    },
  };
}

/**
 * A buyer who pays from the balance for two goods in a 满100减10 activity, so
 * a line's share of the 满减 is not a round figure, then asks one line back.
 */
async function refundFixtures(db: Db) {
  const first = await goods(db, {
    name: '复方丹参片（退款）',
    priceFen: 3_333,
    midPackQuantity: 1,
  });
  const second = await goods(db, {
    name: '板蓝根颗粒（退款）',
    priceFen: 2_111,
    midPackQuantity: 1,
  });
  await activity(db, [first.id, second.id], '测试满减 满100减10', [
    { thresholdFen: 10_000, reductionFen: 1_000 },
  ]);
  return {
    buyer: await buyer(db, {
      username: 'e2e_refund',
      company: '康宁大药房（退款）',
      balanceFen: 100_000,
    }),
    goods: [first, second] as const,
  };
}

/**
 * E-invoices and the contract: a buyer (signed) whose paid order is invoiced,
 * and goods for the demo's newshop (not signed) to order.
 */
export async function invoiceFixtures(db: Db) {
  return {
    buyer: await buyer(db, {
      username: 'e2e_invoice',
      company: '同济堂大药房（和平里店）',
      balanceFen: 100_000,
    }),
    invoiced: await goods(db, { name: '蒲地蓝消炎片（开票）', priceFen: 2_680 }),
    newshopGoods: await goods(db, { name: '板蓝根颗粒（签约）', priceFen: 1_250 }),
  };
}

/** 对公转账: a pharmacy that pays an order by bank transfer, and the goods it orders. */
export async function transferFixtures(db: Db) {
  return {
    buyer: await buyer(db, { username: 'e2e_transfer', company: '仁和堂大药房（东四店）' }),
    goods: await goods(db, { name: '复方板蓝根颗粒（转账）', priceFen: 4_250 }),
  };
}

/** Account cancellation: a small pharmacy with no balance and no orders, which asks to close. */
export async function cancellationFixtures(db: Db) {
  return {
    buyer: await buyer(db, { username: 'e2e_closing', company: '康乐便民药店（注销）' }),
  };
}

/** /ddgl: a pharmacy that adds a store, leaves it half-registered, continues and discards it. */
export async function storeFixtures(db: Db) {
  return {
    buyer: await buyer(db, { username: 'e2e_stores', company: '同济堂药房（总店）' }),
  };
}

export type Fixtures = {
  home: Awaited<ReturnType<typeof homeFixtures>>;
  catalog: Awaited<ReturnType<typeof catalogFixtures>>;
  account: Awaited<ReturnType<typeof accountFixtures>>;
  checkout: Awaited<ReturnType<typeof checkoutFixtures>>;
  cashierLogin: Awaited<ReturnType<typeof cashierLoginFixtures>>;
  console: Awaited<ReturnType<typeof consoleFixtures>>;
  consolePromo: Awaited<ReturnType<typeof consolePromoFixtures>>;
  coupons: Awaited<ReturnType<typeof couponFixtures>>;
  tradeUp: Awaited<ReturnType<typeof tradeUpFixtures>>;
  combination: Awaited<ReturnType<typeof combinationFixtures>>;
  welfare: Awaited<ReturnType<typeof welfareFixtures>>;
  xr: Awaited<ReturnType<typeof newCustomerFixtures>>;
  variety: Awaited<ReturnType<typeof varietyFixtures>>;
  forget: Awaited<ReturnType<typeof forgetFixtures>>;
  invoice: Awaited<ReturnType<typeof invoiceFixtures>>;
  transfer: Awaited<ReturnType<typeof transferFixtures>>;
  subAccounts: Awaited<ReturnType<typeof subAccountFixtures>>;
  chatQuickbuy: Awaited<ReturnType<typeof chatQuickbuyFixtures>>;
  cancellation: Awaited<ReturnType<typeof cancellationFixtures>>;
  stores: Awaited<ReturnType<typeof storeFixtures>>;
  couponThreshold: Awaited<ReturnType<typeof couponThresholdFixtures>>;
  papers: Awaited<ReturnType<typeof papersFixtures>>;
  recall: Awaited<ReturnType<typeof recallFixtures>>;
  special: Awaited<ReturnType<typeof specialFixtures>>;
  trace: Awaited<ReturnType<typeof traceFixtures>>;
  deliveryNote: Awaited<ReturnType<typeof deliveryNoteFixtures>>;
  approvals: Awaited<ReturnType<typeof approvalsFixtures>>;
  quality: Awaited<ReturnType<typeof qualityFixtures>>;
};

/** Forgotten password and WeChat login: a buyer of its own, whose password the test changes. */
export async function forgetFixtures(db: Db) {
  return {
    buyer: await buyer(db, { username: 'e2e_forget', company: '济民大药房（望京店）' }),
    wechatBuyer: await buyer(db, { username: 'e2e_wechat', company: '同仁诊所（亦庄）' }),
    /** Changes its login mobile on /basic. */
    mobileBuyer: await buyer(db, { username: 'e2e_mobile', company: '康宁大药房（双井店）' }),
  };
}

/** A main account with a balance, who makes a sub-account that orders but may not pay. */
export async function subAccountFixtures(db: Db) {
  return {
    main: await buyer(db, {
      username: 'e2e_subacct_main',
      company: '同仁堂药店（子账号店）',
      balanceFen: 100_000,
    }),
    goods: await goods(db, { name: '阿莫西林胶囊（子账号）', priceFen: 1_800 }),
  };
}

/**
 * Chat and quick purchase: a buyer staff gave the embedded chat (is_can_chat 1),
 * and goods its uploaded list names, one sold in tens.
 */
export async function chatQuickbuyFixtures(db: Db) {
  const facts = await buyer(db, { username: 'e2e_chat', company: '济生堂药房（望京店）' });
  await db.update(companies).set({ canChat: true }).where(eq(companies.name, facts.company));
  return {
    buyer: facts,
    byTens: await goods(db, { name: '清咽利喉片（快采）', priceFen: 1_200, midPackQuantity: 10 }),
    single: await goods(db, { name: '藿香正气水（快采）', priceFen: 850 }),
  };
}

/**
 * The variety request: a buyer who searches for something the shop lacks, and
 * the goods staff list for it (found in the console by its name).
 */
export async function varietyFixtures(db: Db) {
  return {
    buyer: await buyer(db, { username: 'e2e_variety', company: '惠民大药房（南湖店）' }),
    listed: await goods(db, { name: '藏青果喉片（求购到货）', priceFen: 1_280 }),
    /** Matches no goods: the search is empty. */
    keywords: '藏青果喉片E2E',
  };
}

export async function makeFixtures(db: Db): Promise<Fixtures> {
  return {
    home: await homeFixtures(db),
    catalog: await catalogFixtures(db),
    account: await accountFixtures(db),
    checkout: await checkoutFixtures(db),
    cashierLogin: await cashierLoginFixtures(db),
    console: await consoleFixtures(db),
    consolePromo: await consolePromoFixtures(db),
    coupons: await couponFixtures(db),
    tradeUp: await tradeUpFixtures(db),
    combination: await combinationFixtures(db),
    welfare: await welfareFixtures(db),
    xr: await newCustomerFixtures(db),
    variety: await varietyFixtures(db),
    forget: await forgetFixtures(db),
    invoice: await invoiceFixtures(db),
    transfer: await transferFixtures(db),
    subAccounts: await subAccountFixtures(db),
    chatQuickbuy: await chatQuickbuyFixtures(db),
    cancellation: await cancellationFixtures(db),
    stores: await storeFixtures(db),
    couponThreshold: await couponThresholdFixtures(db),
    papers: await papersFixtures(db),
    recall: await recallFixtures(db),
    special: await specialFixtures(db),
    trace: await traceFixtures(db),
    deliveryNote: await deliveryNoteFixtures(db),
    approvals: await approvalsFixtures(db),
    quality: await qualityFixtures(db),
  };
}
