import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { sellable } from './lot-rules-repo.ts';

/**
 * The lots whose units the given order lines still hold (received less given
 * back) that may not leave the warehouse today: frozen (质量疑问, 召回) or past
 * their expiry date. Allocation skips such lots; an order placed before the
 * freeze or the date still holds their units until a refund or cancel.
 */
export async function heldBackLots(db: DbOrTx, lineIds: number[]) {
  if (lineIds.length === 0) return [];
  return rowsOf<{ lot_no: string; state: string; goods_name: string }>(
    await db.execute(sql`
      SELECT DISTINCT l.lot_no, l.state, g.name AS goods_name
      FROM order_line_lots x
      JOIN goods_lots l ON l.id = x.lot_id
      JOIN goods g ON g.id = l.goods_id
      WHERE x.order_line_id IN (${sql.join(lineIds, sql`, `)})
        AND x.quantity > x.returned_quantity
        AND NOT (${sellable('l')})
      ORDER BY l.lot_no`),
  );
}
