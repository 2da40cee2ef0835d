import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { likeContains } from '../../db/like.ts';
import { goods } from '../../db/schema/catalog.ts';
import { companies } from '../../db/schema/company.ts';
import { varietyRequests } from '../../db/schema/varieties.ts';

// SQL of 品种求购: a company's requests, the console's list, and the staff
// steps as conditional writes on the status.

export type VarietyRow = typeof varietyRequests.$inferSelect;
export type VarietyInsert = typeof varietyRequests.$inferInsert;
export type VarietyFilter = { status?: string | undefined; keywords: string };

export function varietyRepo(db: DbOrTx) {
  return {
    async insert(v: VarietyInsert): Promise<VarietyRow> {
      const [row] = await db.insert(varietyRequests).values(v).returning();
      return row!;
    },

    async ofCompany(companyId: number, limit: number, offset: number) {
      const where = eq(varietyRequests.companyId, companyId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(varietyRequests)
          .where(where)
          .orderBy(desc(varietyRequests.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(varietyRequests).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** One request of the company; undefined when it is not theirs. */
    async one(companyId: number, id: number): Promise<VarietyRow | undefined> {
      const [row] = await db
        .select()
        .from(varietyRequests)
        .where(and(eq(varietyRequests.id, id), eq(varietyRequests.companyId, companyId)));
      return row;
    },

    async adminPage(f: VarietyFilter, limit: number, offset: number) {
      const conds: SQL[] = [];
      if (f.status) conds.push(eq(varietyRequests.status, f.status));
      if (f.keywords) {
        const k = likeContains(f.keywords);
        conds.push(
          or(
            ilike(varietyRequests.name, k),
            ilike(varietyRequests.manufacturer, k),
            ilike(companies.name, k),
          )!,
        );
      }
      const where = conds.length ? and(...conds) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ r: varietyRequests, company: companies.name, goods: goods.name })
          .from(varietyRequests)
          .innerJoin(companies, eq(companies.id, varietyRequests.companyId))
          .leftJoin(goods, eq(goods.id, varietyRequests.goodsId))
          .where(where)
          .orderBy(desc(varietyRequests.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(varietyRequests)
          .innerJoin(companies, eq(companies.id, varietyRequests.companyId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async lock(id: number): Promise<VarietyRow | undefined> {
      const [row] = await db
        .select()
        .from(varietyRequests)
        .where(eq(varietyRequests.id, id))
        .for('update');
      return row;
    },

    /** Applies the step when the status is one of `from`; undefined otherwise. */
    async move(id: number, from: string[], patch: Partial<VarietyInsert>) {
      const [row] = await db
        .update(varietyRequests)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(varietyRequests.id, id), inArray(varietyRequests.status, from)))
        .returning();
      return row;
    },

    /** The goods' name; null when there is no such goods. */
    async goodsName(goodsId: number): Promise<string | null> {
      const [g] = await db.select({ name: goods.name }).from(goods).where(eq(goods.id, goodsId));
      return g?.name ?? null;
    },
  };
}
