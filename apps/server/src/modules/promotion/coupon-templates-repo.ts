import { and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { likeContains } from '../../db/like.ts';
import { coupons, couponTemplates } from '../../db/schema/promotion.ts';
import { inState } from '../../db/windows.ts';
import type { TemplateRow } from './coupon-centre-repo.ts';

// SQL of the console's coupon templates: the list, a row (locked for a
// change), writes, and how many of each template's coupons were used.

export type TemplateListFilter = {
  status?: 'upcoming' | 'running' | 'ended' | 'stopped' | undefined;
  type?: 1 | 2 | undefined;
  keywords: string;
};
type TemplateValues = Omit<TemplateRow, 'id' | 'createdAt'>;

export function couponTemplatesRepo(db: DbOrTx) {
  return {
    async page(f: TemplateListFilter, limit: number, offset: number) {
      const where = and(
        inState(couponTemplates, f.status),
        f.type ? eq(couponTemplates.kind, f.type) : undefined,
        f.keywords ? ilike(couponTemplates.name, likeContains(f.keywords)) : undefined,
      );
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(couponTemplates)
          .where(where)
          .orderBy(desc(couponTemplates.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(couponTemplates).where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    async one(id: number, lock = false): Promise<TemplateRow | undefined> {
      const q = db.select().from(couponTemplates).where(eq(couponTemplates.id, id));
      const [found] = await (lock ? q.for('update') : q);
      return found;
    },

    async insert(t: TemplateValues): Promise<TemplateRow> {
      const [made] = await db.insert(couponTemplates).values(t).returning();
      return made!;
    },

    async update(id: number, t: Partial<TemplateValues>): Promise<TemplateRow> {
      const [after] = await db
        .update(couponTemplates)
        .set(t)
        .where(eq(couponTemplates.id, id))
        .returning();
      return after!;
    },

    /** Used coupons per template id. */
    async used(ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: coupons.templateId, n: sql<number>`count(*)::int` })
        .from(coupons)
        .where(and(inArray(coupons.templateId, ids), eq(coupons.status, 'used')))
        .groupBy(coupons.templateId);
      return new Map(rows.map((r) => [r.id!, r.n]));
    },
  };
}
