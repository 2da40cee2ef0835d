import { goodsDrugClasses } from '@shop/domain';
import { z } from 'zod';
import {
  flag01,
  id,
  idList,
  int,
  money,
  page,
  pageNo,
  pageSize,
  text,
  visiblePrice,
  whole,
} from './fields.ts';

// The catalogue: the goods object of spec section 3 and the calls of section 7
// that read it. Field names are the spec's pinyin (shared GLOSSARY.md).

export const goodsTag = z.object({
  name: z.string(),
  describe: z.string(),
  is_show: flag01,
  is_jump: flag01,
});

export const goodsImage = z.object({ list: z.string(), 'list-mini': z.string() });

export const tierPrice = z.object({ number: int, price: visiblePrice });

/** A 满减 activity as a goods object and the cart show it; `limit` 0 means none. */
export const manjian = z.object({
  id: int,
  title: z.string(),
  limit: int,
  tiers: z.array(z.object({ amount: money, reduce: money })),
});

export const goods = z.object({
  id: int,
  name: z.string(),
  remarks: z.string(),
  logo: z.string(),
  logo1: z.string(),
  gjbzm: z.string(),
  pzwh: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  jx: z.string(),
  jzl: int,
  zbz: int,
  bzdw: z.string(),
  yxq: z.string(),
  is_xq: flag01,
  number: int,
  number_label: z.string(),
  is_buy: flag01,
  buy_tip: z.string(),
  xg_number: int,
  qg_number: int,
  cartNum: int,
  left_number: int,
  price: visiblePrice,
  market_price: visiblePrice,
  ori_price: visiblePrice,
  ladder_price: z.array(tierPrice),
  ladder_price_type: flag01,
  ck_id: int,
  is_kxpz: flag01,
  /** 处方药 rx, 甲类非处方药 otc_a, 乙类非处方药 otc_b, none: not a drug (docs/api.md). */
  drug_class: z.enum(goodsDrugClasses),
  /** 含特殊药品复方制剂. */
  is_special_compound: flag01,
  /** 冷链 (2-8 °C). */
  is_cold_chain: flag01,
  /** 需追溯码: each smallest unit's 药品追溯码 is scanned on shipping. */
  need_trace_code: flag01,
  is_favorite: flag01,
  is_jxq: flag01,
  is_youx: flag01,
  is_hidden: flag01,
  type: int,
  activity_type: int,
  goods_image: z.array(goodsImage),
  tags: z.array(goodsTag),
  is_free_shipping: flag01,
  free_shipping_number: int,
  category_id: int,
  category_name: z.string(),
  buy_button_label: z.string(),
  is_manjian: flag01,
  goods_manjian_id: int,
  manjian_data: manjian.nullable(),
  /** 1 when the goods are in the running 全场94折 event (docs/api-welfare.md). */
  is_welfare: flag01.optional(),
  /** The 94折 unit price, floor(price × 0.94); null for visitors. */
  welfare_price: visiblePrice.optional(),
});

export const goodsDetail = goods.extend({
  category_path: z.array(z.object({ id: int, name: z.string() })),
});

export const goodsPage = page(goods);

export type Category = {
  id: number;
  name: string;
  logo: string;
  logo1: string;
  children: Category[];
};
export const category: z.ZodType<Category> = z.object({
  id: int,
  name: z.string(),
  logo: z.string(),
  logo1: z.string(),
  get children() {
    return z.array(category);
  },
});

// ---- requests ----

/** A zone marker: the value the client sends, or absent (0 means off). */
const marker = (value: number, label: string) =>
  whole(
    z
      .number({ message: `${label}参数不正确` })
      .refine((v) => v === value || v === 0, { message: `${label}参数不正确` })
      .optional(),
  );

const filterFields = {
  select: id.optional(),
  yx: marker(1, '优选'),
  zy: marker(2, '中药'),
  zs: marker(2, '诊所'),
  bjp: marker(1, '保健品'),
  qx: marker(2, '器械'),
  jxq: marker(1, '近效期'),
  kxpz: marker(1, '控销'),
  keywords: text('搜索关键词', 50).optional(),
  sccj: text('生产厂家', 100).optional(),
  has_stock: marker(1, '有货'),
};

export const goodsFiltersQuery = z.strictObject(filterFields);

export const goodsListQuery = z.strictObject({
  ...filterFields,
  page: pageNo,
  page_size: pageSize(100, 20),
  sort: z
    .enum(['default', 'sale', 'price', 'new'], { message: '排序方式不正确' })
    .default('default'),
  order: z.enum(['asc', 'desc'], { message: '排序方向不正确' }).optional(),
});

/**
 * What the list's filter bar offers for the goods matching a filter: only
 * categories (of every tree; a category counts its whole branch) and
 * manufacturers (the 30 with most goods) that have goods, with their counts.
 */
export const goodsFilters = z.object({
  categories: z.array(z.object({ id: int, name: z.string(), count: int })),
  manufacturers: z.array(z.object({ name: z.string(), count: int })),
});

export const searchQuery = z.strictObject({
  keywords: text('搜索关键词', 50).default(''),
  type: whole(z.number({ message: '搜索类型不正确' }).int().min(0).max(1).default(0)),
});

export const relationQuery = z.strictObject({
  goods_id: id,
  page: pageNo,
  page_size: pageSize(20, 6),
});

export const wntjQuery = z.strictObject({
  sort: z.enum(['sale', 'new'], { message: '排序方式不正确' }).default('sale'),
  order: z.enum(['asc', 'desc'], { message: '排序方向不正确' }).default('desc'),
  page: pageNo,
  page_size: pageSize(50, 20),
});

export const goodsParams = z.strictObject({ id });

export const favoriteBody = z.strictObject({ goods_ids: idList('商品', 100) });

export const favoritePageQuery = z.strictObject({ page: pageNo });

export type Goods = z.infer<typeof goods>;
export type GoodsDetail = z.infer<typeof goodsDetail>;
export type GoodsPage = z.infer<typeof goodsPage>;
export type Manjian = z.infer<typeof manjian>;
export type GoodsTag = z.infer<typeof goodsTag>;
export type GoodsImage = z.infer<typeof goodsImage>;
export type TierPrice = z.infer<typeof tierPrice>;
export type GoodsFilters = z.infer<typeof goodsFilters>;
export type GoodsListQuery = z.input<typeof goodsListQuery>;
