import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { statementCache } from '../../db/prepared.ts';
import { favorites } from '../../db/schema/favorites.ts';

// Every query takes the caller's company id: a buyer only ever sees or
// changes its own company's favourites.
export function favoritesRepo(db: DbOrTx) {
  const prepared = statementCache();
  return {
    /** Every goods the company keeps; cached per company by the service. */
    async all(companyId: number): Promise<Set<number>> {
      const statement = prepared('favoritesOf', (name) =>
        db
          .select({ id: favorites.goodsId })
          .from(favorites)
          .where(eq(favorites.companyId, sql.placeholder('company')))
          .prepare(name),
      );
      return new Set((await statement.execute({ company: companyId })).map((r) => r.id));
    },

    async add(companyId: number, goodsIds: number[]) {
      await db
        .insert(favorites)
        .values(goodsIds.map((goodsId) => ({ companyId, goodsId })))
        .onConflictDoNothing();
    },

    async remove(companyId: number, goodsIds: number[]) {
      await db
        .delete(favorites)
        .where(and(eq(favorites.companyId, companyId), inArray(favorites.goodsId, goodsIds)));
    },

    async page(companyId: number, limit: number, offset: number) {
      const rows = await db
        .select({ id: favorites.goodsId })
        .from(favorites)
        .where(eq(favorites.companyId, companyId))
        .orderBy(desc(favorites.createdAt), desc(favorites.goodsId))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => r.id);
    },

    async count(companyId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(favorites)
        .where(eq(favorites.companyId, companyId));
      return row?.n ?? 0;
    },
  };
}
