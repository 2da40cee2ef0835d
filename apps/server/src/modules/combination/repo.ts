import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { likeContains } from '../../db/like.ts';
import { goods } from '../../db/schema/catalog.ts';
import {
  combinationGoods,
  combinationPurchases,
  combinations,
  orderCombinations,
} from '../../db/schema/combination.ts';
import { inState, overlapping, runningAt } from '../../db/windows.ts';

export type CombinationRow = typeof combinations.$inferSelect;
/** A goods of a package with what the package and the buyer's page need of it. */
export type PackageGoods = {
  combinationId: number;
  goodsId: number;
  quantity: number;
  name: string;
  manufacturer: string;
  specification: string;
  unit: string;
  priceFen: number;
  stock: number;
  isHidden: boolean;
  isControlled: boolean;
  /** What the 经营范围 check reads (domain scopeClassOf). */
  kind: number;
  isDevice: boolean;
  isHealth: boolean;
  approvalNumber: string;
  /** What the 药品分类 check reads (domain drugClasses). */
  drugClass: string;
  /** What the 含特殊药品复方制剂 rule reads (a limited one is not sold in a package). */
  isSpecialCompound: boolean;
  specialOrderLimit: number;
  specialMonthLimit: number;
  images: string[];
  imageCount: number;
};
export type PackageRow = CombinationRow & { items: PackageGoods[] };
export type AdminStatus = 'upcoming' | 'running' | 'ended' | 'stopped';

/** SQL for the combination tables; goods are only read. */
export function combinationRepo(db: DbOrTx) {
  async function itemsOf(ids: number[]): Promise<PackageGoods[]> {
    if (ids.length === 0) return [];
    return db
      .select({
        combinationId: combinationGoods.combinationId,
        goodsId: combinationGoods.goodsId,
        quantity: combinationGoods.quantity,
        name: goods.name,
        manufacturer: goods.manufacturer,
        specification: goods.specification,
        unit: goods.unit,
        priceFen: goods.priceFen,
        stock: goods.stock,
        isHidden: goods.isHidden,
        isControlled: goods.isControlled,
        kind: goods.kind,
        isDevice: goods.isDevice,
        isHealth: goods.isHealth,
        approvalNumber: goods.approvalNumber,
        drugClass: goods.drugClass,
        isSpecialCompound: goods.isSpecialCompound,
        specialOrderLimit: goods.specialOrderLimit,
        specialMonthLimit: goods.specialMonthLimit,
        images: goods.images,
        imageCount: goods.imageCount,
      })
      .from(combinationGoods)
      .innerJoin(goods, eq(goods.id, combinationGoods.goodsId))
      .where(inArray(combinationGoods.combinationId, ids))
      .orderBy(asc(combinationGoods.goodsId));
  }

  async function withItems(rows: CombinationRow[]): Promise<PackageRow[]> {
    const items = await itemsOf(rows.map((r) => r.id));
    return rows.map((r) => ({ ...r, items: items.filter((i) => i.combinationId === r.id) }));
  }

  return {
    withItems,

    /** Every package with its goods (a small table: the zone and the price snapshot read it whole). */
    async all(): Promise<PackageRow[]> {
      return withItems(await db.select().from(combinations).orderBy(asc(combinations.id)));
    },

    async byId(id: number, lock = false): Promise<PackageRow | null> {
      const q = db.select().from(combinations).where(eq(combinations.id, id));
      const [row] = await (lock ? q.for('update') : q);
      return row ? (await withItems([row]))[0]! : null;
    },

    /** The console's page of packages. */
    async page(status: AdminStatus | undefined, keywords: string, limit: number, offset: number) {
      const where = and(
        inState(combinations, status),
        keywords ? ilike(combinations.title, likeContains(keywords)) : undefined,
      );
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(combinations)
          .where(where)
          .orderBy(desc(combinations.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(combinations).where(where),
      ]);
      return { rows: await withItems(rows), total: count?.n ?? 0 };
    },

    /** Packages sold (orders not cancelled), by package. */
    async sold(ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: orderCombinations.combinationId,
          n: sql<number>`coalesce(sum(${orderCombinations.number}), 0)::int`,
        })
        .from(orderCombinations)
        .where(
          and(
            inArray(orderCombinations.combinationId, ids),
            sql`${orderCombinations.releasedAt} IS NULL`,
          ),
        )
        .groupBy(orderCombinations.combinationId);
      return new Map(rows.map((r) => [r.id, r.n]));
    },

    /** What a company holds of each package (its per-buyer limit counts these). */
    async bought(companyId: number, ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select()
        .from(combinationPurchases)
        .where(
          and(
            eq(combinationPurchases.companyId, companyId),
            inArray(combinationPurchases.combinationId, ids),
          ),
        );
      return new Map(rows.map((r) => [r.combinationId, r.quantity]));
    },

    /** Other enabled packages whose window overlaps and that hold one of these goods. */
    async overlapping(goodsIds: number[], startsAt: Date, endsAt: Date, exceptId: number) {
      if (goodsIds.length === 0) return [];
      return db
        .select({
          id: combinations.id,
          title: combinations.title,
          goodsId: combinationGoods.goodsId,
        })
        .from(combinations)
        .innerJoin(combinationGoods, eq(combinationGoods.combinationId, combinations.id))
        .where(
          and(
            sql`${combinations.id} <> ${exceptId}`,
            inArray(combinationGoods.goodsId, goodsIds),
            overlapping(combinations, startsAt, endsAt),
          ),
        );
    },

    /**
     * Takes `n` packages of a running, enabled package, or nothing: the
     * condition is in the update, so two orders cannot both take the last one.
     */
    async takeStock(id: number, n: number): Promise<boolean> {
      const rows = await db
        .update(combinations)
        .set({ stock: sql`${combinations.stock} - ${n}` })
        .where(
          and(
            eq(combinations.id, id),
            sql`${combinations.stock} >= ${n}`,
            runningAt(combinations, sql`now()`),
          ),
        )
        .returning({ id: combinations.id });
      return rows.length === 1;
    },

    /**
     * Counts `n` more packages for the company, within `limit` (0: none),
     * in one conditional upsert; false when that would pass the limit.
     */
    async claimLimit(companyId: number, id: number, n: number, limit: number): Promise<boolean> {
      if (limit > 0 && n > limit) return false;
      const result = await db.execute(sql`
        INSERT INTO combination_purchases (company_id, combination_id, quantity)
        VALUES (${companyId}, ${id}, ${n})
        ON CONFLICT (company_id, combination_id) DO UPDATE
          SET quantity = combination_purchases.quantity + excluded.quantity
          WHERE ${limit} = 0 OR combination_purchases.quantity + excluded.quantity <= ${limit}
        RETURNING quantity`);
      return rowsOf(result).length === 1;
    },

    async recordOrder(
      orderId: number,
      companyId: number,
      taken: { combinationId: number; number: number; priceFen: number }[],
    ) {
      if (taken.length === 0) return;
      await db.insert(orderCombinations).values(taken.map((t) => ({ orderId, companyId, ...t })));
    },

    /**
     * Gives back what a cancelled order took of its packages, once: the
     * release is claimed by stamping the rows it finds unreleased.
     */
    async release(orderId: number) {
      const rows = await db
        .update(orderCombinations)
        .set({ releasedAt: new Date() })
        .where(
          and(eq(orderCombinations.orderId, orderId), sql`${orderCombinations.releasedAt} IS NULL`),
        )
        .returning();
      for (const r of rows) {
        await db
          .update(combinations)
          .set({ stock: sql`${combinations.stock} + ${r.number}` })
          .where(eq(combinations.id, r.combinationId));
        await db
          .update(combinationPurchases)
          .set({ quantity: sql`greatest(${combinationPurchases.quantity} - ${r.number}, 0)` })
          .where(
            and(
              eq(combinationPurchases.companyId, r.companyId),
              eq(combinationPurchases.combinationId, r.combinationId),
            ),
          );
      }
      return rows;
    },

    async insert(
      values: Omit<CombinationRow, 'id' | 'createdAt' | 'enabled'>,
      items: { goodsId: number; quantity: number }[],
    ) {
      const [made] = await db.insert(combinations).values(values).returning();
      await db
        .insert(combinationGoods)
        .values(items.map((i) => ({ combinationId: made!.id, ...i })));
      return made!;
    },

    async update(
      id: number,
      values: Partial<Omit<CombinationRow, 'id' | 'createdAt'>>,
      items?: { goodsId: number; quantity: number }[],
    ) {
      await db.update(combinations).set(values).where(eq(combinations.id, id));
      if (items) {
        await db.delete(combinationGoods).where(eq(combinationGoods.combinationId, id));
        await db.insert(combinationGoods).values(items.map((i) => ({ combinationId: id, ...i })));
      }
    },

    /** Goods that exist, by id (a package may only hold goods of the catalogue). */
    async goodsNames(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: goods.id, name: goods.name })
        .from(goods)
        .where(inArray(goods.id, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}
