import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { goods } from '../../db/schema/catalog.ts';

export type StockLine = { goodsId: number; quantity: number };

export function inventoryRepo(db: DbOrTx) {
  return {
    /** Takes stock only when there is enough of it: never a read-then-write. */
    async takeOne({ goodsId, quantity }: StockLine): Promise<boolean> {
      const rows = await db
        .update(goods)
        .set({ stock: sql`${goods.stock} - ${quantity}`, sales: sql`${goods.sales} + ${quantity}` })
        .where(and(eq(goods.id, goodsId), gte(goods.stock, quantity)))
        .returning({ id: goods.id });
      return rows.length === 1;
    },

    /**
     * Several goods at once: their rows are locked in id order first, so two
     * orders never wait on each other in a cycle; then one conditional update.
     * Answers the ids that were taken.
     */
    async takeMany(lines: StockLine[]): Promise<Set<number>> {
      const ids = lines.map((l) => l.goodsId);
      const counts = lines.map((l) => l.quantity);
      await db.execute(
        sql`SELECT id FROM goods WHERE id = ANY(${sql.param(ids)}::int[]) ORDER BY id FOR UPDATE`,
      );
      const rows = await db.execute<{ id: number }>(sql`
        UPDATE goods g SET stock = g.stock - w.n, sales = g.sales + w.n
        FROM unnest(${sql.param(ids)}::int[], ${sql.param(counts)}::int[]) AS w(id, n)
        WHERE g.id = w.id AND g.stock >= w.n
        RETURNING g.id`);
      return new Set((rows as unknown as { rows: { id: number }[] }).rows.map((r) => r.id));
    },

    async giveBack({ goodsId, quantity }: StockLine) {
      await db
        .update(goods)
        .set({
          stock: sql`${goods.stock} + ${quantity}`,
          sales: sql`greatest(${goods.sales} - ${quantity}, 0)`,
        })
        .where(eq(goods.id, goodsId));
    },

    async stockOf(goodsId: number): Promise<number> {
      const [row] = await db
        .select({ stock: goods.stock })
        .from(goods)
        .where(eq(goods.id, goodsId));
      return row?.stock ?? 0;
    },
  };
}
