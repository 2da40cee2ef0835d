import { z } from 'zod';
import { flag, id, idList, text, whole } from '../fields.ts';

// Many goods at once: bulk edits from the table, and the spreadsheet
// export/import (docs/api-admin.md, "Bulk edits, export and import").

const yuan = (label: string) =>
  z
    .string({ message: `${label}格式不正确` })
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, { message: `${label}须为不小于 0 的金额，最多两位小数` });

const stockCount = whole(
  z
    .number({ message: '库存须为整数' })
    .int({ message: '库存须为整数' })
    .min(0, { message: '库存不能小于 0' })
    .max(100_000_000, { message: '库存过大' }),
);

/** The zone flags the goods table filters on (spec section 3's is_* fields). */
export const goodsZones = [
  'preferred',
  'controlled',
  'device',
  'health',
  'clinic',
  'short_expiry',
  'free_shipping',
] as const;

/** A relative price change: -10 % to +100 %, whole percents. */
const pricePercent = z.strictObject({
  percent: whole(
    z
      .number({ message: '调价比例须为整数' })
      .int({ message: '调价比例须为整数' })
      .min(-10, { message: '调价比例不能低于 -10%' })
      .max(100, { message: '调价比例不能高于 100%' }),
  ),
});

export const goodsBulkBody = z
  .strictObject({
    ids: idList('商品', 500),
    price: z.union([yuan('价格'), pricePercent], { message: '价格格式不正确' }).optional(),
    market_price: yuan('建议零售价').optional(),
    number: stockCount.optional(),
    reason: text('库存变动原因', 200).optional(),
    is_hidden: flag.optional(),
  })
  .refine((b) => [b.price, b.market_price, b.number, b.is_hidden].some((v) => v !== undefined), {
    message: '没有要修改的字段',
  })
  .refine((b) => b.number === undefined || (b.reason ?? '') !== '', {
    message: '修改库存请填写原因',
    path: ['reason'],
  })
  .refine((b) => b.reason === undefined || b.number !== undefined, {
    message: '库存变动原因须与库存一起提交',
    path: ['reason'],
  });

/** The goods table's filters, without paging: the whole filtered list. */
// (Spelled out, not taken from adminGoodsQuery: index.ts re-exports this file.)
export const goodsExportQuery = z.strictObject({
  format: z.enum(['xlsx', 'csv'], { message: '导出格式须为 xlsx 或 csv' }).default('xlsx'),
  keywords: text('搜索关键词', 50).default(''),
  manufacturer: text('生产厂家', 50).default(''),
  category_id: id.optional(),
  zone: z.enum(goodsZones, { message: '专区不正确' }).optional(),
  on_shelf: flag.optional(),
  stock_below: whole(
    z.number({ message: '库存须为整数' }).int({ message: '库存须为整数' }).min(0).max(1e9),
  ).optional(),
});

export const goodsImportQuery = z.strictObject({ confirm: flag.default(0) });

export type GoodsBulkBody = z.input<typeof goodsBulkBody>;
export type GoodsZone = (typeof goodsZones)[number];
