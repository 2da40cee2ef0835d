import { goodsDrugClasses } from '@shop/domain';
import { z } from 'zod';
import { flag01, int, isoTime, money, page } from '../fields.ts';
import { goodsImage, goodsTag } from '../goods.ts';

// The console's answers about goods: a goods with every editable field by its
// spec name (section 3; `number` is the stock), the stock ledger, pictures,
// bulk edits and imports (docs/api-admin.md "Goods").

export const adminGoods = z.object({
  id: int,
  name: z.string(),
  remarks: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  jx: z.string(),
  bzdw: z.string(),
  pzwh: z.string(),
  gjbzm: z.string(),
  jzl: int,
  zbz: int,
  yxq: z.string(),
  price: money,
  market_price: money,
  number: int,
  sales: int,
  xg_number: int,
  qg_number: int,
  is_hidden: flag01,
  on_shelf: flag01,
  is_free_shipping: flag01,
  category_id: int,
  category_name: z.string(),
  logo: z.string(),
  is_xq: flag01,
  ladder_price: z.array(z.object({ number: int, price: money })),
  zone_category_id: int,
  ck_id: int,
  type: int,
  activity_type: int,
  is_youx: flag01,
  is_clinic: flag01,
  is_device: flag01,
  is_health: flag01,
  is_kxpz: flag01,
  /** 处方药 rx, 甲类非处方药 otc_a, 乙类非处方药 otc_b, none: not a drug (docs/api.md). */
  drug_class: z.enum(goodsDrugClasses),
  /** 含特殊药品复方制剂. */
  is_special_compound: flag01,
  /** 冷链 (2-8 °C). */
  is_cold_chain: flag01,
  /** 需追溯码: each smallest unit's 药品追溯码 is scanned on shipping. */
  need_trace_code: flag01,
  /** The 追溯码 prefix (7 digits), '' when none is set. */
  trace_prefix: z.string(),
  /** 含特殊药品复方制剂: units per order and per Beijing month a company may buy (0: no limit). */
  special_order_limit: int,
  special_month_limit: int,
  free_shipping_number: int,
  tags: z.array(goodsTag),
  images: z.array(z.string()),
  goods_image: z.array(goodsImage),
});
export const adminGoodsPage = page(adminGoods);

/** One line of a goods' stock ledger (入库, 盘点, orders, returns). */
export const stockLedgerEntry = z.object({
  id: int,
  /** Signed units. */
  change: int,
  stock_after: int,
  /** The lot changed ('' for an entry from before stock was held per lot). */
  lot_no: z.string(),
  kind: z.string(),
  kind_text: z.string(),
  ref: z.string(),
  staff: z.string(),
  created_at: isoTime,
});
export const stockLedgerPage = page(stockLedgerEntry);

/** A goods' pictures after an upload, a removal or a new order. */
export const goodsImagesAnswer = z.object({ images: z.array(z.string()) });

/** Of the goods asked for, how many (and which) the edit changed. */
export const goodsBulkAnswer = z.object({ total: int, changed: int, ids: z.array(int) });

/** A spreadsheet import: checked rows, and what was written when confirmed. */
export const goodsImportAnswer = z.object({
  total: int,
  ok: int,
  changed: int,
  written: int,
  errors: z.array(z.object({ row: int, field: z.string(), message: z.string() })),
  error_count: int,
});

export type AdminGoods = z.infer<typeof adminGoods>;
export type StockLedgerEntry = z.infer<typeof stockLedgerEntry>;
export type GoodsImportAnswer = z.infer<typeof goodsImportAnswer>;
export type GoodsBulkAnswer = z.infer<typeof goodsBulkAnswer>;
