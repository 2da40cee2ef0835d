import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { goods, goodsInstructions } from '../../db/schema/catalog.ts';

// SQL of 说明书: one row of sections per goods, beside the goods row.

type Section = { title: string; html: string };

export function instructionsRepo(db: DbOrTx) {
  return {
    /** The stored sections; null when the goods has none yet. */
    async sections(goodsId: number): Promise<Section[] | null> {
      const [row] = await db
        .select({ sections: goodsInstructions.sections })
        .from(goodsInstructions)
        .where(eq(goodsInstructions.goodsId, goodsId));
      return row?.sections ?? null;
    },

    async goodsExists(goodsId: number, o: { shelvedOnly: boolean }): Promise<boolean> {
      const [g] = await db
        .select({ id: goods.id })
        .from(goods)
        .where(and(eq(goods.id, goodsId), o.shelvedOnly ? eq(goods.isHidden, false) : undefined));
      return !!g;
    },

    /** Locks the goods row so that two staff writes of one insert follow each other. */
    async lockGoods(goodsId: number): Promise<boolean> {
      const [g] = await db
        .select({ id: goods.id })
        .from(goods)
        .where(eq(goods.id, goodsId))
        .for('update');
      return !!g;
    },

    put: (goodsId: number, sections: Section[]) =>
      db
        .insert(goodsInstructions)
        .values({ goodsId, sections })
        .onConflictDoUpdate({
          target: goodsInstructions.goodsId,
          set: { sections, updatedAt: new Date() },
        }),
  };
}
