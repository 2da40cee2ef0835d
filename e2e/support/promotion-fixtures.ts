// The promotions' browser-test data (coupons, 换购, 组合购, 94折, 新人特价 and
// the console's marketing page), split from fixtures.ts, which re-exports it.

import type { Db } from '../../apps/server/src/db/client.ts';
import {
  activity,
  buyer,
  combination,
  couponTemplate,
  goods,
  intoRunningWelfare,
  newCustomerOffer,
  tradeUp,
} from './db-builders.ts';

/**
 * The coupon centre: a buyer, goods of one category, a coupon limited to
 * that category and a cash voucher, both to be claimed in /lqzx.
 */
export async function couponFixtures(db: Db) {
  const scoped = await goods(db, {
    name: '连花清瘟胶囊（领券）',
    category: '感冒用药',
    priceFen: 2_680,
    midPackQuantity: 1,
  });
  return {
    buyer: await buyer(db, {
      username: 'e2e_coupon',
      company: '安康大药房（领券）',
      balanceFen: 200_000,
    }),
    scoped,
    coupon: await couponTemplate(db, {
      name: '感冒用药满200减12.34元券（测试）',
      amountFen: 1_234,
      minSpendFen: 20_000,
      scopeGoods: [scoped.id],
    }),
    voucher: await couponTemplate(db, {
      name: '8元现金券（测试）',
      kind: 2,
      amountFen: 800,
    }),
  };
}

/**
 * 换购: an activity over a ¥100 goods (满300减20) whose ¥300 lets the buyer
 * add up to 2 of a ¥25 goods at ¥9.90.
 */
export async function tradeUpFixtures(db: Db) {
  const paid = await goods(db, { name: '蒲地蓝消炎片（换购门槛）', priceFen: 10_000 });
  const hg = await goods(db, { name: '医用棉签（换购）', priceFen: 2_500 });
  const reduction = await activity(db, [paid.id], '换购测试 满300减20', [
    { thresholdFen: 30_000, reductionFen: 2_000 },
  ]);
  await tradeUp(db, { activityId: reduction.id, goodsId: hg.id, priceFen: 990, perOrder: 2 });
  return {
    buyer: await buyer(db, {
      username: 'e2e_tradeup',
      company: '惠民大药房（换购）',
      balanceFen: 200_000,
    }),
    paid,
    hg,
    reduction,
  };
}

/** 组合购: a package of two goods of its own (two of the first, one of the second per set). */
export async function combinationFixtures(db: Db) {
  const first = await goods(db, { name: '氨溴索口服液（组合购）', priceFen: 3_000, stock: 500 });
  const second = await goods(db, { name: '维生素B2片（组合购）', priceFen: 2_000, stock: 300 });
  const pack = await combination(db, {
    title: '止咳营养搭配（测试套餐）',
    priceFen: 7_000,
    stock: 50,
    goods: [
      [first, 2],
      [second, 1],
    ],
  });
  return { pack, goods: [first, second] as const, perSet: [2, 1] as const };
}

/** 全场94折: a buyer, goods put into the running event and goods left out of it. */
export async function welfareFixtures(db: Db) {
  const eligible = await goods(db, { name: '黄芪精口服液（94折）', priceFen: 2_550 });
  const plain = await goods(db, { name: '金银花露（不打折）', priceFen: 1_800 });
  await intoRunningWelfare(db, [eligible.id]);
  return {
    buyer: await buyer(db, {
      username: 'e2e_welfare',
      company: '百草堂大药房（94折）',
      balanceFen: 100_000,
    }),
    eligible,
    plain,
  };
}

/** 新人特价: a company without any order, and goods offered at half price, one per company. */
export async function newCustomerFixtures(db: Db) {
  const offered = await goods(db, { name: '蒲地蓝消炎片（新人特价）', priceFen: 4_000 });
  return {
    buyer: await buyer(db, {
      username: 'e2e_xr',
      company: '新开张大药房（新人）',
      balanceFen: 100_000,
    }),
    offered,
    offer: await newCustomerOffer(db, offered, 2_000, 1),
  };
}

/** The console's marketing test: goods an operator puts in a new 94折 event. */
export async function consolePromoFixtures(db: Db) {
  return {
    welfareGoods: await goods(db, { name: '银翘解毒软胶囊（94折）', priceFen: 2_150 }),
  };
}
