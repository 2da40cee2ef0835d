import { z } from 'zod';
import { quantity } from './cart.ts';
import { id, int, isoTime, money, pageNo, text } from './fields.ts';
import { goods } from './goods.ts';

// Quick purchase (/kjcg, docs/api-quickbuy.md): what the company bought
// before, and a pasted or uploaded list matched against the catalogue.

export const FAST_BUY_MAX_ROWS = 500;
export const FAST_BUY_MAX_BYTES = 1024 * 1024;

export const fastBuyQuery = z.strictObject({
  page: pageNo,
  /** date: last bought first; times: most often first; name: by goods name. */
  order: z
    .enum(['date', 'times', 'name'], { message: '排序只能是 date、times 或 name' })
    .default('date'),
});

export const fastBuyItem = z.object({
  goods_id: int,
  name: z.string(),
  specification: z.string(),
  manufacturer: z.string(),
  /** The unit price of the latest paid order that held it. */
  last_price: money,
  last_date: isoTime,
  /** How many paid orders held it. */
  times: int,
  /** The goods as the buyer sees it now (price, packing step, stock); null when off the shelf. */
  goods: goods.nullable(),
});

/** Lines to put in the cart, each rounded to its packing step and capped first. */
export const fastBuyCartBody = z.strictObject({
  items: z
    .array(z.strictObject({ goods_id: id, number: quantity }), { message: '商品列表格式不正确' })
    .min(1, { message: '请选择商品' })
    .max(FAST_BUY_MAX_ROWS, { message: `一次最多 ${FAST_BUY_MAX_ROWS} 种商品` }),
});

export const fastBuyCartResult = z.object({
  total: int,
  added: int,
  rows: z.array(
    z.object({
      goods_id: int,
      name: z.string(),
      requested: int,
      /** What was put in the cart after rounding (0 when refused). */
      number: int,
      added: z.union([z.literal(0), z.literal(1)]),
      /** Why it was refused, or how the number was changed; empty when added as asked. */
      note: z.string(),
    }),
  ),
});

/** A pasted list: the same columns as the template, one row a line. */
export const fastBuyPasteBody = z.strictObject({
  text: text('清单', 200_000).refine((s) => s.length > 0, { message: '请粘贴清单' }),
});

/** A goods a list row matched, with what the import table shows of it. */
export const fastBuyMatchGoods = goods.pick({
  id: true,
  name: true,
  ypgg: true,
  sccj: true,
  price: true,
});

export const fastBuyMatchRow = z.object({
  /** The row's number in the file (1 = the first line). */
  row: int,
  code: z.string(),
  approval: z.string(),
  name: z.string(),
  quantity: int.nullable(),
  /** matched: one goods; ambiguous: pick one of candidates; not_found; invalid: see note. */
  status: z.enum(['matched', 'ambiguous', 'not_found', 'invalid']),
  note: z.string(),
  goods: fastBuyMatchGoods.nullable(),
  candidates: z.array(fastBuyMatchGoods),
});

export const fastBuyMatchResult = z.object({
  rows: z.array(fastBuyMatchRow),
  matched: int,
  ambiguous: int,
  not_found: int,
  invalid: int,
});

export type FastBuyItem = z.infer<typeof fastBuyItem>;
export type FastBuyQuery = z.input<typeof fastBuyQuery>;
export type FastBuyCartResult = z.infer<typeof fastBuyCartResult>;
export type FastBuyMatchRow = z.infer<typeof fastBuyMatchRow>;
export type FastBuyMatchGoods = z.infer<typeof fastBuyMatchGoods>;
export type FastBuyMatchResult = z.infer<typeof fastBuyMatchResult>;
