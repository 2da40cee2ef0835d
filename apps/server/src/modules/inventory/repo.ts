import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { goods } from '../../db/schema/catalog.ts';
import { stockLedger } from '../../db/schema/inventory.ts';

export type StockLine = { goodsId: number; quantity: number };
/** What caused a change, as the stock ledger records it. */
export type StockCause = {
  kind: 'order' | 'cancel' | 'return' | 'receive' | 'adjust';
  ref: string;
  staff?: string;
};

export function inventoryRepo(db: DbOrTx) {
  /**
   * Changes the stock of several goods by their deltas, only where none goes
   * below zero, and writes the ledger in the same statement. Rows are locked
   * in id order first, so two writers never wait on each other in a cycle.
   * NO KEY UPDATE, the lock the UPDATE takes anyway: an order writes its
   * lines first, and their foreign keys hold KEY SHARE on these goods rows,
   * which FOR UPDATE would wait on — two such orders deadlocked.
   * Answers the ids changed.
   */
  async function change(deltas: StockLine[], cause: StockCause, countSales: boolean) {
    const ids = deltas.map((l) => l.goodsId);
    const ns = deltas.map((l) => l.quantity);
    if (deltas.length > 1)
      await db.execute(
        sql`SELECT id FROM goods WHERE id = ANY(${sql.param(ids)}::int[]) ORDER BY id FOR NO KEY UPDATE`,
      );
    const result = await db.execute(sql`
      WITH u AS (
        UPDATE goods g SET stock = g.stock + w.n,
          sales = ${countSales ? sql`greatest(g.sales - w.n, 0)` : sql`g.sales`}
        FROM unnest(${sql.param(ids)}::int[], ${sql.param(ns)}::int[]) AS w(id, n)
        WHERE g.id = w.id AND g.stock + w.n >= 0
        RETURNING g.id, g.stock, w.n),
      l AS (
        INSERT INTO stock_ledger (goods_id, change, stock_after, kind, ref, staff)
        SELECT id, n, stock, ${cause.kind}, ${cause.ref}, ${cause.staff ?? null} FROM u)
      SELECT id FROM u`);
    return new Set(rowsOf<{ id: number }>(result).map((r) => r.id));
  }

  return {
    change,

    async stockOf(goodsId: number): Promise<number> {
      const [row] = await db
        .select({ stock: goods.stock })
        .from(goods)
        .where(eq(goods.id, goodsId));
      return row?.stock ?? 0;
    },

    async ledger(goodsId: number, limit: number, offset: number) {
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(stockLedger)
          .where(eq(stockLedger.goodsId, goodsId))
          .orderBy(desc(stockLedger.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(stockLedger)
          .where(eq(stockLedger.goodsId, goodsId)),
      ]);
      return { rows, total: count?.n ?? 0 };
    },
  };
}
