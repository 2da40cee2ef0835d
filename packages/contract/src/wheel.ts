import { z } from 'zod';
import { flag01, id, int, isoTime, money, page, pageNo, whole } from './fields.ts';

// The lucky wheel (转盘抽奖, /zpcj and the lottery pop-up) and the points mall
// (积分商城 /jfsc, points orders /jfdd), by the spec's calls (section 7).

export const drawIdQuery = z.strictObject({ id });
export const drawRecordQuery = z.strictObject({ page: pageNo, id: id.optional() });

/** The running activity the pop-up offers: id 0 when none; is_join 1 once the company has drawn in it. */
export const drawSimple = z.object({ id: int, is_join: flag01 });

/** type: 0 谢谢参与, 1 积分, 2 优惠券, 3 现金券, 4 实物. */
export const drawPrize = z.object({ id: int, name: z.string(), type: int, type_text: z.string() });

/** state: 0 running, 1 not started, 2 ended (or stopped). */
export const drawActivity = z.object({
  id: int,
  name: z.string(),
  rules: z.string(),
  start_time: isoTime,
  end_time: isoTime,
  state: int,
  state_text: z.string(),
  /** Chances left now (from the activity's gift and from paid orders). */
  chances: int,
  /** Points one draw costs once chances run out; 0: drawing with points is not offered. */
  points_per_draw: int,
  /** The company's points now. */
  points: int,
  prizes: z.array(drawPrize),
});

/** One draw's outcome: the prize (name and remarks, as the pop-up shows them). */
export const drawResult = z.object({
  record_id: int,
  /** The prize won. */
  id: int,
  /** The prize's index among the activity's prizes (where the wheel stops). */
  index: int,
  name: z.string(),
  remarks: z.string(),
  type: int,
  chances: int,
  points: int,
  points_spent: int,
});

export const drawRecord = z.object({
  id: int,
  activity_id: int,
  activity_name: z.string(),
  prize_name: z.string(),
  type: int,
  type_text: z.string(),
  remarks: z.string(),
  points_spent: int,
  created_at: isoTime,
});
export const drawRecordPage = page(drawRecord);

/** Latest winners, the company name masked. */
export const drawWinner = z.object({
  name: z.string(),
  prize_name: z.string(),
  created_at: isoTime,
});
export const drawWinners = z.array(drawWinner);

/** Running activities as banners for the wheel page and the shop. */
export const drawAd = z.object({ id: int, title: z.string(), url: z.string(), end_time: isoTime });
export const drawAds = z.array(drawAd);

// ---- points mall ----

export const jfscGoodsQuery = z.strictObject({ page: pageNo });

/** state: 0 may exchange, 1 sold out, 2 the company's limit reached. */
export const jfscGoods = z.object({
  id: int,
  name: z.string(),
  remarks: z.string(),
  image: z.string(),
  points: int,
  /** The cash part paid from the balance with the points ('0.00': points only). */
  cash: money,
  stock: int,
  per_buyer: int,
  exchanged: int,
  state: int,
});
export const jfscGoodsPage = page(jfscGoods).extend({ points: int });

const count = whole(
  z
    .number({ message: '兑换数量须为整数' })
    .int({ message: '兑换数量须为整数' })
    .min(1, { message: '兑换数量至少为 1' })
    .max(999, { message: '兑换数量最多 999' }),
);

export const jfscExchangeBody = z.strictObject({
  goods_id: id,
  number: count,
  address_id: id,
  /** The client's idempotency key: the same key answers the same order, made once. */
  key: z
    .string({ message: '请求标识不能为空' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { message: '请求标识为 8-64 位字母、数字、下划线或短横线' }),
});

/** status: paid 待发货, shipped 已发货. source: 1 积分兑换, 2 抽奖奖品. */
export const jfscOrder = z.object({
  id: int,
  order_no: z.string(),
  source: int,
  source_text: z.string(),
  goods_id: int,
  goods_name: z.string(),
  image: z.string(),
  number: int,
  points: int,
  /** The cash part paid from the balance. */
  cash: money,
  status: z.string(),
  status_text: z.string(),
  address: z
    .object({ name: z.string(), phone: z.string(), region: z.string(), detail: z.string() })
    .nullable(),
  carrier: z.string(),
  tracking_no: z.string(),
  shipped_at: isoTime.nullable(),
  created_at: isoTime,
});
export const jfscOrderPage = page(jfscOrder);
export const jfscOrdersQuery = z.strictObject({
  page: pageNo,
  status: z.enum(['paid', 'shipped'], { message: '订单状态不正确' }).optional(),
});
export const jfscExchangeResult = z.object({ order: jfscOrder, points: int });

export type DrawSimple = z.infer<typeof drawSimple>;
export type DrawActivity = z.infer<typeof drawActivity>;
export type DrawPrize = z.infer<typeof drawPrize>;
export type DrawResult = z.infer<typeof drawResult>;
export type DrawRecord = z.infer<typeof drawRecord>;
export type DrawRecordPage = z.infer<typeof drawRecordPage>;
export type DrawWinner = z.infer<typeof drawWinner>;
export type DrawAd = z.infer<typeof drawAd>;
export type JfscGoods = z.infer<typeof jfscGoods>;
export type JfscGoodsPage = z.infer<typeof jfscGoodsPage>;
export type JfscOrder = z.infer<typeof jfscOrder>;
export type JfscOrderPage = z.infer<typeof jfscOrderPage>;
export type JfscExchangeResult = z.infer<typeof jfscExchangeResult>;
export type JfscExchangeBody = z.input<typeof jfscExchangeBody>;
