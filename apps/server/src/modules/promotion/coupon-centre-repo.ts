import { and, asc, desc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories, goods } from '../../db/schema/catalog.ts';
import { couponClaims, coupons, couponTemplates } from '../../db/schema/promotion.ts';

export type TemplateRow = typeof couponTemplates.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;

/** type of the coupon centre: 0 all, 1 store-wide, 2 limited to goods or categories, 3 cash vouchers. */
function typeWhere(type: number): SQL | undefined {
  const wide = sql`cardinality(${couponTemplates.scopeGoodsIds}) = 0 AND cardinality(${couponTemplates.scopeCategoryIds}) = 0`;
  if (type === 1) return and(eq(couponTemplates.kind, 1), wide);
  if (type === 2) return and(eq(couponTemplates.kind, 1), sql`NOT (${wide})`);
  if (type === 3) return eq(couponTemplates.kind, 2);
  return undefined;
}

export function couponCentreRepo(db: DbOrTx) {
  return {
    /**
     * Templates a buyer may see: enabled and not ended, running ones first,
     * then those about to start; with what the company already claimed.
     */
    async listed(companyId: number, type: number, limit: number, offset: number) {
      const now = new Date();
      const where = and(
        eq(couponTemplates.enabled, true),
        gt(couponTemplates.endsAt, now),
        typeWhere(type),
      );
      const [rows, [count]] = await Promise.all([
        db
          .select({ template: couponTemplates, received: couponClaims.claimed })
          .from(couponTemplates)
          .leftJoin(
            couponClaims,
            and(
              eq(couponClaims.templateId, couponTemplates.id),
              eq(couponClaims.companyId, companyId),
            ),
          )
          .where(where)
          .orderBy(
            sql`${couponTemplates.startsAt} > now()`,
            sql`${couponTemplates.issued} >= ${couponTemplates.total}`,
            desc(couponTemplates.amountFen),
            asc(couponTemplates.id),
          )
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(couponTemplates).where(where),
      ]);
      return {
        rows: rows.map((r) => ({ template: r.template, received: r.received ?? 0 })),
        total: count?.n ?? 0,
      };
    },

    async template(id: number): Promise<TemplateRow | undefined> {
      const [row] = await db.select().from(couponTemplates).where(eq(couponTemplates.id, id));
      return row;
    },

    async received(companyId: number, templateId: number): Promise<number> {
      const [row] = await db
        .select({ n: couponClaims.claimed })
        .from(couponClaims)
        .where(and(eq(couponClaims.companyId, companyId), eq(couponClaims.templateId, templateId)));
      return row?.n ?? 0;
    },

    /** One more of the template for the company, while it stays within the per-buyer limit. */
    async claimForBuyer(companyId: number, templateId: number): Promise<number | null> {
      const rows = await db
        .insert(couponClaims)
        .values({ companyId, templateId, claimed: 1 })
        .onConflictDoUpdate({
          target: [couponClaims.companyId, couponClaims.templateId],
          set: { claimed: sql`${couponClaims.claimed} + 1` },
          setWhere: sql`${couponClaims.claimed} < (SELECT per_buyer FROM coupon_templates WHERE id = ${templateId})`,
        })
        .returning({ claimed: couponClaims.claimed });
      return rows[0]?.claimed ?? null;
    },

    /** Takes one of the template's total while it is running and not all taken. */
    async takeOne(id: number): Promise<TemplateRow | undefined> {
      const now = new Date();
      const [row] = await db
        .update(couponTemplates)
        .set({ issued: sql`${couponTemplates.issued} + 1` })
        .where(
          and(
            eq(couponTemplates.id, id),
            eq(couponTemplates.enabled, true),
            lte(couponTemplates.startsAt, now),
            gt(couponTemplates.endsAt, now),
            sql`${couponTemplates.issued} < ${couponTemplates.total}`,
          ),
        )
        .returning();
      return row;
    },

    async issue(companyId: number, t: TemplateRow, endsAt: Date): Promise<CouponRow> {
      const [row] = await db
        .insert(coupons)
        .values({
          companyId,
          templateId: t.id,
          kind: t.kind,
          name: t.name,
          amountFen: t.amountFen,
          minSpendFen: t.minSpendFen,
          scopeGoodsIds: t.scopeGoodsIds,
          scopeCategoryIds: t.scopeCategoryIds,
          endsAt,
        })
        .returning();
      return row!;
    },

    /** Names of the goods and categories that scopes mention, for display. */
    async names(goodsIds: number[], categoryIds: number[]) {
      const [goodsRows, categoryRows] = await Promise.all([
        goodsIds.length
          ? db
              .select({ id: goods.id, name: goods.name })
              .from(goods)
              .where(inArray(goods.id, goodsIds))
          : [],
        categoryIds.length
          ? db
              .select({ id: categories.id, name: categories.name })
              .from(categories)
              .where(inArray(categories.id, categoryIds))
          : [],
      ]);
      return {
        goods: new Map(goodsRows.map((r) => [r.id, r.name])),
        categories: new Map(categoryRows.map((r) => [r.id, r.name])),
      };
    },
  };
}
