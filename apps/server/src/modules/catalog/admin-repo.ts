import { and, asc, eq, gt, ilike, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { likeContains, likeEscape } from '../../db/like.ts';
import { categories, goods } from '../../db/schema/catalog.ts';

export type AdminGoodsFilter = {
  keywords: string;
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
    | 'freeShippingNumber'
    | 'tags'
  >
>;

/** The console's reads and writes of goods (stock is inventory's). */
export function catalogAdminRepo(db: DbOrTx) {
  const where = (f: AdminGoodsFilter): SQL | undefined => {
    const conds: SQL[] = [];
    if (f.keywords) {
      const prefix = `${likeEscape(f.keywords.toLowerCase())}%`;
      // Words without letters that have case (Chinese, digits) match the same
      // under LIKE, which is three times faster than ILIKE on CJK text.
      const cased = f.keywords.toLowerCase() !== f.keywords.toUpperCase();
      const contains = cased ? ilike : like;
      conds.push(
        or(
          contains(goods.name, likeContains(f.keywords)),
          contains(goods.manufacturer, likeContains(f.keywords)),
          sql`${goods.nameInitials} LIKE ${prefix}`,
          sql`${goods.manufacturerInitials} LIKE ${prefix}`,
        )!,
      );
    }
    if (f.categoryId)
      conds.push(or(eq(goods.categoryId, f.categoryId), eq(goods.categoryRootId, f.categoryId))!);
    if (f.onShelf !== undefined) conds.push(eq(goods.isHidden, f.onShelf === 0));
    if (f.stockBelow !== undefined) conds.push(lt(goods.stock, f.stockBelow));
    return and(...conds);
  };

  const withCategory = () =>
    db
      .select({ goods, category: categories.name })
      .from(goods)
      .leftJoin(categories, eq(categories.id, goods.categoryId));

  return {
    async page(f: AdminGoodsFilter, limit: number, offset: number) {
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
