import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { likeContains } from '../../db/like.ts';
import { companies } from '../../db/schema/company.ts';
import { feedback, feedbackPhotos } from '../../db/schema/feedback.ts';

// SQL of 意见反馈: a company's feedback and its photos, the console's list,
// and the staff decisions as conditional writes on the status.

export type FeedbackRow = typeof feedback.$inferSelect;
export type FeedbackInsert = typeof feedback.$inferInsert;
export type FeedbackFilter = { status?: string | undefined; keywords: string };

export function feedbackRepo(db: DbOrTx) {
  return {
    recordPhoto: (companyId: number, name: string) =>
      db.insert(feedbackPhotos).values({ name, companyId }),

    /** How many of these photo names the company uploaded itself. */
    async ownPhotos(companyId: number, names: string[]): Promise<number> {
      const own = await db
        .select({ name: feedbackPhotos.name })
        .from(feedbackPhotos)
        .where(and(eq(feedbackPhotos.companyId, companyId), inArray(feedbackPhotos.name, names)));
      return own.length;
    },

    async insert(v: FeedbackInsert): Promise<FeedbackRow> {
      const [row] = await db.insert(feedback).values(v).returning();
      return row!;
    },

    async ofCompany(companyId: number, limit: number, offset: number) {
      const where = eq(feedback.companyId, companyId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(feedback)
          .where(where)
          .orderBy(desc(feedback.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(feedback).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async adminPage(f: FeedbackFilter, limit: number, offset: number) {
      const conds: SQL[] = [];
      if (f.status) conds.push(eq(feedback.status, f.status));
      if (f.keywords) {
        const k = likeContains(f.keywords);
        conds.push(or(ilike(feedback.content, k), ilike(companies.name, k))!);
      }
      const where = conds.length ? and(...conds) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ r: feedback, company: companies.name })
          .from(feedback)
          .innerJoin(companies, eq(companies.id, feedback.companyId))
          .where(where)
          .orderBy(desc(feedback.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(feedback)
          .innerJoin(companies, eq(companies.id, feedback.companyId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async lock(id: number): Promise<FeedbackRow | undefined> {
      const [row] = await db.select().from(feedback).where(eq(feedback.id, id)).for('update');
      return row;
    },

    /** Applies the decision when the status is one of `from`; undefined otherwise. */
    async decide(id: number, from: string[], patch: Partial<FeedbackInsert>) {
      const [row] = await db
        .update(feedback)
        .set(patch)
        .where(and(eq(feedback.id, id), inArray(feedback.status, from)))
        .returning();
      return row;
    },
  };
}
