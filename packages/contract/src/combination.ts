import { z } from 'zod';
import { id, int, isoTime, money, pageNo, pageSize, requiredText, text, whole } from './fields.ts';

// 组合购 (/zhzq): packages of several goods at one package price. The zone's
// list, the package a cart line of type 3 holds, and the console's package
// pages. Paths: docs/api-combination.md.

/** A goods of a package as buyers see it. */
export const combinationGoods = z.object({
  id: int,
  name: z.string(),
  logo: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
  /** How many of it one package holds. */
  number: int,
  /** Its own price, bought alone. */
  price: money,
});

/** The package a cart line of type 3 holds (spec: "combination when type is 3"). */
export const cartCombination = z.object({
  id: int,
  title: z.string(),
  price: money,
  /** What the goods cost bought alone, and what the package saves. */
  ori_price: money,
  saving: money,
  /** Packages that can be bought now: the package's stock or what its goods' stock allows, whichever is less. */
  stock: int,
  goods: z.array(combinationGoods),
});

/** status: 0 not started, 1 running, 2 ended (or stopped). */
export const combinationItem = cartCombination.extend({
  limit: int,
  start_time: isoTime,
  end_time: isoTime,
  status: int,
  status_text: z.string(),
  /** Packages the buyer's company holds in orders not cancelled (its limit counts these). */
  bought: int,
});

export const combinationList = z.object({ list: z.array(combinationItem) });

export const combinationListQuery = z.strictObject({
  /** 1 running (default), 0 upcoming. */
  status: whole(z.union([z.literal(0), z.literal(1)], { message: '状态格式不正确' })).default(1),
});

// --- console ---

const count = (label: string, min: number, max: number) =>
  whole(
    z
      .number({ message: `${label}须为整数` })
      .int({ message: `${label}须为整数` })
      .min(min, { message: `${label}不能小于 ${min}` })
      .max(max, { message: `${label}不能大于 ${max}` }),
  );

const yuan = (label: string) =>
  z
    .string({ message: `${label}格式不正确` })
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, { message: `${label}须为不小于 0 的金额，最多两位小数` });

const time = (label: string) =>
  z.iso
    .datetime({ offset: true, message: `${label}须为 ISO 8601 时间` })
    .transform((s) => new Date(s))
    .refine((d) => d.getUTCFullYear() >= 2000 && d.getUTCFullYear() <= 2199, {
      message: `${label}须在 2000 至 2199 年之间`,
    });

const packageGoods = z
  .array(z.strictObject({ goods_id: id, number: count('每套数量', 1, 999) }), {
    message: '套餐商品格式不正确',
  })
  .min(2, { message: '套餐至少包含 2 种商品' })
  .max(10, { message: '套餐最多包含 10 种商品' })
  .refine((l) => new Set(l.map((g) => g.goods_id)).size === l.length, {
    message: '套餐商品不能重复',
  });

const fields = {
  title: requiredText('套餐名称', 40),
  price: yuan('套餐价'),
  stock: count('套餐库存', 0, 1_000_000),
  limit: count('每人限购', 0, 10_000),
  start_time: time('开始时间'),
  end_time: time('结束时间'),
  goods: packageGoods,
};

export const combinationCreateBody = z
  .strictObject(fields)
  .refine((b) => b.end_time > b.start_time, {
    message: '结束时间须晚于开始时间',
    path: ['end_time'],
  });

export const combinationPutBody = z
  .strictObject({
    title: fields.title.optional(),
    price: fields.price.optional(),
    stock: fields.stock.optional(),
    limit: fields.limit.optional(),
    start_time: fields.start_time.optional(),
    end_time: fields.end_time.optional(),
    goods: fields.goods.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: '没有要修改的字段' });

export const adminCombinationStatuses = ['upcoming', 'running', 'ended', 'stopped'] as const;

export const adminCombinationsQuery = z.strictObject({
  page: pageNo,
  page_size: pageSize(100, 20),
  status: z.enum(adminCombinationStatuses, { message: '状态不正确' }).optional(),
  keywords: text('搜索关键词', 50).default(''),
});

export const adminCombination = z.object({
  id: int,
  title: z.string(),
  price: money,
  ori_price: money,
  saving: money,
  stock: int,
  limit: int,
  sold: int,
  start_time: isoTime,
  end_time: isoTime,
  enabled: z.boolean(),
  status: z.enum(adminCombinationStatuses),
  status_text: z.string(),
  goods: z.array(combinationGoods.extend({ stock: int })),
  /** What the goods' own stock allows: the packages that could be made now. */
  goods_limited: int,
});

export type CartCombination = z.infer<typeof cartCombination>;
export type CombinationItem = z.infer<typeof combinationItem>;
export type CombinationList = z.infer<typeof combinationList>;
export type AdminCombination = z.infer<typeof adminCombination>;
export type CombinationCreateBody = z.infer<typeof combinationCreateBody>;
export type CombinationPutBody = z.infer<typeof combinationPutBody>;
