import { z } from 'zod';
import { id, pageNo, pageSize, text } from '../../http/schemas.ts';

/** A zone marker: the value the client sends, or absent. */
const marker = (value: number, label: string) =>
  z.coerce
    .number({ message: `${label}参数不正确` })
    .refine((v) => v === value || v === 0, { message: `${label}参数不正确` })
    .optional();

export const goodsFilters = z.object({
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
});

export const goodsListQuery = goodsFilters.extend({
  page: pageNo,
  page_size: pageSize(100, 20),
  sort: z
    .enum(['default', 'sale', 'price', 'new'], { message: '排序方式不正确' })
    .default('default'),
  order: z.enum(['asc', 'desc'], { message: '排序方向不正确' }).optional(),
});

export type GoodsFilters = z.infer<typeof goodsFilters>;
export type GoodsListQuery = z.infer<typeof goodsListQuery>;

export const searchQuery = z.object({
  keywords: text('搜索关键词', 50).default(''),
  type: z.coerce.number({ message: '搜索类型不正确' }).int().min(0).max(1).default(0),
});

export const relationQuery = z.object({ goods_id: id, page: pageNo });

export const wntjQuery = z.object({
  sort: z.enum(['sale', 'new'], { message: '排序方式不正确' }).default('sale'),
  order: z.enum(['asc', 'desc'], { message: '排序方向不正确' }).default('desc'),
  page: pageNo,
  page_size: pageSize(50, 20),
});
