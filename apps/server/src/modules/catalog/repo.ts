import type { goodsFiltersQuery, goodsListQuery } from '@shop/contract';
import { and, asc, count, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { likeEscape } from '../../db/like.ts';
import { statementCache } from '../../db/prepared.ts';
import { goods } from '../../db/schema/catalog.ts';
import type { Tree } from './categories.ts';
import { isInitials, keywordMatch, suggestionsSql } from './search-repo.ts';

const p = (name: string) => sql.placeholder(name);

export type GoodsRow = typeof goods.$inferSelect;
export type GoodsFilters = z.output<typeof goodsFiltersQuery>;
export type GoodsListQuery = z.output<typeof goodsListQuery>;

/** The category a `select` id resolved to, so the right indexed column is used. */
export type CategoryFilter = { id: number; tree: Tree; isRoot: boolean };

export type GoodsSort = 'default' | 'sale' | 'price' | 'new';

/**
 * A goods filter as SQL with placeholders, its parameters, and its shape (which
 * conditions are present). Queries of the same shape share one prepared
 * statement. The SQL itself is built only when a query runs: most requests
 * are answered from caches keyed by shape and parameters.
 */
export type GoodsQuery = {
  shape: string;
  readonly where: SQL;
  params: Record<string, unknown>;
  /** With keywords: 0 for goods whose name or initials start with them, listed first by default. */
  rank?: () => SQL;
};

export function goodsQuery(f: GoodsFilters, category: CategoryFilter | null): GoodsQuery {
  const conds: (() => SQL)[] = [() => eq(goods.isHidden, false)];
  const params: Record<string, unknown> = {};
  const shape: string[] = [];
  const flag = (on: unknown, name: string, cond: () => SQL) => {
    if (!on) return;
    conds.push(cond);
    shape.push(name);
  };
  if (category) {
    const column =
      category.tree === 'main'
        ? category.isRoot
          ? goods.categoryRootId
          : goods.categoryId
        : category.isRoot
          ? goods.zoneCategoryRootId
          : goods.zoneCategoryId;
    conds.push(() => eq(column, p('category')));
    params.category = category.id;
    shape.push(column.name);
  }
  flag(f.yx, 'yx', () => eq(goods.isPreferred, true));
  flag(f.zy, 'zy', () => eq(goods.kind, 1));
  flag(f.zs, 'zs', () => eq(goods.isClinic, true));
  flag(f.bjp, 'bjp', () => eq(goods.isHealth, true));
  flag(f.qx, 'qx', () => eq(goods.isDevice, true));
  flag(f.jxq, 'jxq', () => eq(goods.warehouseId, 3));
  flag(f.kxpz, 'kxpz', () => eq(goods.isControlled, true));
  flag(f.has_stock, 'stock', () => gt(goods.stock, 0));
  if (f.sccj) {
    flag(true, 'sccj', () => eq(goods.manufacturer, p('sccj')));
    params.sccj = f.sccj;
  }
  let rank: (() => SQL) | null = null;
  if (f.keywords) {
    const match = keywordMatch(f.keywords);
    flag(true, match.shape, match.where);
    Object.assign(params, match.params);
    rank = match.rank;
  }
  let where: SQL | undefined;
  return {
    shape: shape.join(','),
    params,
    ...(rank ? { rank } : {}),
    get where() {
      where ??= and(...conds.map((c) => c()))!;
      return where;
    },
  };
}

/** Ties go the same way as the sort, so a (category, column, id) index serves it backwards too. */
function orderBy(sort: GoodsSort, dir: 'asc' | 'desc' | undefined, q: GoodsQuery): SQL[] {
  switch (sort) {
    case 'sale': {
      const by = dir === 'asc' ? asc : desc;
      return [by(goods.sales), by(goods.id)];
    }
    case 'price': {
      const by = dir === 'desc' ? desc : asc;
      return [by(goods.priceFen), by(goods.id)];
    }
    case 'new':
      return [desc(goods.id)];
    default:
      // A search lists the names (or initials) starting with the words first.
      return q.rank ? [asc(q.rank()), asc(goods.id)] : [asc(goods.id)];
  }
}

const byIdsWhere = and(sql`${goods.id} = ANY(${p('ids')})`, eq(goods.isHidden, false));

export function catalogRepo(db: DbOrTx) {
  const prepared = statementCache();

  return {
    /**
     * The page as ids from the narrow index only; the wide rows come from the
     * goods cache (goods-cache.ts).
     */
    async pageIds(
      q: GoodsQuery,
      sort: GoodsSort,
      dir: 'asc' | 'desc' | undefined,
      limit: number,
      offset: number,
    ): Promise<number[]> {
      const statement = prepared(`page|${q.shape}|${sort}|${dir}`, (name) =>
        db
          .select({ id: goods.id })
          .from(goods)
          .where(q.where)
          .orderBy(...orderBy(sort, dir, q))
          .limit(p('limit'))
          .offset(p('offset'))
          .prepare(name),
      );
      const rows = await statement.execute({ ...q.params, limit, offset });
      return rows.map((r) => r.id);
    },

    /** Every id the filter holds, in the sort's order (a category is a few thousand at most). */
    async allIds(
      q: GoodsQuery,
      sort: GoodsSort,
      dir: 'asc' | 'desc' | undefined,
    ): Promise<number[]> {
      const statement = prepared(`all|${q.shape}|${sort}|${dir}`, (name) =>
        db
          .select({ id: goods.id })
          .from(goods)
          .where(q.where)
          .orderBy(...orderBy(sort, dir, q))
          .prepare(name),
      );
      return (await statement.execute(q.params)).map((r) => r.id);
    },

    async count(q: GoodsQuery): Promise<number> {
      const statement = prepared(`count|${q.shape}`, (name) =>
        db.select({ n: count() }).from(goods).where(q.where).prepare(name),
      );
      const [row] = await statement.execute(q.params);
      return row?.n ?? 0;
    },

    /** Visible goods among the ids, in no particular order. */
    rowsByIds(ids: number[]): Promise<GoodsRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      const statement = prepared('byIds', (name) =>
        db.select().from(goods).where(byIdsWhere).prepare(name),
      );
      return statement.execute({ ids });
    },

    /** Visible goods after an id, in id order: the warm-up reads the catalogue in slices. */
    visibleAfter(afterId: number, limit: number): Promise<GoodsRow[]> {
      return db
        .select()
        .from(goods)
        .where(and(eq(goods.isHidden, false), gt(goods.id, afterId)))
        .orderBy(asc(goods.id))
        .limit(limit);
    },

    /** Goods rows read now (inside the caller's transaction), hidden ones included. */
    rowsNow(ids: number[]): Promise<GoodsRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select().from(goods).where(inArray(goods.id, ids));
    },

    /** Sets activity_type where it differs (a conditional write); the goods it changed. */
    async setActivityType(ids: number[], type: 0 | 1): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .update(goods)
        .set({ activityType: type })
        .where(and(inArray(goods.id, ids), sql`${goods.activityType} <> ${type}`))
        .returning({ id: goods.id });
      return rows.map((r) => r.id);
    },

    async existingIds(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const statement = prepared('existingIds', (name) =>
        db.select({ id: goods.id }).from(goods).where(byIdsWhere).prepare(name),
      );
      return (await statement.execute({ ids })).map((r) => r.id);
    },

    /**
     * Goods names starting with the text or its pinyin initials, then names
     * containing them further in, then manufacturers: one statement.
     */
    async suggest(keyword: string, chineseMedicineOnly: boolean, limit: number): Promise<string[]> {
      const lower = keyword.toLowerCase();
      const inside = [...keyword].length < 2 ? 'none' : isInitials(lower) ? 'initials' : 'words';
      const scope = chineseMedicineOnly
        ? and(eq(goods.isHidden, false), eq(goods.kind, 1))!
        : eq(goods.isHidden, false);
      const rows = await prepared(`suggest|${chineseMedicineOnly}|${inside}`, (name) =>
        db
          .select({ s: sql<string>`u.s` })
          .from(suggestionsSql(scope, inside))
          .orderBy(sql`u.r`, sql`u.m DESC`, sql`u.s`)
          .limit(p('limit'))
          .prepare(name),
      ).execute({
        words: keyword,
        lower,
        namePrefix: `${likeEscape(keyword)}%`,
        initialsPrefix: `${likeEscape(lower)}%`,
        contains: `%${likeEscape(keyword)}%`,
        initialsContains: `%${likeEscape(lower)}%`,
        limit,
      });
      return rows.map((r) => r.s);
    },

    /** How many goods match in each (category, zone category) pair: a few hundred rows at most. */
    categoryCounts(q: GoodsQuery) {
      return db
        .select({ category: goods.categoryId, zone: goods.zoneCategoryId, count: count() })
        .from(goods)
        .where(q.where)
        .groupBy(goods.categoryId, goods.zoneCategoryId)
        .execute(q.params);
    },

    topManufacturers(q: GoodsQuery, limit: number) {
      return db
        .select({ name: goods.manufacturer, count: count() })
        .from(goods)
        .where(q.where)
        .groupBy(goods.manufacturer)
        .orderBy(desc(count()), asc(goods.manufacturer))
        .limit(limit)
        .execute(q.params);
    },
  };
}

export const visibleQuery: GoodsQuery = { shape: '', where: eq(goods.isHidden, false), params: {} };
