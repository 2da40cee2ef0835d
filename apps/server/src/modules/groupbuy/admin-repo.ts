import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { likeContains } from '../../db/like.ts';
import { goods } from '../../db/schema/catalog.ts';
import { companies } from '../../db/schema/company.ts';
import { groupbuyActivities, groupbuyGroups } from '../../db/schema/groupbuy.ts';
import { inState, overlapping } from '../../db/windows.ts';
import type { ActivityStatus } from './repo.ts';

// SQL of the console's group-buy pages: the activity list with its goods,
// the overlap check and its lock, activity writes, and the groups list.

export type ActivityFilter = {
  id?: number | undefined;
  status?: ActivityStatus | undefined;
  keywords?: string | undefined;
};
export type GroupFilter = { activityId?: number | undefined; state?: string | undefined };

const keywordWhere = (keywords: string) =>
  keywords
    ? or(
        sql`${groupbuyActivities.title} ILIKE ${likeContains(keywords)}`,
        sql`${goods.name} ILIKE ${likeContains(keywords)}`,
      )
    : undefined;

export function groupbuyAdminRepo(db: DbOrTx) {
  return {
    async adminPage(f: ActivityFilter, limit: number, offset: number) {
      const where = and(
        f.id === undefined ? undefined : eq(groupbuyActivities.id, f.id),
        inState(groupbuyActivities, f.status),
        keywordWhere(f.keywords ?? ''),
      );
      const [rows, [n]] = await Promise.all([
        db
          .select({
            a: groupbuyActivities,
            g: {
              name: goods.name,
              spec: goods.specification,
              priceFen: goods.priceFen,
              stock: goods.stock,
            },
          })
          .from(groupbuyActivities)
          .innerJoin(goods, eq(goods.id, groupbuyActivities.goodsId))
          .where(where)
          .orderBy(desc(groupbuyActivities.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(groupbuyActivities)
          .innerJoin(goods, eq(goods.id, groupbuyActivities.goodsId))
          .where(where),
      ]);
      return { rows, total: n?.n ?? 0 };
    },

    /** Another enabled activity of the goods whose window meets [from, to). */
    async overlapping(goodsId: number, from: Date, to: Date, except?: number) {
      const [row] = await db
        .select()
        .from(groupbuyActivities)
        .where(
          and(
            eq(groupbuyActivities.goodsId, goodsId),
            overlapping(groupbuyActivities, from, to),
            except === undefined ? undefined : ne(groupbuyActivities.id, except),
          ),
        )
        .limit(1);
      return row;
    },

    insertActivity: async (v: typeof groupbuyActivities.$inferInsert) =>
      (await db.insert(groupbuyActivities).values(v).returning())[0]!,

    updateActivity: async (id: number, v: Partial<typeof groupbuyActivities.$inferInsert>) =>
      (
        await db.update(groupbuyActivities).set(v).where(eq(groupbuyActivities.id, id)).returning()
      )[0],

    async adminGroups(f: GroupFilter, limit: number, offset: number) {
      const where = and(
        f.activityId === undefined ? undefined : eq(groupbuyGroups.activityId, f.activityId),
        f.state === undefined ? undefined : eq(groupbuyGroups.state, f.state),
      );
      const [rows, [n]] = await Promise.all([
        db
          .select({ g: groupbuyGroups, title: groupbuyActivities.title, opener: companies.name })
          .from(groupbuyGroups)
          .innerJoin(groupbuyActivities, eq(groupbuyActivities.id, groupbuyGroups.activityId))
          .innerJoin(companies, eq(companies.id, groupbuyGroups.openerCompanyId))
          .where(where)
          .orderBy(desc(groupbuyGroups.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(groupbuyGroups).where(where),
      ]);
      return { rows, total: n?.n ?? 0 };
    },
  };
}

export type AdminActivityRow = Awaited<
  ReturnType<ReturnType<typeof groupbuyAdminRepo>['adminPage']>
>['rows'][number];
