import { z } from 'zod';
import {
  id,
  int,
  isoTime,
  money,
  page,
  pageNo,
  pageSize,
  requiredText,
  text,
  whole,
} from '../fields.ts';
import { jfscOrder } from '../wheel.ts';
import { time, yuan } from './promotions.ts';

// The console's lucky wheel (activities, prizes, draw records) and points
// mall (goods, points orders). Probabilities are in ten-thousandths
// (weight 250 = 2.5%); an activity's weights add up to 10000.

export const WEIGHT_TOTAL = 10_000;

const count = (label: string, min: number, max: number) =>
  whole(
    z
      .number({ message: `${label}须为整数` })
      .int({ message: `${label}须为整数` })
      .min(min, { message: `${label}不能小于 ${min}` })
      .max(max, { message: `${label}不能大于 ${max}` }),
  );

export const drawPrizeInput = z
  .strictObject({
    /** An existing prize keeps its id (and what was won of it). */
    id: id.optional(),
    name: requiredText('奖品名称', 30),
    /** 0 谢谢参与, 1 积分, 2 优惠券, 3 现金券, 4 实物. */
    type: count('奖品类型', 0, 4),
    weight: count('中奖概率', 0, WEIGHT_TOTAL),
    /** Prizes left; null only for 谢谢参与 (unlimited). */
    stock: count('奖品库存', 0, 1_000_000).nullable(),
    points: count('奖励积分', 0, 1_000_000).default(0),
    coupon_template_id: id.nullable().default(null),
  })
  .superRefine((p, ctx) => {
    if (p.type !== 0 && p.stock === null)
      ctx.addIssue({ code: 'custom', path: ['stock'], message: '请填写奖品库存' });
    if (p.type === 1 && p.points <= 0)
      ctx.addIssue({ code: 'custom', path: ['points'], message: '积分奖品须填写奖励积分' });
    if ((p.type === 2 || p.type === 3) && p.coupon_template_id === null)
      ctx.addIssue({ code: 'custom', path: ['coupon_template_id'], message: '请选择优惠券模板' });
  });

export const drawActivityBody = z
  .strictObject({
    name: requiredText('活动名称', 30),
    rules: text('活动规则', 2000).default(''),
    starts_at: time('开始时间'),
    ends_at: time('结束时间'),
    free_chances: count('赠送次数', 0, 100),
    chances_per_order: count('每单赠送次数', 0, 100),
    order_min_amount: yuan('订单金额门槛'),
    points_per_draw: count('每次消耗积分', 0, 1_000_000),
    prizes: z
      .array(drawPrizeInput, { message: '奖品格式不正确' })
      .min(2, { message: '至少设置 2 个奖品' })
      .max(12, { message: '最多设置 12 个奖品' }),
  })
  .superRefine((b, ctx) => {
    if (b.starts_at >= b.ends_at)
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: '结束时间须晚于开始时间' });
    const sum = b.prizes.reduce((s, p) => s + p.weight, 0);
    if (sum !== WEIGHT_TOTAL)
      ctx.addIssue({
        code: 'custom',
        path: ['prizes'],
        message: `中奖概率合计须为 100%（现为 ${(sum / 100).toFixed(2)}%）`,
      });
    if (!b.prizes.some((p) => p.type === 0))
      ctx.addIssue({
        code: 'custom',
        path: ['prizes'],
        message: '须设置一个“谢谢参与”（奖品抽完时落在这里）',
      });
  });

export const adminDrawPrize = z.object({
  id: int,
  name: z.string(),
  type: int,
  type_text: z.string(),
  weight: int,
  stock: int.nullable(),
  won: int,
  points: int,
  coupon_template_id: int.nullable(),
});

export const adminDrawActivity = z.object({
  id: int,
  name: z.string(),
  rules: z.string(),
  starts_at: isoTime,
  ends_at: isoTime,
  free_chances: int,
  chances_per_order: int,
  order_min_amount: z.string(),
  points_per_draw: int,
  status: z.enum(['upcoming', 'running', 'ended', 'stopped']),
  status_text: z.string(),
  draws: int,
  prizes: z.array(adminDrawPrize),
});
export const adminDrawActivityPage = page(adminDrawActivity);

export const adminDrawActivitiesQuery = z.strictObject({
  page: pageNo,
  page_size: pageSize(100, 20),
});

export const adminDrawRecordsQuery = z.strictObject({
  page: pageNo,
  page_size: pageSize(100, 20),
  activity_id: id.optional(),
  keywords: text('搜索关键词', 50).default(''),
});

export const adminDrawRecord = z.object({
  id: int,
  activity_id: int,
  activity_name: z.string(),
  company_id: int,
  company_name: z.string(),
  prize_name: z.string(),
  type: int,
  type_text: z.string(),
  points_spent: int,
  remark: z.string(),
  created_at: isoTime,
});
export const adminDrawRecordPage = page(adminDrawRecord);

export const pointsGoodsBody = z.strictObject({
  name: requiredText('商品名称', 50),
  remarks: text('商品说明', 500).default(''),
  image: text('图片地址', 300)
    .refine((s) => s === '' || /^(https?:\/\/|\/)/.test(s), { message: '图片地址须为链接' })
    .default(''),
  points: count('所需积分', 1, 10_000_000),
  /** 积分+现金: the cash part in yuan, paid from the balance ('0' or absent: points only). */
  cash: yuan('现金部分').default('0'),
  stock: count('库存', 0, 1_000_000),
  per_buyer: count('每家限兑', 0, 10_000),
  sort: count('排序', 0, 10_000).default(0),
  on_shelf: whole(z.union([z.literal(0), z.literal(1)], { message: '上架标记须为 0 或 1' })),
});

export const adminPointsGoods = z.object({
  id: int,
  name: z.string(),
  remarks: z.string(),
  image: z.string(),
  points: int,
  cash: money,
  stock: int,
  per_buyer: int,
  sort: int,
  on_shelf: int,
  exchanged: int,
  created_at: isoTime,
});
export const adminPointsGoodsPage = page(adminPointsGoods);
export const adminPointsGoodsQuery = z.strictObject({
  page: pageNo,
  page_size: pageSize(100, 20),
  keywords: text('搜索关键词', 50).default(''),
});

export const adminPointsOrdersQuery = z.strictObject({
  page: pageNo,
  page_size: pageSize(100, 20),
  status: z.enum(['paid', 'shipped'], { message: '订单状态不正确' }).optional(),
  keywords: text('搜索关键词', 50).default(''),
});

export const pointsOrderShipBody = z.strictObject({
  carrier: requiredText('快递公司', 30),
  tracking_no: z
    .string({ message: '请输入快递单号' })
    .trim()
    .regex(/^[A-Za-z0-9-]{6,40}$/, { message: '快递单号为 6-40 位字母、数字或短横线' }),
});

/** A points order as the buyer sees it, with the company that placed it. */
export const adminPointsOrder = jfscOrder.extend({ company_id: int, company_name: z.string() });
export const adminPointsOrderPage = page(adminPointsOrder);

export type DrawActivityBody = z.input<typeof drawActivityBody>;
export type DrawPrizeInput = z.input<typeof drawPrizeInput>;
export type AdminDrawActivity = z.infer<typeof adminDrawActivity>;
export type AdminDrawPrize = z.infer<typeof adminDrawPrize>;
export type AdminDrawRecord = z.infer<typeof adminDrawRecord>;
export type PointsGoodsBody = z.input<typeof pointsGoodsBody>;
export type AdminPointsGoods = z.infer<typeof adminPointsGoods>;
export type AdminPointsOrder = z.infer<typeof adminPointsOrder>;
