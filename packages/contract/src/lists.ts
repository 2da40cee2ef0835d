import { z } from 'zod';
import {
  flag,
  id,
  idList,
  int,
  isoTime,
  page,
  pageNo,
  pageSize,
  requiredText,
  whole,
} from './fields.ts';
import { goods } from './goods.ts';

// 常购清单 (standing lists), 到货通知 and 降价通知 (docs/api-lists.md): paths
// and limits fixed by issue 23 where it names them, ours elsewhere.

/** A company keeps at most this many lists, each of at most this many goods. */
export const STANDING_LISTS_MAX = 50;
export const STANDING_LIST_LINES_MAX = 500;
export const STANDING_LIST_NAME_MAX = 30;
/** The most of one goods a line may ask for (the cart's own rules then apply). */
export const STANDING_LIST_NUMBER_MAX = 99_999;

export const standingListLine = z.strictObject({
  goods_id: id,
  number: whole(
    z
      .number({ message: '数量必须是数字' })
      .int({ message: '数量必须是整数' })
      .min(1, { message: '数量最小为 1' })
      .max(STANDING_LIST_NUMBER_MAX, { message: `数量最大为 ${STANDING_LIST_NUMBER_MAX}` }),
  ),
});

const listName = requiredText('清单名称', STANDING_LIST_NAME_MAX);
const listLines = z
  .array(standingListLine, { message: '清单商品格式不正确' })
  .max(STANDING_LIST_LINES_MAX, { message: `一个清单最多 ${STANDING_LIST_LINES_MAX} 种商品` })
  .refine((lines) => new Set(lines.map((l) => l.goods_id)).size === lines.length, {
    message: '清单中有重复的商品',
  });

/**
 * A new list: by hand (`lines`), from one of the company's orders
 * (`order_id`), or from the buyer's cart lines (`cart_ids`); one source.
 */
export const standingListCreateBody = z
  .strictObject({
    name: listName,
    lines: listLines.optional(),
    order_id: id.optional(),
    cart_ids: idList('购物车商品', STANDING_LIST_LINES_MAX).optional(),
  })
  .refine((b) => [b.lines, b.order_id, b.cart_ids].filter((x) => x !== undefined).length <= 1, {
    message: '清单商品只能来自一处：手动添加、订单或购物车',
    path: ['lines'],
  });

/**
 * PUT replaces the name and every line; no `lines` empties the list (a form
 * body cannot carry an empty array).
 */
export const standingListPutBody = z.strictObject({ name: listName, lines: listLines.default([]) });

export const standingListParams = z.strictObject({ id });

export const standingListSummary = z.object({
  id: int,
  name: z.string(),
  line_count: int,
  updated_at: isoTime,
});

export const standingListDetail = standingListSummary.extend({
  lines: z.array(
    z.object({
      goods_id: int,
      number: int,
      /** The goods as the buyer sees it now; null when it is no longer on sale. */
      goods: goods.nullable(),
    }),
  ),
});

export const standingListRefusal = z.object({
  goods_id: int,
  name: z.string(),
  /** The refusal: out_of_stock, purchase_limit, out_of_scope, drug_class, off_sale, quantity ... */
  reason: z.string(),
  msg: z.string(),
});

export const standingListToCartResult = z.object({
  added: int,
  /** The cart's line count after the adds. */
  total: int,
  refused: z.array(standingListRefusal),
});

export const arrivalNoticeState = z.object({ subscribed: z.union([z.literal(0), z.literal(1)]) });

export const noticeSettingsBody = z.strictObject({ price_drop: flag });
export const noticeSettingsResult = z.object({ price_drop: z.union([z.literal(0), z.literal(1)]) });

// ---- console ----

export const arrivalWaitingQuery = z.strictObject({
  page: pageNo,
  page_size: pageSize(100, 20),
  keyword: z.string().trim().max(50).optional(),
});

export const arrivalWaitingRow = z.object({
  goods_id: int,
  name: z.string(),
  spec: z.string(),
  manufacturer: z.string(),
  stock: int,
  /** Companies waiting for this goods. */
  companies: int,
  first_at: isoTime,
});
export const arrivalWaitingPage = page(arrivalWaitingRow);

export type StandingListSummary = z.infer<typeof standingListSummary>;
export type StandingListDetail = z.infer<typeof standingListDetail>;
export type StandingListToCartResult = z.infer<typeof standingListToCartResult>;
export type StandingListCreateBody = z.input<typeof standingListCreateBody>;
export type StandingListPutBody = z.input<typeof standingListPutBody>;
export type ArrivalWaitingRow = z.infer<typeof arrivalWaitingRow>;
export type ArrivalNoticeStateResult = z.infer<typeof arrivalNoticeState>;
