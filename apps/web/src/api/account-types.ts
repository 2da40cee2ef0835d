// Addresses, wallet balance and coupons (docs/api-cart-order.md).

import type { Flag } from './types';

export type Address = {
  id: number;
  name: string;
  phone: string;
  region: string;
  detail: string;
  is_default: Flag;
};

export type AddressInput = Omit<Address, 'id'>;

export type UserMoney = {
  balance: string;
  frozen: string;
  total_recharge: string;
  total_spent: string;
};

/** 0 all, 1 recharge, 2 payment, 3 refund. */
export type MoneyUseType = 0 | 1 | 2 | 3;

export type MoneyLogEntry = {
  id: number;
  /** Signed yuan string: '-12.50' for a payment. */
  amount: string;
  balance: string;
  use_type: MoneyUseType;
  use_type_text: string;
  remark: string;
  order_no: string;
  created_at: string;
};

/** 0 unused, 1 used, 2 expired. */
export type CouponStatus = 0 | 1 | 2;

export type UserCoupon = {
  id: number;
  name: string;
  amount: string;
  min_amount: string;
  end_time: string;
  status?: CouponStatus;
};

export const WALLET_QUERY_ROOT = 'wallet';
export const ADDRESS_QUERY_ROOT = 'addresses';
