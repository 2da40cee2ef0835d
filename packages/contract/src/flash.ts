import { z } from 'zod';
import { time, yuan } from './admin/promotions.ts';
import { id, int, isoTime, money, page, requiredText, visiblePrice, whole } from './fields.ts';
import { goods } from './goods.ts';

// The flash sale (秒杀): GET /api/miaosha (today's sessions with their goods),
// GET /api/miaosha/{session_id}, and the console's sessions and goods under
// /admin-api/flash. docs/api-flash.md lists the paths.

/** A flash goods: the goods object with its session's price, stock, limit and window. */
export const flashGoodsItem = goods.extend({
  miaosha_goods_id: int,
  /** null for visitors, like every price (登录可见). */
  miaosha_price: visiblePrice,
  /** Flash stock left. */
  miaosha_stock: int,
  miaosha_total: int,
  /** Per buyer (company) over the session; 0 = none. The {n} of '数量超过活动限购{n}'. */
  miaosha_limit: int,
  /** Sold share in whole percent, rounded down. */
  miaosha_percent: int,
  start_time: isoTime,
  end_time: isoTime,
});

/** status: 0 upcoming, 1 running, 2 ended. */
export const flashSession = z.object({
  id: int,
  title: z.string(),
  start_time: isoTime,
  end_time: isoTime,
  status: int,
  status_text: z.string(),
  goods: z.array(flashGoodsItem),
});

export const flashDay = z.object({
  /** The server's clock, so the countdown does not depend on the buyer's. */
  now: isoTime,
  sessions: z.array(flashSession),
});

export const flashSessionParams = z.strictObject({ session_id: id });

// The console.

const count = (label: string, min: number) =>
  whole(
    z
      .number({ message: `${label}须为整数` })
      .int({ message: `${label}须为整数` })
      .min(min, { message: `${label}不能小于 ${min}` })
      .max(1_000_000, { message: `${label}过大` }),
  );

export const adminFlashSessionBody = z
  .strictObject({
    title: requiredText('场次名称', 30),
    starts_at: time('开始时间'),
    ends_at: time('结束时间'),
    enabled: z.boolean().default(true),
  })
  .refine((b) => b.starts_at < b.ends_at, { message: '结束时间须晚于开始时间', path: ['ends_at'] });

export const adminFlashEnableBody = z.strictObject({ enabled: z.boolean() });

export const adminFlashGoodsBody = z.strictObject({
  goods_id: id,
  price: yuan('秒杀价').refine((y) => Number(y) > 0, { message: '秒杀价须大于 0' }),
  stock: count('秒杀库存', 1),
  limit: count('每人限购', 0).default(0),
  sort: count('排序', 0).default(0),
});

export const adminFlashGoodsPutBody = z.strictObject({
  price: adminFlashGoodsBody.shape.price.optional(),
  /** The new total; what is left moves by the same difference (never below what was sold). */
  stock: count('秒杀库存', 1).optional(),
  limit: count('每人限购', 0).optional(),
  sort: count('排序', 0).optional(),
});

export const adminFlashIdParams = z.strictObject({ id });

export const adminFlashGoods = z.object({
  id: int,
  session_id: int,
  goods_id: int,
  goods_name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  goods_price: money,
  goods_stock: int,
  price: money,
  stock_total: int,
  stock_left: int,
  limit: int,
  sort: int,
});

export const adminFlashSession = z.object({
  id: int,
  title: z.string(),
  starts_at: isoTime,
  ends_at: isoTime,
  enabled: z.boolean(),
  /** 0 upcoming, 1 running, 2 ended, 3 stopped. */
  status: int,
  goods: z.array(adminFlashGoods),
});

export const adminFlashSessions = page(adminFlashSession);

export const adminFlashListQuery = z.strictObject({
  page: whole(z.number().int().min(1).max(10_000).default(1)),
  page_size: whole(z.number().int().min(1).max(100).default(20)),
});

export type FlashGoodsItem = z.infer<typeof flashGoodsItem>;
export type FlashSession = z.infer<typeof flashSession>;
export type FlashDay = z.infer<typeof flashDay>;
export type AdminFlashSession = z.infer<typeof adminFlashSession>;
export type AdminFlashGoods = z.infer<typeof adminFlashGoods>;
export type AdminFlashSessionInput = z.input<typeof adminFlashSessionBody>;
export type AdminFlashGoodsInput = z.input<typeof adminFlashGoodsBody>;
