import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { goods } from '../../db/schema/catalog.ts';

// SQL of the console's goods writes beside the single edit of admin-repo:
// creation, bulk edits, the spreadsheet import and the picture list. The
// callers lock, check and audit; these read and write rows.

export type GoodsRecord = typeof goods.$inferSelect;
export type GoodsInsert = typeof goods.$inferInsert;

/** A bulk price: a fixed price in fen, or a change by whole percent of each goods' own price. */
export type BulkPrice = number | { percent: number };
export type BulkSet = {
  price?: BulkPrice | undefined;
  marketPriceFen?: number | undefined;
  isHidden?: boolean | undefined;
};

/** One goods' facts as the import writes them, every column given. */
export type GoodsFacts = {
  id: number;
  name: string;
  nameInitials: string;
  remarks: string;
  manufacturer: string;
  manufacturerInitials: string;
  specification: string;
  dosageForm: string;
  unit: string;
  approvalNumber: string;
  nationalCode: string;
  priceFen: number;
  originalPriceFen: number;
  marketPriceFen: number;
  purchaseLimit: number;
  purchaseMinimum: number;
  isHidden: boolean;
  isFreeShipping: boolean;
  drugClass: string;
  isSpecialCompound: boolean;
  isColdChain: boolean;
  needsTraceCode: boolean;
  tracePrefix: string | null;
  specialOrderLimit: number;
  specialMonthLimit: number;
};

const BATCH = 1_000;

export function goodsWriteRepo(db: DbOrTx) {
  return {
    /** The goods of these ids, in id order; locked in that order (as inventory locks) when asked. */
    async many(ids: number[], lock: boolean): Promise<GoodsRecord[]> {
      if (ids.length === 0) return [];
      const q = db
        .select()
        .from(goods)
        .where(sql`${goods.id} = ANY(${sql.param(ids)}::int[])`)
        .orderBy(asc(goods.id));
      return lock ? q.for('update') : q;
    },

    async one(id: number): Promise<GoodsRecord | undefined> {
      const [row] = await db.select().from(goods).where(eq(goods.id, id));
      return row;
    },

    async exists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: goods.id }).from(goods).where(eq(goods.id, id));
      return !!row;
    },

    async insert(values: GoodsInsert): Promise<GoodsRecord> {
      const [row] = await db.insert(goods).values(values).returning();
      return row!;
    },

    /** One change to many goods; a percent price is computed by the database from each price. */
    async bulkSet(ids: number[], s: BulkSet) {
      const set: {
        priceFen?: number | SQL;
        originalPriceFen?: number | SQL;
        marketPriceFen?: number;
        isHidden?: boolean;
      } = {};
      if (typeof s.price === 'number')
        Object.assign(set, { priceFen: s.price, originalPriceFen: s.price });
      else if (s.price) {
        const fen = sql`round(${goods.priceFen} * (100 + ${s.price.percent}::int) / 100.0)::int`;
        Object.assign(set, { priceFen: fen, originalPriceFen: fen });
      }
      if (s.marketPriceFen !== undefined) set.marketPriceFen = s.marketPriceFen;
      if (s.isHidden !== undefined) set.isHidden = s.isHidden;
      if (Object.keys(set).length > 0)
        await db.update(goods).set(set).where(inArray(goods.id, ids));
    },

    /** New facts of many goods, a thousand rows per statement. */
    async writeFacts(rows: GoodsFacts[]) {
      const values = rows.map(
        (r) => sql`(${r.id}::int, ${r.name}, ${r.nameInitials}, ${r.remarks}, ${r.manufacturer},
        ${r.manufacturerInitials}, ${r.specification}, ${r.dosageForm}, ${r.unit},
        ${r.approvalNumber}, ${r.nationalCode}, ${r.priceFen}::int, ${r.originalPriceFen}::int,
        ${r.marketPriceFen}::int, ${r.purchaseLimit}::int, ${r.purchaseMinimum}::int,
        ${r.isHidden}::boolean, ${r.isFreeShipping}::boolean, ${r.drugClass},
        ${r.isSpecialCompound}::boolean, ${r.isColdChain}::boolean, ${r.needsTraceCode}::boolean,
        ${r.specialOrderLimit}::int, ${r.specialMonthLimit}::int, ${r.tracePrefix}::text)`,
      );
      for (let i = 0; i < values.length; i += BATCH)
        await db.execute(sql`
      UPDATE goods SET name = v.name, name_initials = v.name_initials, remarks = v.remarks,
        manufacturer = v.manufacturer, manufacturer_initials = v.manufacturer_initials,
        specification = v.specification, dosage_form = v.dosage_form, unit = v.unit,
        approval_number = v.approval_number, national_code = v.national_code,
        price_fen = v.price_fen, original_price_fen = v.original_price_fen,
        market_price_fen = v.market_price_fen, purchase_limit = v.purchase_limit,
        purchase_minimum = v.purchase_minimum, is_hidden = v.is_hidden,
        is_free_shipping = v.is_free_shipping, drug_class = v.drug_class,
        is_special_compound = v.is_special_compound, is_cold_chain = v.is_cold_chain,
        needs_trace_code = v.needs_trace_code, special_order_limit = v.special_order_limit,
        special_month_limit = v.special_month_limit, trace_prefix = v.trace_prefix
      FROM (VALUES ${sql.join(values.slice(i, i + BATCH), sql`, `)}) AS v(id, name, name_initials,
        remarks, manufacturer, manufacturer_initials, specification, dosage_form, unit,
        approval_number, national_code, price_fen, original_price_fen, market_price_fen,
        purchase_limit, purchase_minimum, is_hidden, is_free_shipping, drug_class,
        is_special_compound, is_cold_chain, needs_trace_code, special_order_limit,
        special_month_limit, trace_prefix)
      WHERE goods.id = v.id`);
    },

    /** The picture list under a row lock; undefined when the goods does not exist. */
    async lockImages(id: number): Promise<string[] | undefined> {
      const [row] = await db
        .select({ images: goods.images })
        .from(goods)
        .where(eq(goods.id, id))
        .for('update');
      return row?.images;
    },

    setImages: (id: number, images: string[]) =>
      db.update(goods).set({ images }).where(eq(goods.id, id)),

    /**
     * A category, its tree and its root, read inside the caller's transaction
     * (the category cache may lag an edit); undefined when it does not exist.
     */
    async categoryAndRoot(id: number) {
      const rows = rowsOf<{ id: number; tree: string; root: number }>(
        await db.execute(sql`
      WITH RECURSIVE up AS (
        SELECT id, parent_id, tree, id AS start FROM categories WHERE id = ${id}
        UNION ALL
        SELECT c.id, c.parent_id, c.tree, up.start FROM categories c JOIN up ON c.id = up.parent_id)
      SELECT start AS id, tree, id AS root FROM up WHERE parent_id IS NULL`),
      );
      return rows[0];
    },
  };
}
