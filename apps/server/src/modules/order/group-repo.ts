import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/order.ts';
import type { OrderRow } from './repo.ts';

// The status moves of group-buy (拼团) orders, each a conditional UPDATE whose
// returned rows say who won (group-orders.ts decides when to make them).

/** paid -> grouping (待成团); null when the order was not paid. */
export async function holdGrouping(tx: DbOrTx, id: number): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({ status: 'grouping' })
    .where(and(eq(orders.id, id), eq(orders.status, 'paid')))
    .returning();
  return row ?? null;
}

/** grouping -> paid (待发货) for the filled group's orders; how many moved. */
export async function releaseGrouping(tx: DbOrTx, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .update(orders)
    .set({ status: 'paid' })
    .where(and(inArray(orders.id, ids), eq(orders.status, 'grouping')))
    .returning({ id: orders.id });
  return rows.length;
}

/** grouping -> cancelled; null when another sweep got the row first. */
export async function cancelGrouping(
  tx: DbOrTx,
  id: number,
  reason: string,
): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: sql`now()`, cancelReason: reason })
    .where(and(eq(orders.id, id), eq(orders.status, 'grouping')))
    .returning();
  return row ?? null;
}
