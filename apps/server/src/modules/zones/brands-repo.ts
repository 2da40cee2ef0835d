import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { likeContains } from '../../db/like.ts';
import { goods } from '../../db/schema/catalog.ts';
import { brandGoods, brands } from '../../db/schema/zones.ts';

// SQL of 品牌专区: brand pages for the shop and the console (each brand with
// its visible goods count), a brand's goods, brand writes and goods links.

export type BrandRow = typeof brands.$inferSelect;
export type BrandValues = Omit<BrandRow, 'id' | 'createdAt'>;

/** Goods a buyer may see in a brand: linked and not hidden. */
// Written with qualified names: drizzle leaves a lone table's columns
// unqualified, and an unqualified "id" inside the subquery would be the goods'.
const visibleGoods = sql<number>`(SELECT count(*)::int FROM brand_goods bg
  JOIN goods g ON g.id = bg.goods_id
  WHERE bg.brand_id = "brands"."id" AND NOT g.is_hidden)`;

/** A zone's goods as the console lists them (brands and franchise alike). */
export const consoleGoodsColumns = {
  id: goods.id,
  name: goods.name,
  sccj: goods.manufacturer,
  ypgg: goods.specification,
};

export function brandsRepo(db: DbOrTx) {
  async function brandPage(where: SQL | undefined, limit: number, offset: number) {
    const [rows, [n]] = await Promise.all([
      db
        .select({ b: brands, count: visibleGoods })
        .from(brands)
        .where(where)
        .orderBy(asc(brands.sort), asc(brands.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: sql<number>`count(*)::int` }).from(brands).where(where),
    ]);
    return { rows, total: n?.n ?? 0 };
  }

  return {
    /** Shown brands by sort, each with its visible goods count. */
    shownPage: (limit: number, offset: number) =>
      brandPage(eq(brands.isShown, true), limit, offset),

    /** Every brand, or those whose name contains `name`, for the console. */
    adminPage: (name: string | undefined, limit: number, offset: number) =>
      brandPage(name ? ilike(brands.name, likeContains(name)) : undefined, limit, offset),

    /** A brand with its visible goods count; `shownOnly` leaves hidden brands out. */
    async withCount(id: number, shownOnly: boolean) {
      const [row] = await db
        .select({ b: brands, count: visibleGoods })
        .from(brands)
        .where(and(eq(brands.id, id), shownOnly ? eq(brands.isShown, true) : undefined));
      return row;
    },

    async lock(id: number): Promise<BrandRow | undefined> {
      const [b] = await db.select().from(brands).where(eq(brands.id, id)).for('update');
      return b;
    },

    async exists(id: number): Promise<boolean> {
      const [known] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, id));
      return known !== undefined;
    },

    async nameOf(id: number): Promise<string | null> {
      const [b] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, id));
      return b?.name ?? null;
    },

    async insert(v: BrandValues): Promise<BrandRow> {
      const [b] = await db.insert(brands).values(v).returning();
      return b!;
    },

    update: (id: number, v: BrandValues) => db.update(brands).set(v).where(eq(brands.id, id)),

    remove: (id: number) => db.delete(brands).where(eq(brands.id, id)),

    /** Ids of the brand's visible goods, best sellers first. */
    async visibleGoodsIds(id: number, limit: number, offset: number): Promise<number[]> {
      const rows = await db
        .select({ id: goods.id })
        .from(brandGoods)
        .innerJoin(goods, eq(goods.id, brandGoods.goodsId))
        .where(and(eq(brandGoods.brandId, id), eq(goods.isHidden, false)))
        .orderBy(desc(goods.sales), asc(goods.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => r.id);
    },

    /** Every goods linked to the brand, hidden ones too, for the console. */
    async linkedGoodsPage(id: number, limit: number, offset: number) {
      const where = eq(brandGoods.brandId, id);
      const [rows, [n]] = await Promise.all([
        db
          .select(consoleGoodsColumns)
          .from(brandGoods)
          .innerJoin(goods, eq(goods.id, brandGoods.goodsId))
          .where(where)
          .orderBy(asc(goods.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(brandGoods).where(where),
      ]);
      return { rows, total: n?.n ?? 0 };
    },

    /** Which of these goods ids exist. */
    async knownGoods(ids: number[]): Promise<Set<number>> {
      const rows = await db.select({ id: goods.id }).from(goods).where(inArray(goods.id, ids));
      return new Set(rows.map((g) => g.id));
    },

    /** Unlinks these goods from whatever brand has them; the links they had. */
    unlinkAnywhere: (goodsIds: number[]) =>
      db.delete(brandGoods).where(inArray(brandGoods.goodsId, goodsIds)).returning(),

    async link(id: number, goodsIds: number[]) {
      await db.insert(brandGoods).values(goodsIds.map((goodsId) => ({ brandId: id, goodsId })));
    },

    /** Unlinks these goods from this brand; the goods ids that were linked. */
    async unlink(id: number, goodsIds: number[]): Promise<number[]> {
      const gone = await db
        .delete(brandGoods)
        .where(and(eq(brandGoods.brandId, id), inArray(brandGoods.goodsId, goodsIds)))
        .returning({ goodsId: brandGoods.goodsId });
      return gone.map((g) => g.goodsId);
    },
  };
}
