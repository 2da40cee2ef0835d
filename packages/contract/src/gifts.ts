import { z } from 'zod';
import { id, int, money, whole } from './fields.ts';

// 满赠 in the console: the gift of a 满减 activity (docs/api-gifts.md).

const count = (label: string, min: number, max: number) =>
  whole(
    z
      .number({ message: `${label}须为整数` })
      .int({ message: `${label}须为整数` })
      .min(min, { message: `${label}不能小于 ${min}` })
      .max(max, { message: `${label}不能大于 ${max}` }),
  );

export const adminGift = z.object({
  activity_id: int,
  activity_title: z.string(),
  goods_id: int,
  goods_name: z.string(),
  number: int,
  threshold: money,
  stock: int,
});

/** A positive amount in yuan with at most two decimals, named in its messages. */
const amount = (label: string) =>
  z
    .string({ message: `${label}格式不正确` })
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, { message: `${label}须为金额，最多两位小数` })
    .refine((s) => Number(s) > 0, { message: `${label}须大于 0` });

export const giftPutBody = z.strictObject({
  goods_id: id,
  number: count('赠送数量', 1, 999),
  threshold: amount('满赠门槛'),
  stock: count('赠品库存', 0, 1_000_000),
});

/** 换购: the goods an activity lets buyers add at hg_price past its threshold. */
export const adminTradeUp = z.object({
  activity_id: int,
  activity_title: z.string(),
  goods_id: int,
  goods_name: z.string(),
  /** The goods' own price, for comparison. */
  goods_price: money,
  hg_price: money,
  number: int,
  threshold: money,
  stock: int,
});

export const tradeUpPutBody = z.strictObject({
  goods_id: id,
  hg_price: amount('换购价'),
  number: count('每单换购数量', 1, 999),
  threshold: amount('换购门槛'),
  stock: count('换购库存', 0, 1_000_000),
});

export type AdminGift = z.infer<typeof adminGift>;
export type GiftPutBody = z.infer<typeof giftPutBody>;
export type AdminTradeUp = z.infer<typeof adminTradeUp>;
export type TradeUpPutBody = z.infer<typeof tradeUpPutBody>;
