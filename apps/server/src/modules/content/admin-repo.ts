import type { ContentKind } from '@shop/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { focusItems, hotSearches, links, navItems } from '../../db/schema/content.ts';

/** Each kind of content the console edits, and its table (all have id and sort). */
export const contentTables = {
  nav: navItems,
  banners: focusItems,
  'hot-searches': hotSearches,
  links,
} as const;

export type ContentRow = Record<string, unknown> & { id: number; sort: number };

/**
 * One repo over the four tables: they share id and sort, and the rest is
 * column values the service maps from the request. Typed through one of the
 * tables, since drizzle cannot take a union of tables.
 */
export function contentAdminRepo(db: DbOrTx, kind: ContentKind) {
  const t = contentTables[kind] as unknown as typeof links;
  const rows = (r: unknown) => r as ContentRow[];
  return {
    async list() {
      return rows(await db.select().from(t).orderBy(asc(t.sort), asc(t.id)));
    },
    async one(id: number, lock = false) {
      const q = db.select().from(t).where(eq(t.id, id));
      return rows(await (lock ? q.for('update') : q))[0] ?? null;
    },
    async insert(values: Record<string, unknown>) {
      return rows(
        await db
          .insert(t)
          .values(values as typeof t.$inferInsert)
          .returning(),
      )[0]!;
    },
    async update(id: number, values: Record<string, unknown>) {
      return rows(await db.update(t).set(values).where(eq(t.id, id)).returning())[0] ?? null;
    },
    async remove(id: number) {
      return rows(await db.delete(t).where(eq(t.id, id)).returning())[0] ?? null;
    },
    /** Rows of these ids, locked: a reorder writes them all or none. */
    async lockMany(ids: number[]) {
      return rows(await db.select().from(t).where(inArray(t.id, ids)).for('update'));
    },
    /** sort = its place in the list, in one statement. */
    async reorder(ids: number[]) {
      await db.execute(
        sql`UPDATE ${t} SET sort = o.n * 10 FROM unnest(${sql.param(ids)}::int[]) WITH ORDINALITY AS o(id, n) WHERE ${t}.id = o.id`,
      );
    },
  };
}
