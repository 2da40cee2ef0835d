import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { goods } from '../../db/schema/catalog.ts';
import { companies } from '../../db/schema/company.ts';
import { franchiseApplications, franchiseGoods } from '../../db/schema/zones.ts';
import { consoleGoodsColumns } from './brands-repo.ts';

// SQL of 加盟专区: the franchise goods (visible ones for the shop, all for
// the console), a company's applications, and the operators' answer as a
// conditional write on the pending status.

export type FranchiseRow = typeof franchiseApplications.$inferSelect;
export type FranchiseApplicationValues = {
  companyId: number;
  company: string;
  contact: string;
  phone: string;
  region: string;
  message: string;
};

const visible = eq(goods.isHidden, false);

export function franchiseRepo(db: DbOrTx) {
  return {
    /** Ids of the visible franchise goods in the zone's order, and how many there are. */
    async visibleGoodsIds(limit: number, offset: number) {
      const [rows, [n]] = await Promise.all([
        db
          .select({ id: goods.id })
          .from(franchiseGoods)
          .innerJoin(goods, eq(goods.id, franchiseGoods.goodsId))
          .where(visible)
          .orderBy(asc(franchiseGoods.sort), asc(goods.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(franchiseGoods)
          .innerJoin(goods, eq(goods.id, franchiseGoods.goodsId))
          .where(visible),
      ]);
      return { ids: rows.map((r) => r.id), total: n?.n ?? 0 };
    },

    /** The company's newest application, of any status. */
    async latestOf(companyId: number): Promise<FranchiseRow | undefined> {
      const [latest] = await db
        .select()
        .from(franchiseApplications)
        .where(eq(franchiseApplications.companyId, companyId))
        .orderBy(desc(franchiseApplications.id))
        .limit(1);
      return latest;
    },

    async isApproved(companyId: number): Promise<boolean> {
      const [approved] = await db
        .select({ id: franchiseApplications.id })
        .from(franchiseApplications)
        .where(
          and(
            eq(franchiseApplications.companyId, companyId),
            eq(franchiseApplications.status, 'approved'),
          ),
        )
        .limit(1);
      return approved !== undefined;
    },

    /**
     * False when the company already has a pending application: the partial
     * unique index turns the second insert into nothing.
     */
    async insertPending(v: FranchiseApplicationValues): Promise<boolean> {
      const made = await db
        .insert(franchiseApplications)
        .values(v)
        .onConflictDoNothing()
        .returning({ id: franchiseApplications.id });
      return made.length > 0;
    },

    async adminPage(status: FranchiseRow['status'] | undefined, limit: number, offset: number) {
      const where = status ? eq(franchiseApplications.status, status) : undefined;
      const [rows, [n]] = await Promise.all([
        db
          .select({ a: franchiseApplications, companyName: companies.name })
          .from(franchiseApplications)
          .innerJoin(companies, eq(companies.id, franchiseApplications.companyId))
          .where(where)
          .orderBy(desc(franchiseApplications.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(franchiseApplications).where(where),
      ]);
      return { rows, total: n?.n ?? 0 };
    },

    /** Answers the application if it is still pending; undefined when it is not (or is gone). */
    async decidePending(
      id: number,
      set: { status: 'approved' | 'declined'; note: string; decidedAt: Date },
    ): Promise<FranchiseRow | undefined> {
      const [done] = await db
        .update(franchiseApplications)
        .set(set)
        .where(and(eq(franchiseApplications.id, id), eq(franchiseApplications.status, 'pending')))
        .returning();
      return done;
    },

    async exists(id: number): Promise<boolean> {
      const [found] = await db
        .select({ id: franchiseApplications.id })
        .from(franchiseApplications)
        .where(eq(franchiseApplications.id, id));
      return found !== undefined;
    },

    /** Every franchise goods, hidden ones too, for the console. */
    async goodsPage(limit: number, offset: number) {
      const [rows, [n]] = await Promise.all([
        db
          .select(consoleGoodsColumns)
          .from(franchiseGoods)
          .innerJoin(goods, eq(goods.id, franchiseGoods.goodsId))
          .orderBy(asc(franchiseGoods.sort), asc(goods.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(franchiseGoods),
      ]);
      return { rows, total: n?.n ?? 0 };
    },

    /** How many of these goods ids exist. */
    async knownGoodsCount(ids: number[]): Promise<number> {
      const [n] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(goods)
        .where(inArray(goods.id, ids));
      return n?.n ?? 0;
    },

    /** Adds the goods not in the zone yet; the ids added. */
    async addGoods(goodsIds: number[]): Promise<number[]> {
      const added = await db
        .insert(franchiseGoods)
        .values(goodsIds.map((goodsId) => ({ goodsId })))
        .onConflictDoNothing()
        .returning({ goodsId: franchiseGoods.goodsId });
      return added.map((a) => a.goodsId);
    },

    /** Removes these goods from the zone; the ids that were in it. */
    async removeGoods(goodsIds: number[]): Promise<number[]> {
      const gone = await db
        .delete(franchiseGoods)
        .where(inArray(franchiseGoods.goodsId, goodsIds))
        .returning({ goodsId: franchiseGoods.goodsId });
      return gone.map((g) => g.goodsId);
    },
  };
}
