import { and, asc, desc, eq, gte, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { likeContains } from '../../db/like.ts';
import { companies } from '../../db/schema/company.ts';
import { pointsGoods, pointsGoodsBought, pointsOrders } from '../../db/schema/wheel.ts';

export type PointsGoodsRow = typeof pointsGoods.$inferSelect;
export type PointsOrderRow = typeof pointsOrders.$inferSelect;

export function mallRepo(db: DbOrTx) {
  return {
    async goods(id: number): Promise<PointsGoodsRow | undefined> {
      const [row] = await db.select().from(pointsGoods).where(eq(pointsGoods.id, id));
      return row;
    },

    /** Goods on the shelf with what the company exchanged of each. */
    async shelf(companyId: number, limit: number, offset: number) {
      const where = eq(pointsGoods.onShelf, true);
      const [rows, [count]] = await Promise.all([
        db
          .select({ goods: pointsGoods, bought: pointsGoodsBought.bought })
          .from(pointsGoods)
          .leftJoin(
            pointsGoodsBought,
            and(
              eq(pointsGoodsBought.goodsId, pointsGoods.id),
              eq(pointsGoodsBought.companyId, companyId),
            ),
          )
          .where(where)
          .orderBy(asc(pointsGoods.sort), asc(pointsGoods.points), asc(pointsGoods.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(pointsGoods).where(where),
      ]);
      return { rows: rows.map((r) => ({ ...r, bought: r.bought ?? 0 })), total: count?.n ?? 0 };
    },

    /**
     * n more of the goods for the company while within the per-buyer limit
     * (0: none): a conditional upsert. The count now, or null when over.
     */
    async claimAllowance(companyId: number, goodsId: number, n: number, limit: number) {
      const rows = await db
        .insert(pointsGoodsBought)
        .values({ companyId, goodsId, bought: n })
        .onConflictDoUpdate({
          target: [pointsGoodsBought.companyId, pointsGoodsBought.goodsId],
          set: { bought: sql`${pointsGoodsBought.bought} + ${n}` },
          setWhere: limit > 0 ? sql`${pointsGoodsBought.bought} + ${n} <= ${limit}` : undefined,
        })
        .returning({ bought: pointsGoodsBought.bought });
      const bought = rows[0]?.bought ?? null;
      return bought !== null && (limit === 0 || bought <= limit) ? bought : null;
    },

    /** Takes n of the stock while it lasts and the goods is on the shelf; false otherwise. */
    async takeStock(goodsId: number, n: number): Promise<boolean> {
      const rows = await db
        .update(pointsGoods)
        .set({ stock: sql`${pointsGoods.stock} - ${n}` })
        .where(
          and(
            eq(pointsGoods.id, goodsId),
            eq(pointsGoods.onShelf, true),
            gte(pointsGoods.stock, n),
          ),
        )
        .returning({ id: pointsGoods.id });
      return rows.length === 1;
    },

    /** The order, or null when the company already has one with this key (the insert did nothing). */
    async insertOrder(o: typeof pointsOrders.$inferInsert): Promise<PointsOrderRow | null> {
      const [row] = await db.insert(pointsOrders).values(o).onConflictDoNothing().returning();
      return row ?? null;
    },

    async orderByKey(companyId: number, key: string): Promise<PointsOrderRow | undefined> {
      const [row] = await db
        .select()
        .from(pointsOrders)
        .where(and(eq(pointsOrders.companyId, companyId), eq(pointsOrders.key, key)));
      return row;
    },

    async orderPage(companyId: number, status: string | undefined, limit: number, offset: number) {
      const where = and(
        eq(pointsOrders.companyId, companyId),
        status ? eq(pointsOrders.status, status) : undefined,
      );
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(pointsOrders)
          .where(where)
          .orderBy(desc(pointsOrders.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(pointsOrders).where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    // ---- the console's ----

    async adminGoodsPage(keywords: string, limit: number, offset: number) {
      const where = keywords ? ilike(pointsGoods.name, likeContains(keywords)) : undefined;
      const [rows, [count]] = await Promise.all([
        db
          .select({
            goods: pointsGoods,
            exchanged: sql<number>`coalesce((SELECT sum(number) FROM points_orders po
              WHERE po.goods_id = ${pointsGoods}.id AND po.source = 1), 0)::int`,
          })
          .from(pointsGoods)
          .where(where)
          .orderBy(desc(pointsGoods.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(pointsGoods).where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    async insertGoods(g: typeof pointsGoods.$inferInsert): Promise<PointsGoodsRow> {
      const [row] = await db.insert(pointsGoods).values(g).returning();
      return row!;
    },

    async updateGoods(id: number, g: Partial<typeof pointsGoods.$inferInsert>) {
      const [row] = await db.update(pointsGoods).set(g).where(eq(pointsGoods.id, id)).returning();
      return row ?? null;
    },

    async lockGoods(id: number): Promise<PointsGoodsRow | undefined> {
      const [row] = await db.select().from(pointsGoods).where(eq(pointsGoods.id, id)).for('update');
      return row;
    },

    async adminOrderPage(
      f: { status?: string | undefined; keywords: string },
      limit: number,
      offset: number,
    ) {
      const conds: (SQL | undefined)[] = [f.status ? eq(pointsOrders.status, f.status) : undefined];
      if (f.keywords)
        conds.push(
          or(
            ilike(pointsOrders.orderNo, likeContains(f.keywords)),
            ilike(companies.name, likeContains(f.keywords)),
          ),
        );
      const where = and(...conds);
      const [rows, [count]] = await Promise.all([
        db
          .select({ order: pointsOrders, companyName: companies.name })
          .from(pointsOrders)
          .innerJoin(companies, eq(companies.id, pointsOrders.companyId))
          .where(where)
          .orderBy(desc(pointsOrders.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(pointsOrders)
          .innerJoin(companies, eq(companies.id, pointsOrders.companyId))
          .where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** Ships a waiting order (a conditional status change); null when it is not waiting. */
    async ship(id: number, carrier: string, trackingNo: string) {
      const [row] = await db
        .update(pointsOrders)
        .set({ status: 'shipped', carrier, trackingNo, shippedAt: new Date() })
        .where(and(eq(pointsOrders.id, id), eq(pointsOrders.status, 'paid')))
        .returning();
      return row ?? null;
    },

    async order(id: number): Promise<PointsOrderRow | undefined> {
      const [row] = await db.select().from(pointsOrders).where(eq(pointsOrders.id, id));
      return row;
    },
  };
}
