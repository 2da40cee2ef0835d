import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { goods } from '../../db/schema/catalog.ts';
import { qualificationDocuments as docs, supplierProfile } from '../../db/schema/qualification.ts';

// SQL of 首营资料: the shop's licences and the goods' approval documents (one
// table, goods_id null for the shop's), and the supplier profile row.

export type PaperRow = typeof docs.$inferSelect;
export type PaperInsert = Omit<typeof docs.$inferInsert, 'id' | 'createdAt'>;
export type SupplierRow = typeof supplierProfile.$inferSelect;

const SUPPLIER_ID = 1;

export function qualificationRepo(db: DbOrTx) {
  return {
    /** The shop's licences, in the kinds' order of insertion. */
    shopPapers: () => db.select().from(docs).where(isNull(docs.goodsId)).orderBy(asc(docs.id)),

    /** The goods' documents, oldest first. */
    goodsPapers: (goodsId: number) =>
      db.select().from(docs).where(eq(docs.goodsId, goodsId)).orderBy(asc(docs.id)),

    async find(id: number): Promise<PaperRow | null> {
      const [row] = await db.select().from(docs).where(eq(docs.id, id));
      return row ?? null;
    },

    /** The shop's licence of the kind, locked until the transaction ends (an upload replaces it). */
    async lockShopPaper(kind: string): Promise<PaperRow | null> {
      const [row] = await db
        .select()
        .from(docs)
        .where(and(isNull(docs.goodsId), eq(docs.kind, kind)))
        .for('update');
      return row ?? null;
    },

    async insert(values: PaperInsert): Promise<PaperRow> {
      const [row] = await db.insert(docs).values(values).returning();
      return row!;
    },

    /** The shop's first licence of a kind; null when another upload wrote one meanwhile. */
    async insertShopPaper(values: Omit<PaperInsert, 'goodsId'>): Promise<PaperRow | null> {
      const [row] = await db
        .insert(docs)
        .values({ ...values, goodsId: null })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    /** A new file and particulars for the shop's licence of a kind; null when it is gone. */
    async replace(id: number, values: Omit<PaperInsert, 'goodsId' | 'kind'>) {
      const [row] = await db
        .update(docs)
        .set({ ...values, createdAt: sql`now()` })
        .where(eq(docs.id, id))
        .returning();
      return row ?? null;
    },

    /** Deletes a paper once: null when it was already gone (or is not the goods'). */
    async remove(id: number, goodsId: number | null): Promise<PaperRow | null> {
      const [row] = await db
        .delete(docs)
        .where(
          and(eq(docs.id, id), goodsId === null ? isNull(docs.goodsId) : eq(docs.goodsId, goodsId)),
        )
        .returning();
      return row ?? null;
    },

    /**
     * The goods as a buyer may see it (not hidden) or as staff do; locked
     * against deletion when `lock` (an upload inserts a row that refers to it).
     */
    async goods(id: number, o: { shownOnly: boolean; lock?: boolean }) {
      const query = db
        .select({ id: goods.id, name: goods.name })
        .from(goods)
        .where(and(eq(goods.id, id), o.shownOnly ? eq(goods.isHidden, false) : undefined));
      const [row] = await (o.lock ? query.for('key share') : query);
      return row ?? null;
    },

    async supplier(): Promise<SupplierRow | null> {
      const [row] = await db
        .select()
        .from(supplierProfile)
        .where(eq(supplierProfile.id, SUPPLIER_ID));
      return row ?? null;
    },

    /** The supplier row locked for a change, made first if the shop has none yet. */
    async lockSupplier(): Promise<SupplierRow> {
      await db.insert(supplierProfile).values({ id: SUPPLIER_ID }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(supplierProfile)
        .where(eq(supplierProfile.id, SUPPLIER_ID))
        .for('update');
      return row!;
    },

    async setSupplier(
      values: Partial<Pick<SupplierRow, 'companyName' | 'licenceNumber' | 'sealFile'>>,
    ): Promise<SupplierRow> {
      const [row] = await db
        .update(supplierProfile)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(supplierProfile.id, SUPPLIER_ID))
        .returning();
      return row!;
    },
  };
}
