// Response shapes of the cart calls in docs/api-cart-order.md. Money fields are the
// server's yuan strings (rounded down); the web shows them as they come.

import type { Flag, Goods, Manjian } from './types';

/** Where a goods' add-to-cart line comes from (spec section 3, "cart line sent to server"). */
export type CartLineInput = {
  goods_id: number;
  number: number;
  price?: string | null;
  ck_id?: number;
  goods_price_id?: number;
  ladder_price_id?: number;
  goods_manjian_id?: number;
  miaosha_goods_id?: number;
  /** 1: buy at the original price, outside the goods' full-reduction activity. */
  is_yj?: Flag;
  type?: number;
};

/** The part of the goods object a cart line carries (the server keeps 50-line carts small). */
export type CartGoods = Pick<
  Goods,
  | 'id'
  | 'name'
  | 'logo'
  | 'sccj'
  | 'ypgg'
  | 'zbz'
  | 'bzdw'
  | 'yxq'
  | 'number'
  | 'is_buy'
  | 'buy_tip'
  | 'xg_number'
  | 'qg_number'
  | 'price'
  | 'ladder_price'
  | 'ck_id'
  | 'is_youx'
  | 'activity_type'
  | 'cartNum'
  | 'goods_image'
>;

export type CartLine = {
  id: number;
  key: string;
  number: number;
  price: string;
  amount: string;
  type: number;
  goods_type: number;
  is_selected: Flag;
  is_yj: Flag;
  can_buy: Flag;
  buy_tip: string;
  goods_manjian_id: number;
  goods_manjian_amount: string;
  gift_data: { total: number; type: number };
  with_coupon: Flag;
  goods: CartGoods;
};

export type CartCoupon = {
  id: number;
  name: string;
  amount: string;
  min_amount: string;
  end_time: string;
  usable: Flag;
};

export type ShippingData = {
  shipping_amount: string;
  no_trans_order_amount: string;
  youx_shipping_amount: string;
  shipping_fee: string;
  remaining: string;
  youx_remaining: string;
};

/** An activity as the cart sees it: how much of it is selected and what the next tier gives. */
export type CartManjian = Manjian & {
  amount: string;
  reduce: string;
  next_amount: string;
  next_reduce: string;
  hint: string;
};

/** A cart filter tab: type 99999 all, 0 ordinary, 1 preferred goods, 2 near-expiry. */
export type CartFilter = { type: number; name: string; count: number };

export type CartSummary = {
  count: number;
  selected_count: number;
  selected_number: number;
  goods_amount: string;
  manjian_reduce: string;
  coupon_reduce: string;
  shipping_fee: string;
  pay_amount: string;
  coupon_id: number;
};

export type CartState = {
  data: CartLine[];
  coupons: CartCoupon[];
  shipping_data: ShippingData;
  activity_data: { manjians: CartManjian[] };
  filter_data: CartFilter[];
  manjian_dataIndex: Record<string, number>;
  summary: CartSummary;
};

export type NextHint = {
  goods_manjian_id: number;
  title: string;
  amount: string;
  next_amount: string;
  next_reduce: string;
  hint: string;
};

/** The cart list's default filter: every line (spec section 9). */
export const ALL_CART_LINES = 99999;

/** Every cart query lives under this root so one invalidation refreshes them all. */
export const CART_QUERY_ROOT = 'cart';
