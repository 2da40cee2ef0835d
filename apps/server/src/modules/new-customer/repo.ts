import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  flashGoods,
  flashSessions,
  goods,
  newCustomerClaims,
  newCustomerGoods,
  orders,
  welfareEvents,
  welfareGoods,
} from '../../db/schema/index.ts';
import { overlapping } from '../../db/windows.ts';

export type NewCustomerRow = typeof newCustomerGoods.$inferSelect;

/** 新人特价's tables: the offers, and each company's one claim per goods. */
export function newCustomerRepo(db: DbOrTx) {
  return {
    all: (): Promise<NewCustomerRow[]> =>
      db
        .select()
        .from(newCustomerGoods)
        .orderBy(asc(newCustomerGoods.sort), asc(newCustomerGoods.id)),

    byId: async (id: number): Promise<NewCustomerRow | null> =>
      (await db.select().from(newCustomerGoods).where(eq(newCustomerGoods.id, id)))[0] ?? null,

    byGoods: async (goodsId: number): Promise<NewCustomerRow | null> =>
      (await db.select().from(newCustomerGoods).where(eq(newCustomerGoods.goodsId, goodsId)))[0] ??
      null,

    /** A company is new while it has no completed order (spec: 已完成). */
    async isNew(companyId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.companyId, companyId), eq(orders.status, 'completed')))
        .limit(1);
      return !row;
    },

    /** The goods this company already bought at the new-customer price. */
    async claimed(companyId: number): Promise<Set<number>> {
      const rows = await db
        .select({ goodsId: newCustomerClaims.goodsId })
        .from(newCustomerClaims)
        .where(eq(newCustomerClaims.companyId, companyId));
      return new Set(rows.map((r) => r.goodsId));
    },

    /** The one claim: the primary key lets one of two concurrent orders through. */
    async claim(companyId: number, goodsId: number, quantity: number): Promise<boolean> {
      const rows = await db
        .insert(newCustomerClaims)
        .values({ companyId, goodsId, quantity })
        .onConflictDoNothing()
        .returning({ goodsId: newCustomerClaims.goodsId });
      return rows.length === 1;
    },

    release: (companyId: number, goodsIds: number[]) =>
      goodsIds.length === 0
        ? Promise.resolve()
        : db
            .delete(newCustomerClaims)
            .where(
              and(
                eq(newCustomerClaims.companyId, companyId),
                inArray(newCustomerClaims.goodsId, goodsIds),
              ),
            )
            .then(() => undefined),

    buyers: async (): Promise<Map<number, number>> => {
      const rows = await db
        .select({ goodsId: newCustomerClaims.goodsId, n: count() })
        .from(newCustomerClaims)
        .groupBy(newCustomerClaims.goodsId);
      return new Map(rows.map((r) => [r.goodsId, Number(r.n)]));
    },

    insert: async (v: typeof newCustomerGoods.$inferInsert) =>
      (await db.insert(newCustomerGoods).values(v).onConflictDoNothing().returning())[0] ?? null,

    update: async (id: number, v: Partial<typeof newCustomerGoods.$inferInsert>) =>
      (
        await db.update(newCustomerGoods).set(v).where(eq(newCustomerGoods.id, id)).returning()
      )[0] ?? null,

    /** An enabled flash session in [from, to) selling this goods. */
    async overlappingFlash(goodsId: number, from: Date, to: Date) {
      const [row] = await db
        .select({ title: flashSessions.title })
        .from(flashGoods)
        .innerJoin(flashSessions, eq(flashSessions.id, flashGoods.sessionId))
        .where(and(eq(flashGoods.goodsId, goodsId), overlapping(flashSessions, from, to)))
        .limit(1);
      return row ?? null;
    },

    /** An enabled 94折 event in [from, to) holding this goods. */
    async overlappingWelfare(goodsId: number, from: Date, to: Date) {
      const [row] = await db
        .select({ id: welfareEvents.id })
        .from(welfareGoods)
        .innerJoin(welfareEvents, eq(welfareEvents.id, welfareGoods.eventId))
        .where(and(eq(welfareGoods.goodsId, goodsId), overlapping(welfareEvents, from, to)))
        .limit(1);
      return row ?? null;
    },

    goodsFacts: async (ids: number[]) =>
      ids.length === 0
        ? []
        : db
            .select({
              id: goods.id,
              name: goods.name,
              manufacturer: goods.manufacturer,
              specification: goods.specification,
              unit: goods.unit,
              priceFen: goods.priceFen,
            })
            .from(goods)
            .where(inArray(goods.id, ids)),
  };
}
