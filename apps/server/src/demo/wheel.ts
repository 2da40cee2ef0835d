import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import {
  couponTemplates,
  drawActivities,
  drawPrizes,
  pointsGoods,
  users,
} from '../db/schema/index.ts';

// The demo's lucky wheel and points mall: a running wheel (3 free chances for
// every buyer, one more per paid order of ¥500, then 50 points a draw), one
// about to start and one ended; points goods the demo buyers (2,139 and 360
// points) can afford, one they cannot, one sold out and one off the shelf.

const DAY = 86_400_000;

type PrizeSeed = Omit<typeof drawPrizes.$inferInsert, 'activityId' | 'sort'>;

export async function insertWheel(tx: Tx, now = new Date()) {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const templates = await tx
    .select({ id: couponTemplates.id, name: couponTemplates.name })
    .from(couponTemplates)
    .where(inArray(couponTemplates.name, ['全场满300减15元券', '5元无门槛现金券']));
  const template = (name: string) => templates.find((t) => t.name === name)?.id ?? null;
  const coupon = template('全场满300减15元券');
  const voucher = template('5元无门槛现金券');

  const wheel = async (a: typeof drawActivities.$inferInsert, prizes: PrizeSeed[]) => {
    const [row] = await tx.insert(drawActivities).values(a).returning({ id: drawActivities.id });
    await tx
      .insert(drawPrizes)
      .values(prizes.map((p, sort) => ({ ...p, activityId: row!.id, sort })));
  };
  const rules = [
    '1. 活动期间每家门店赠送 3 次抽奖机会；',
    '2. 每笔实付满 500 元的订单（已付款）再得 1 次机会；',
    '3. 机会用完后，每次抽奖消耗 50 积分；',
    '4. 积分奖品即时到账，优惠券、现金券放入钱包，实物奖品按默认收货地址寄出；',
    '5. 奖品数量有限，抽完即止。',
  ].join('\n');
  const couponPrizes: PrizeSeed[] = [
    ...(coupon
      ? [{ name: '满300减15元券', kind: 2, weight: 1500, stock: 200, couponTemplateId: coupon }]
      : []),
    ...(voucher
      ? [{ name: '5元现金券', kind: 3, weight: 1000, stock: 100, couponTemplateId: voucher }]
      : []),
  ];
  const couponWeight = couponPrizes.reduce((s, p) => s + p.weight, 0);
  await wheel(
    {
      name: '年终感恩大转盘',
      rules,
      startsAt: at(-3),
      endsAt: at(27),
      freeChances: 3,
      chancesPerOrder: 1,
      orderMinFen: 50_000,
      pointsPerDraw: 50,
    },
    [
      { name: '100积分', kind: 1, weight: 1500, stock: 300, points: 100 },
      { name: '20积分', kind: 1, weight: 2500, stock: 1000, points: 20 },
      ...couponPrizes,
      { name: '电子体温计', kind: 4, weight: 300, stock: 10 },
      { name: '医用口罩一盒', kind: 4, weight: 700, stock: 50 },
      // The rest of 100% lands on 谢谢参与.
      { name: '谢谢参与', kind: 0, weight: 5000 - couponWeight, stock: null },
    ],
  );
  await wheel(
    {
      name: '双十二幸运转盘',
      rules: '12 月 12 日当天开放，每家门店 1 次免费机会。',
      startsAt: at(16),
      endsAt: at(17),
      freeChances: 1,
      pointsPerDraw: 0,
    },
    [
      { name: '200积分', kind: 1, weight: 2000, stock: 100, points: 200 },
      { name: '谢谢参与', kind: 0, weight: 8000, stock: null },
    ],
  );
  await wheel(
    {
      name: '双十一狂欢转盘',
      rules: '活动已结束，感谢参与。',
      startsAt: at(-20),
      endsAt: at(-10),
      freeChances: 2,
      pointsPerDraw: 30,
    },
    [
      { name: '50积分', kind: 1, weight: 3000, stock: 200, won: 0, points: 50 },
      { name: '谢谢参与', kind: 0, weight: 7000, stock: null },
    ],
  );

  await tx.insert(pointsGoods).values([
    {
      name: '医用外科口罩（50只/盒）',
      remarks: '三层防护，独立包装。每家限兑 5 盒。',
      points: 200,
      stock: 500,
      perBuyer: 5,
      sort: 1,
    },
    {
      name: '75%酒精消毒湿巾（80片）',
      remarks: '门店柜台常备，随手消毒。',
      points: 150,
      stock: 300,
      perBuyer: 0,
      sort: 2,
    },
    {
      name: '电子体温计',
      remarks: '软头设计，约 60 秒出结果。每家限兑 2 支。',
      points: 800,
      stock: 60,
      perBuyer: 2,
      sort: 3,
    },
    {
      name: '门店定制保温杯（500ml）',
      remarks: '316 不锈钢内胆，可刻门店名称。',
      points: 1000,
      stock: 40,
      perBuyer: 1,
      sort: 4,
    },
    {
      name: '上臂式电子血压计',
      remarks: '全自动测量，语音播报。积分+现金：另付 ¥49.00，从账户余额扣除。',
      points: 2000,
      cashFen: 4_900,
      stock: 10,
      perBuyer: 1,
      sort: 5,
    },
    {
      name: '药品收纳分装盒',
      remarks: '七日分格，已全部兑完，补货中。',
      points: 300,
      stock: 0,
      perBuyer: 0,
      sort: 6,
    },
    {
      name: '红外额温枪（旧款）',
      remarks: '已下架。',
      points: 1200,
      stock: 5,
      perBuyer: 1,
      sort: 7,
      onShelf: false,
    },
  ]);
}

/**
 * A demo database seeded before the wheel existed gets it once (activities are
 * stopped, never deleted, so none means never seeded).
 */
export async function seedWheelIfMissing(db: Db): Promise<boolean> {
  const [any] = await db.select({ id: drawActivities.id }).from(drawActivities).limit(1);
  if (any) return false;
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
  if (!demo) return false;
  await db.transaction((tx) => insertWheel(tx));
  return true;
}
