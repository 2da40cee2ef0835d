import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { type Span, shopDay, sold } from './repo.ts';

// The 销售记录's rows: one per lot an order line of a sold order received
// (order_line_lots). The sold orders' ids are read first (a year of orders is
// a list of numbers), then their rows a slice of orders at a time by primary
// key, so neither memory nor a re-sort of the whole period grows per batch.

export type SalesRecordRow = {
  day: string;
  order_no: string;
  company: string;
  name: string;
  specification: string;
  dosage_form: string;
  manufacturer: string;
  approval_number: string;
  lot_no: string;
  expiry_date: string;
  quantity: number;
  returned: number;
  unit: string;
  unit_price_fen: number;
};

export function salesRecordRepo(db: DbOrTx) {
  return {
    /** The orders sold in the span, in payment order. */
    async soldOrders(s: Span): Promise<number[]> {
      const rows = rowsOf<{ id: number }>(
        await db.execute(sql`SELECT o.id FROM orders o WHERE ${sold(s)} ORDER BY o.paid_at, o.id`),
      );
      return rows.map((r) => Number(r.id));
    },

    /** The lot rows of these orders, in payment order, then order, then allocation. */
    async rows(orderIds: number[]): Promise<SalesRecordRow[]> {
      if (orderIds.length === 0) return [];
      const rows = rowsOf<SalesRecordRow>(
        await db.execute(sql`
          SELECT ${shopDay(sql`o.paid_at`)} AS day, o.order_no, c.name AS company,
            l.name, l.specification, g.dosage_form, l.manufacturer, g.approval_number,
            gl.lot_no, gl.expiry_date::text AS expiry_date,
            x.quantity, x.returned_quantity AS returned, l.unit, l.unit_price_fen
          FROM orders o
          JOIN companies c ON c.id = o.company_id
          JOIN order_lines l ON l.order_id = o.id
          JOIN goods g ON g.id = l.goods_id
          JOIN order_line_lots x ON x.order_line_id = l.id
          JOIN goods_lots gl ON gl.id = x.lot_id
          WHERE o.id = ANY(${`{${orderIds.join(',')}}`}::int[])
          ORDER BY o.paid_at, o.id, x.id`),
      );
      return rows.map((r) => ({
        ...r,
        quantity: Number(r.quantity),
        returned: Number(r.returned),
        unit_price_fen: Number(r.unit_price_fen),
      }));
    },
  };
}
