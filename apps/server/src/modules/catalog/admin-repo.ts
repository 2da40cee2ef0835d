import type { goodsZones } from '@shop/contract';
import { and, asc, eq, gt, ilike, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { likeContains, likeEscape } from '../../db/like.ts';
import { categories, goods } from '../../db/schema/catalog.ts';

export type GoodsZone = (typeof goodsZones)[number];

export type AdminGoodsFilter = {
  keywords: string;
  manufacturer?: string | undefined;
  zone?: GoodsZone | undefined;
  categoryId?: number | undefined;
  onShelf?: number | undefined;
  stockBelow?: number | undefined;
};

export type GoodsEdit = Partial<
  Pick<
    typeof goods.$inferInsert,
    | 'name'
    | 'nameInitials'
    | 'remarks'
    | 'manufacturer'
    | 'manufacturerInitials'
    | 'specification'
    | 'dosageForm'
    | 'unit'
    | 'approvalNumber'
    | 'nationalCode'
    | 'priceFen'
    | 'marketPriceFen'
    | 'originalPriceFen'
    | 'purchaseLimit'
    | 'purchaseMinimum'
    | 'isHidden'
    | 'isFreeShipping'
    // Fields added with goods creation (admin-create.ts).
    | 'caseQuantity'
    | 'midPackQuantity'
    | 'expiryDate'
    | 'isShortExpiry'
    | 'ladderPrices'
    | 'categoryId'
    | 'categoryRootId'
    | 'zoneCategoryId'
    | 'zoneCategoryRootId'
    | 'warehouseId'
    | 'kind'
    | 'activityType'
    | 'isPreferred'
    | 'isClinic'
    | 'isDevice'
    | 'isHealth'
    | 'isControlled'
    | 'drugClass'
    | 'isSpecialCompound'
    | 'isColdChain'
    | 'needsTraceCode'
    | 'tracePrefix'
    | 'specialOrderLimit'
    | 'specialMonthLimit'
    | 'freeShippingNumber'
    | 'tags'
  >
>;

/**
 * Name or manufacturer containing the words, or pinyin initials starting with
 * them. With two or more characters `bigrams` is the index condition
 * (migration 0007) that narrows `text` down before it is checked.
 */
function keywordParts(words: string) {
  const prefix = `${likeEscape(words.toLowerCase())}%`;
  // Words without letters that have case (Chinese, digits) match the same
  // under LIKE, which is three times faster than ILIKE on CJK text.
  const cased = words.toLowerCase() !== words.toUpperCase();
  const contains = cased ? ilike : like;
  return {
    text: or(
      contains(goods.name, likeContains(words)),
      contains(goods.manufacturer, likeContains(words)),
    )!,
    initials: sql`(${goods.nameInitials} LIKE ${prefix} OR ${goods.manufacturerInitials} LIKE ${prefix})`,
    bigrams:
      [...words].length < 2
        ? null
        : sql`shop_bigrams(${goods.name} || ' ' || ${goods.manufacturer}) @> shop_bigrams(${words})`,
  };
}

/**
 * One condition for the whole keyword match. The union keeps each half on its
 * own index: under one OR, PostgreSQL would recompute every row's bigrams.
 */
function keywordsMatch(words: string): SQL {
  const { text, initials, bigrams } = keywordParts(words);
  if (!bigrams) return or(text, initials)!;
  return sql`${goods.id} IN (SELECT ${goods.id} FROM ${goods} WHERE ${bigrams} AND ${text}
    UNION ALL SELECT ${goods.id} FROM ${goods} WHERE ${initials})`;
}

const ZONE_COLUMNS = {
  preferred: goods.isPreferred,
  controlled: goods.isControlled,
  device: goods.isDevice,
  health: goods.isHealth,
  clinic: goods.isClinic,
  short_expiry: goods.isShortExpiry,
  free_shipping: goods.isFreeShipping,
} satisfies Record<GoodsZone, unknown>;

/** The console's reads and writes of goods (stock is inventory's). */
export function catalogAdminRepo(db: DbOrTx) {
  /** Every filter but the keywords. */
  const others = (f: AdminGoodsFilter): SQL | undefined => {
    const conds: SQL[] = [];
    if (f.manufacturer) conds.push(ilike(goods.manufacturer, likeContains(f.manufacturer)));
    if (f.zone) conds.push(eq(ZONE_COLUMNS[f.zone], true));
    if (f.categoryId)
      conds.push(or(eq(goods.categoryId, f.categoryId), eq(goods.categoryRootId, f.categoryId))!);
    if (f.onShelf !== undefined) conds.push(eq(goods.isHidden, f.onShelf === 0));
    if (f.stockBelow !== undefined) conds.push(lt(goods.stock, f.stockBelow));
    return and(...conds);
  };
  const where = (f: AdminGoodsFilter) =>
    and(f.keywords ? keywordsMatch(f.keywords) : undefined, others(f));

  /**
   * The ids matching indexed keywords, in order: counting them and cutting the
   * page out of one list reads the matches once, not once per query.
   */
  const matchingIds = async (f: AdminGoodsFilter, bigrams: SQL, text: SQL, initials: SQL) => {
    const rest = others(f);
    const also = rest ? sql` AND ${rest}` : sql``;
    const result = await db.execute(sql`
      SELECT ${goods.id} AS id FROM ${goods} WHERE ${bigrams} AND ${text}${also}
      UNION SELECT ${goods.id} FROM ${goods} WHERE ${initials}${also}
      ORDER BY id`);
    return rowsOf<{ id: number }>(result).map((r) => r.id);
  };

  const withCategory = () =>
    db
      .select({ goods, category: categories.name })
      .from(goods)
      .leftJoin(categories, eq(categories.id, goods.categoryId));

  return {
    async page(f: AdminGoodsFilter, limit: number, offset: number) {
      const parts = f.keywords ? keywordParts(f.keywords) : null;
      if (parts?.bigrams) {
        const ids = await matchingIds(f, parts.bigrams, parts.text, parts.initials);
        const shown = ids.slice(offset, offset + limit);
        const rows =
          shown.length === 0
            ? []
            : await withCategory().where(inArray(goods.id, shown)).orderBy(asc(goods.id));
        return { rows, total: ids.length };
      }
      const w = where(f);
      const [rows, [count]] = await Promise.all([
        withCategory().where(w).orderBy(asc(goods.id)).limit(limit).offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(goods).where(w),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** The filtered goods after `afterId`, in id order: export reads the whole list in chunks. */
    chunk(f: AdminGoodsFilter, afterId: number, limit: number) {
      return withCategory()
        .where(and(where(f), gt(goods.id, afterId)))
        .orderBy(asc(goods.id))
        .limit(limit);
    },

    async one(id: number) {
      const [row] = await withCategory().where(eq(goods.id, id));
      return row ?? null;
    },

    /** The row, locked until the transaction ends: an edit reads what it changes. */
    async lock(id: number) {
      const [row] = await db.select().from(goods).where(eq(goods.id, id)).for('update');
      return row ?? null;
    },

    async update(id: number, values: GoodsEdit) {
      if (Object.keys(values).length === 0) return;
      await db.update(goods).set(values).where(eq(goods.id, id));
    },
  };
}

export type AdminGoodsRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof catalogAdminRepo>['one']>>
>;
