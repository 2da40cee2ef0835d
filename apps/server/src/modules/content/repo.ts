import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { focusItems, hotSearches, links, navItems } from '../../db/schema/content.ts';

export function contentRepo(db: DbOrTx) {
  return {
    nav: () => db.select().from(navItems).orderBy(asc(navItems.sort), asc(navItems.id)),
    hotSearches: () =>
      db.select().from(hotSearches).orderBy(asc(hotSearches.sort), asc(hotSearches.id)),
    links: () => db.select().from(links).orderBy(asc(links.sort), asc(links.id)),
    focus: (position: string) =>
      db
        .select()
        .from(focusItems)
        .where(eq(focusItems.position, position))
        .orderBy(asc(focusItems.sort), asc(focusItems.id)),
    async focusById(id: number) {
      const [row] = await db.select().from(focusItems).where(eq(focusItems.id, id)).limit(1);
      return row ?? null;
    },
  };
}
