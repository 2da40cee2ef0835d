// Response shapes of checkout, orders and payment (docs/api-cart-order.md).

import type { Address } from './account-types';
import type { CartCoupon, CartLine, CartSummary } from './cart-types';

export type OrderStatus = 'unpaid' | 'paid' | 'shipped' | 'completed' | 'cancelled';

/** 0 none, 1 ordinary invoice, 2 VAT special invoice. */
export type InvoiceType = 0 | 1 | 2;

export type OrderCheck = {
  lines: CartLine[];
  addresses: Address[];
  coupons: CartCoupon[];
  summary: CartSummary;
  invoice_types: { id: InvoiceType; name: string }[];
};

export type CreatedOrder = { id: number; order_no: string; pay_amount: string };

export type OrderLine = {
  goods_id: number;
  name: string;
  sccj: string;
  ypgg: string;
  bzdw: string;
  logo: string;
  number: number;
  price: string;
  amount: string;
};

export type OrderAddress = { name: string; phone: string; region: string; detail: string };

export type Logistics = {
  company: string;
  tracking_no: string;
  traces: { time: string; text: string }[];
};

export type OrderEvent = { time: string; text: string };

export type Order = {
  id: number;
  order_no: string;
  status: OrderStatus;
  status_text: string;
  goods_amount: string;
  manjian_reduce: string;
  coupon_reduce: string;
  shipping_fee: string;
  pay_amount: string;
  paid_amount: string;
  pay_method: string | null;
  invoice_type: InvoiceType;
  remark: string;
  address: OrderAddress | null;
  created_at: string;
  paid_at: string | null;
  expires_at: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  lines: OrderLine[];
  number_total: number;
  logistics: Logistics | null;
  /** The detail call adds the order's history. */
  events?: OrderEvent[];
};

export type OrderCounts = Record<OrderStatus, number>;

export type PayMethod = 'balance' | 'online';

export type PayStatus = { status: OrderStatus; paid: 0 | 1 };

export const ORDER_QUERY_ROOT = 'orders';
