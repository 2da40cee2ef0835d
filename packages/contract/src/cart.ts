import { z } from 'zod';
import { cartCombination } from './combination.ts';
import { flag, flag01, id, idList, int, money, whole } from './fields.ts';
import { goods, manjian } from './goods.ts';

// The cart (spec sections 3 and 7): lines as the client sends them, lines as
// the cart holds them, and the cart state of GET /api/cart/list.

const NUMBER_MESSAGE = '购买数量必须是正整数';

export const quantity = whole(
  z
    .number({ message: NUMBER_MESSAGE })
    .int({ message: NUMBER_MESSAGE })
    .positive({ message: NUMBER_MESSAGE })
    .max(1_000_000, { message: '购买数量过大' }),
);

/** 0 ordinary, 1 seckill, 3 combination (spec); 4 新人特价, 5 换购 (ours). */
export const lineType = whole(
  z
    .number({ message: '类型格式不正确' })
    .int({ message: '类型格式不正确' })
    .refine((t) => [0, 1, 3, 4, 5].includes(t), { message: '类型格式不正确' }),
);

/** Sent by the spec's client; prices and activities are the server's to decide. */
const ignored = z.union([z.string().max(64), z.number()]).optional();

/** Spec section 3, "cart line sent to server". */
export const cartLineInput = z.strictObject({
  goods_id: id,
  number: quantity,
  is_yj: flag.default(0),
  type: lineType.default(0),
  price: ignored,
  ck_id: ignored,
  goods_price_id: ignored,
  ladder_price_id: ignored,
  goods_manjian_id: ignored,
  miaosha_goods_id: ignored,
});

/** `POST /api/cart {params}`: a list of lines (at most 50). */
export const addCartParams = z.strictObject({
  params: z
    .array(cartLineInput, { message: '商品列表格式不正确' })
    .min(1, { message: '请选择商品' })
    .max(50, { message: '一次最多加购 50 种商品' }),
});

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The add body as clients send it: `params` as a list, `params` as one line,
 * or one line's fields at the top level.
 */
export const addCartBody = z.preprocess((b) => {
  if (!isObject(b)) return b;
  if (!('params' in b)) return { params: [b] };
  return isObject(b.params) ? { ...b, params: [b.params] } : b;
}, addCartParams);

/** `POST api/cart/{id}/edit {params:{number}}`; a bare `number` is read the same. */
export const editCartParams = z.strictObject({ params: z.strictObject({ number: quantity }) });
export const editCartBody = z.preprocess(
  (b) => (isObject(b) && !('params' in b) ? { params: b } : b),
  editCartParams,
);

export const quickAddBody = z.strictObject({ number: quantity.optional() }).nullish();

export const combinationBody = z.strictObject({ id: id.optional(), number: quantity.optional() });
export const combinationQuery = z.strictObject({ id: id.optional(), number: quantity.optional() });

export const cartIdsBody = z.strictObject({ ids: idList('商品', 500) });

export const selectCartBody = z
  .strictObject({ ids: idList('商品', 500).optional(), all: flag.default(0), is_selected: flag })
  .refine((b) => b.ids !== undefined || b.all === 1, { message: '请选择商品', path: ['ids'] });

export const copyCartBody = z.strictObject({
  ids: idList('商品', 500),
  other_user_ids: idList('子账号', 50),
});

/** The list filter: 99999 every line (spec section 9), 1 preferred, 2 near-expiry. */
export const cartListQuery = z.strictObject({
  type: whole(
    z.number({ message: '筛选类型不正确' }).int({ message: '筛选类型不正确' }).default(99999),
  ),
});

export const nextHintQuery = z.strictObject({ goods_manjian_id: id.optional() });

export const cartLineParams = z.strictObject({ id });

// ---- responses ----

export const cartTotal = z.object({ total: int });

/** The part of the goods object a cart line carries (50-line carts stay small). */
export const cartGoods = goods.pick({
  id: true,
  name: true,
  logo: true,
  goods_image: true,
  sccj: true,
  ypgg: true,
  zbz: true,
  bzdw: true,
  yxq: true,
  number: true,
  is_buy: true,
  buy_tip: true,
  xg_number: true,
  qg_number: true,
  ck_id: true,
  is_youx: true,
  drug_class: true,
  is_special_compound: true,
  is_cold_chain: true,
  need_trace_code: true,
  is_welfare: true,
  activity_type: true,
  cartNum: true,
});
// A buyer's cart always shows prices (a visitor has no cart).
export const cartGoodsPriced = cartGoods.extend({
  price: money,
  ladder_price: z.array(z.object({ number: int, price: money })),
});

/** Spec section 3, "cart line as held". */
export const cartLine = z.object({
  id: int,
  key: z.string(),
  number: int,
  price: money,
  amount: money,
  type: int,
  goods_type: int,
  is_selected: flag01,
  is_yj: flag01,
  can_buy: flag01,
  buy_tip: z.string(),
  goods_manjian_id: int,
  goods_manjian_amount: money,
  gift_data: z.object({ total: int, type: int }),
  with_coupon: flag01,
  /** The flash goods of a type-1 line (0 otherwise). */
  miaosha_goods_id: int.optional(),
  goods: cartGoodsPriced,
  /** The package of a type 3 line; its goods is the package's first goods. */
  combination: cartCombination.optional(),
});

export const cartCoupon = z.object({
  id: int,
  name: z.string(),
  amount: money,
  min_amount: money,
  status: int,
  end_time: z.string(),
  /** What it applies to: 全场通用, or the goods or categories it is limited to. */
  scope_text: z.string(),
  usable: flag01,
  /**
   * What its threshold still lacks (0.00 when usable). The threshold counts
   * the goods it applies to after 满减, not the goods amount (还差¥x).
   */
  need: money,
});

export const shippingData = z.object({
  shipping_amount: money,
  no_trans_order_amount: money,
  youx_shipping_amount: money,
  shipping_fee: money,
  remaining: money,
  youx_remaining: money,
});

/** An activity as the cart sees it: how much of it is selected, what the next tier gives. */
export const cartManjian = manjian.extend({
  amount: money,
  reduce: money,
  next_amount: money,
  next_reduce: money,
  hint: z.string(),
  /** 满赠: the activity's gift, earned or how much more to spend (modules/gifts). */
  gift: z
    .object({
      goods_id: int,
      name: z.string(),
      number: int,
      unit: z.string(),
      threshold: money,
      earned: z.union([z.literal(0), z.literal(1)]),
      need: money,
      hint: z.string(),
    })
    .optional(),
  /** 换购: the goods the buyer may add at hg_price once the threshold is reached (line type 5). */
  hg: z
    .object({
      goods_id: int,
      name: z.string(),
      unit: z.string(),
      hg_price: money,
      /** At most this many per order. */
      number: int,
      threshold: money,
      earned: z.union([z.literal(0), z.literal(1)]),
      need: money,
      hint: z.string(),
    })
    .optional(),
});

export const cartSummary = z.object({
  count: int,
  selected_count: int,
  selected_number: int,
  goods_amount: money,
  manjian_reduce: money,
  coupon_reduce: money,
  coupon_id: int,
  voucher_reduce: money,
  voucher_id: int,
  shipping_fee: money,
  pay_amount: money,
});

export const cartState = z.object({
  data: z.array(cartLine),
  coupons: z.array(cartCoupon),
  shipping_data: shippingData,
  activity_data: z.object({ manjians: z.array(cartManjian) }),
  filter_data: z.array(z.object({ type: int, name: z.string(), count: int })),
  manjian_dataIndex: z.record(z.string(), int),
  summary: cartSummary,
});

export const nextHints = z.array(
  z.object({
    goods_manjian_id: int,
    title: z.string(),
    amount: money,
    next_amount: money,
    next_reduce: money,
    hint: z.string(),
  }),
);

export const skippedLines = z.array(z.object({ name: z.string(), reason: z.string() }));
export const copyResult = z.object({ copied: int, skipped: skippedLines });
export const checkoutResult = z.object({ ids: z.array(int) });

type LineFields = z.output<typeof cartLineInput>;
/** A line as a client writes it: goods and number, the rest may be left out. */
export type CartLineInput = Pick<LineFields, 'goods_id' | 'number'> &
  Partial<Omit<LineFields, 'goods_id' | 'number'>>;
export type CartLine = z.infer<typeof cartLine>;
export type CartGoods = z.infer<typeof cartGoodsPriced>;
export type CartCoupon = z.infer<typeof cartCoupon>;
export type ShippingData = z.infer<typeof shippingData>;
export type CartManjian = z.infer<typeof cartManjian>;
export type CartSummary = z.infer<typeof cartSummary>;
export type CartState = z.infer<typeof cartState>;
export type NextHint = z.infer<typeof nextHints>[number];
export type CartFilter = CartState['filter_data'][number];
