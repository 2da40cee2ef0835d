import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { goods } from './catalog.ts';
import { orderLines } from './order.ts';

// A goods' stock is held per lot (批次); goods.stock, goods.expiry_date and
// goods.is_short_expiry are figures derived from its lots, written by the
// inventory module in the same transaction as every lot change
// (docs/decisions/2026-11-28-lots.md).

/**
 * One lot of one goods. quantity: on hand, sellable while the lot is
 * selling and not past its expiry date. quarantine_quantity: units that came
 * back (cancel, return) after the lot was frozen or expired; never sold.
 * state: selling, frozen (with a reason), expired. A frozen lot also says
 * why (freeze_kind), when and by whom (docs/decisions/2026-11-29-lot-freeze.md).
 */
export const goodsLots = pgTable(
  'goods_lots',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'restrict' }),
    lotNo: text('lot_no').notNull(),
    productionDate: date('production_date').notNull(),
    expiryDate: date('expiry_date').notNull(),
    quantity: integer('quantity').notNull().default(0),
    quarantineQuantity: integer('quarantine_quantity').notNull().default(0),
    supplier: text('supplier').notNull().default(''),
    /** The 药检报告's stored file name (private files, served through the staff route) and its type. */
    reportFile: text('report_file'),
    reportType: text('report_type'),
    state: text('state').notNull().default('selling'),
    reason: text('reason').notNull().default(''),
    /** Why a frozen lot was frozen (quality_doubt 质量疑问, recall 召回), when and by whom; null otherwise. */
    freezeKind: text('freeze_kind'),
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    frozenBy: text('frozen_by'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('goods_lots_goods_lot_no').on(t.goodsId, t.lotNo),
    // FEFO reads a goods' lots in this order (first expiry, first received, first id).
    index('goods_lots_fefo').on(t.goodsId, t.expiryDate, t.receivedAt, t.id),
    // The expiry job finds the selling lots past their date.
    index('goods_lots_selling_expiry').on(t.expiryDate).where(sql`${t.state} = 'selling'`),
    check('goods_lots_quantity_non_negative', sql`${t.quantity} >= 0`),
    check('goods_lots_quarantine_non_negative', sql`${t.quarantineQuantity} >= 0`),
    check('goods_lots_state_known', sql`${t.state} IN ('selling', 'frozen', 'expired')`),
    check(
      'goods_lots_freeze_kind',
      sql`${t.freezeKind} IS NULL OR ${t.freezeKind} IN ('quality_doubt', 'recall')`,
    ),
    // The quality manager's list of frozen lots across goods.
    index('goods_lots_frozen').on(t.frozenAt).where(sql`${t.state} = 'frozen'`),
    check('goods_lots_dates', sql`${t.expiryDate} > ${t.productionDate}`),
  ],
);

/** Which lots an order line received, and how many of them came back since. */
export const orderLineLots = pgTable(
  'order_line_lots',
  {
    id: serial('id').primaryKey(),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id')
      .notNull()
      .references(() => goodsLots.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    returnedQuantity: integer('returned_quantity').notNull().default(0),
  },
  (t) => [
    uniqueIndex('order_line_lots_line_lot').on(t.orderLineId, t.lotId),
    index('order_line_lots_lot').on(t.lotId),
    check('order_line_lots_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'order_line_lots_returned_within',
      sql`${t.returnedQuantity} >= 0 AND ${t.returnedQuantity} <= ${t.quantity}`,
    ),
  ],
);

// Every change of a goods' stock, with what caused it: an order taking it, a
// cancellation or return giving it back, the warehouse receiving or adjusting.

/** kind: order, cancel, return, receive, adjust, expire, quarantine, freeze, unfreeze. */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'restrict' }),
    /** The lot changed (null: an entry from before stock was held per lot). */
    lotId: integer('lot_id').references(() => goodsLots.id, { onDelete: 'restrict' }),
    change: integer('change').notNull(),
    stockAfter: integer('stock_after').notNull(),
    kind: text('kind').notNull(),
    /** The order number, or the warehouse's reason. */
    ref: text('ref').notNull().default(''),
    /** Who, for a change made in the console. */
    staff: text('staff'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_ledger_goods').on(t.goodsId, t.id),
    check('stock_ledger_after_non_negative', sql`${t.stockAfter} >= 0`),
  ],
);
