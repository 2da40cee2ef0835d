import { and, asc, count, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { helpArticles, news, shopLicences } from '../../db/schema/content.ts';

export type ArticleRow = typeof helpArticles.$inferSelect;
export type NewsRow = typeof news.$inferSelect;

/** Help articles, news and the shop's licences: SQL of the content module. */
export function helpRepo(db: DbOrTx) {
  const newsOrder = [desc(news.publishedAt), desc(news.id)];
  return {
    articles: (publishedOnly: boolean) =>
      db
        .select()
        .from(helpArticles)
        .where(publishedOnly ? eq(helpArticles.published, true) : undefined)
        .orderBy(asc(helpArticles.sort), asc(helpArticles.id)),

    async article(group: string, slug: string) {
      const [row] = await db
        .select()
        .from(helpArticles)
        .where(
          and(
            eq(helpArticles.group, group),
            eq(helpArticles.slug, slug),
            eq(helpArticles.published, true),
          ),
        );
      return row ?? null;
    },

    async articleById(id: number, lock = false) {
      const q = db.select().from(helpArticles).where(eq(helpArticles.id, id));
      return (await (lock ? q.for('update') : q))[0] ?? null;
    },

    async insertArticle(values: typeof helpArticles.$inferInsert) {
      const rows = await db.insert(helpArticles).values(values).onConflictDoNothing().returning();
      return rows[0] ?? null;
    },

    async updateArticle(id: number, values: Partial<typeof helpArticles.$inferInsert>) {
      const [row] = await db
        .update(helpArticles)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(helpArticles.id, id))
        .returning();
      return row ?? null;
    },

    async removeArticle(id: number) {
      const [row] = await db.delete(helpArticles).where(eq(helpArticles.id, id)).returning();
      return row ?? null;
    },

    async newsPage(type: string | null, publishedOnly: boolean, limit: number, offset: number) {
      const where = and(
        type ? eq(news.type, type) : undefined,
        publishedOnly ? eq(news.published, true) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(news)
          .where(where)
          .orderBy(...newsOrder)
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(news).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async newsById(id: number, lock = false) {
      const q = db.select().from(news).where(eq(news.id, id));
      return (await (lock ? q.for('update') : q))[0] ?? null;
    },

    /**
     * The published neighbours within the type in list order (newest first):
     * prev is the newer one above it in the list, next the older one below.
     */
    async newsNeighbours(row: NewsRow) {
      const base = and(eq(news.type, row.type), eq(news.published, true));
      const newer = or(
        gt(news.publishedAt, row.publishedAt),
        and(eq(news.publishedAt, row.publishedAt), gt(news.id, row.id)),
      );
      const older = or(
        lt(news.publishedAt, row.publishedAt),
        and(eq(news.publishedAt, row.publishedAt), lt(news.id, row.id)),
      );
      const pick = { id: news.id, title: news.title };
      const [[prev], [next]] = await Promise.all([
        db
          .select(pick)
          .from(news)
          .where(and(base, newer))
          .orderBy(asc(news.publishedAt), asc(news.id))
          .limit(1),
        db
          .select(pick)
          .from(news)
          .where(and(base, older))
          .orderBy(...newsOrder)
          .limit(1),
      ]);
      return { prev: prev ?? null, next: next ?? null };
    },

    async insertNews(values: typeof news.$inferInsert) {
      const [row] = await db.insert(news).values(values).returning();
      return row!;
    },

    async updateNews(id: number, values: Partial<typeof news.$inferInsert>) {
      const [row] = await db
        .update(news)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(news.id, id))
        .returning();
      return row ?? null;
    },

    async removeNews(id: number) {
      const [row] = await db.delete(news).where(eq(news.id, id)).returning();
      return row ?? null;
    },

    async licence(id: number) {
      const [row] = await db.select().from(shopLicences).where(eq(shopLicences.id, id));
      return row ?? null;
    },

    licences: () =>
      db.select().from(shopLicences).orderBy(asc(shopLicences.sort), asc(shopLicences.id)),
  };
}
