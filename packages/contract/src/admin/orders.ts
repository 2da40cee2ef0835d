import { z } from 'zod';
import { flag01, int, isoTime, money } from '../fields.ts';
import { order, orderLine, orderPage } from '../order.ts';

// The console's answers about orders: the buyer's order with its company, its
// lines' ids and parcels; the detail adds the payments (docs/api-admin.md).

/** The buyer's order line plus its id and the parcel it left in. */
export const adminOrderLine = orderLine.extend({
  id: int,
  /** null while the line has not shipped. */
  shipment_id: int.nullable(),
  /** Units in after-sales requests; on an unshipped line they are refunds, not to be sent. */
  claimed: int,
  /** The detail's: 1 when the goods is 冷链 (it ships only with a cold-chain carrier). */
  is_cold_chain: flag01.optional(),
  /** Detail only: the undecided request holding the line (0: none); it cannot ship until then. */
  after_sale_id: int.optional(),
});

export const shipment = z.object({
  id: int,
  carrier: z.string(),
  tracking_no: z.string(),
  /** Order line ids in this parcel. */
  lines: z.array(int),
  created_at: isoTime,
});

export const adminOrder = order.extend({
  company_id: int,
  company_name: z.string(),
  lines: z.array(adminOrderLine),
  shipments: z.array(shipment),
});

export const adminOrderPage = orderPage.extend({ data: z.array(adminOrder) });

export const orderPayment = z.object({
  id: int,
  method_text: z.string(),
  /** The payment channel's transaction number ('' for balance). */
  trade_no: z.string(),
  provider: z.string(),
  amount: money,
  status: z.string(),
  status_text: z.string(),
  created_at: isoTime,
  paid_at: isoTime.nullable(),
});

export const adminOrderDetail = adminOrder.extend({ payments: z.array(orderPayment) });

export type AdminOrder = z.infer<typeof adminOrder>;
export type AdminOrderLine = z.infer<typeof adminOrderLine>;
export type AdminOrderPage = z.infer<typeof adminOrderPage>;
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;
export type Shipment = z.infer<typeof shipment>;
export type OrderPayment = z.infer<typeof orderPayment>;
