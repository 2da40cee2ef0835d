import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/company.ts';
import { standingListLines, standingLists } from '../../db/schema/standing-lists.ts';

export type ListLine = { goodsId: number; quantity: number };

// Every query takes the caller's company id: a company only ever sees or
// changes its own lists; another company's list id reads as absent.
export function standingListsRepo(db: DbOrTx) {
  const mine = (companyId: number, id: number) =>
    and(eq(standingLists.id, id), eq(standingLists.companyId, companyId));

  async function writeLines(listId: number, lines: ListLine[]) {
    await db.delete(standingListLines).where(eq(standingListLines.listId, listId));
    if (lines.length === 0) return;
    await db.insert(standingListLines).values(
      lines.map((l, position) => ({
        listId,
        goodsId: l.goodsId,
        quantity: l.quantity,
        position,
      })),
    );
  }

  return {
    /**
     * Holds the company row until the transaction ends: two lists created at
     * once are counted one after the other against the company's limit.
     */
    async lockCompany(companyId: number) {
      await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, companyId))
        .for('update');
    },

    async count(companyId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(standingLists)
        .where(eq(standingLists.companyId, companyId));
      return row?.n ?? 0;
    },

    async summaries(companyId: number) {
      return db
        .select({
          id: standingLists.id,
          name: standingLists.name,
          updatedAt: standingLists.updatedAt,
          lineCount: sql<number>`(select count(*)::int from ${standingListLines} where ${standingListLines.listId} = ${standingLists.id})`,
        })
        .from(standingLists)
        .where(eq(standingLists.companyId, companyId))
        .orderBy(desc(standingLists.updatedAt), desc(standingLists.id));
    },

    async find(companyId: number, id: number) {
      const [list] = await db.select().from(standingLists).where(mine(companyId, id));
      return list ?? null;
    },

    async lines(listId: number): Promise<ListLine[]> {
      return db
        .select({ goodsId: standingListLines.goodsId, quantity: standingListLines.quantity })
        .from(standingListLines)
        .where(eq(standingListLines.listId, listId))
        .orderBy(asc(standingListLines.position));
    },

    async create(companyId: number, name: string, lines: ListLine[]) {
      const [row] = await db
        .insert(standingLists)
        .values({ companyId, name })
        .returning({ id: standingLists.id });
      await writeLines(row!.id, lines);
      return row!.id;
    },

    /** Replaces name and lines; false when the list is not the company's. */
    async replace(companyId: number, id: number, name: string, lines: ListLine[]) {
      const updated = await db
        .update(standingLists)
        .set({ name, updatedAt: new Date() })
        .where(mine(companyId, id))
        .returning({ id: standingLists.id });
      if (updated.length === 0) return false;
      await writeLines(id, lines);
      return true;
    },

    async remove(companyId: number, id: number) {
      const removed = await db
        .delete(standingLists)
        .where(mine(companyId, id))
        .returning({ id: standingLists.id });
      return removed.length > 0;
    },

    /** Which of these goods are already on the list (kept even when no longer on sale). */
    async goodsOnList(listId: number, goodsIds: number[]) {
      if (goodsIds.length === 0) return new Set<number>();
      const rows = await db
        .select({ id: standingListLines.goodsId })
        .from(standingListLines)
        .where(
          and(eq(standingListLines.listId, listId), inArray(standingListLines.goodsId, goodsIds)),
        );
      return new Set(rows.map((r) => r.id));
    },
  };
}
