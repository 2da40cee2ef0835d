import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { goods } from '../../db/schema/catalog.ts';
import { goodsLots, orderLineLots, stockLedger } from '../../db/schema/inventory.ts';

import { fefo, type LedgerKind, lotFlags, NEAR_CUTOFF, sellable, TODAY } from './lot-rules-repo.ts';

// The statements of stock held per lot; their shared rules are in lot-rules-repo.ts.

export type StockLine = { goodsId: number; quantity: number };
/** What caused a change, as the stock ledger records it. */
export type StockCause = {
  kind: LedgerKind;
  ref: string;
  staff?: string;
};
export type LotRow = typeof goodsLots.$inferSelect;

export type LedgerEntry = {
  goodsId: number;
  lotId: number | null;
  change: number;
  /** This entry's own words, instead of the cause's. */
  ref?: string;
};

export function inventoryRepo(db: DbOrTx) {
  /** Locks the goods rows in id order (the lock every lot writer takes first); their stock before. */
  async function lockGoods(ids: number[]) {
    const rows = rowsOf<{ id: number; stock: number }>(
      await db.execute(
        sql`SELECT id, stock FROM goods WHERE id = ANY(${sql.param(ids)}::int[]) ORDER BY id FOR NO KEY UPDATE`,
      ),
    );
    return new Map(rows.map((r) => [r.id, r.stock]));
  }

  /**
   * goods.stock, expiry_date and is_short_expiry of these goods from their
   * lots as they are now (the goods rows are locked by the caller); answers
   * each goods' stock after.
   */
  async function refresh(ids: number[]) {
    if (ids.length === 0) return new Map<number, number>();
    const rows = rowsOf<{ id: number; stock: number }>(
      await db.execute(sql`
        WITH s AS (
          SELECT g.id,
            coalesce((SELECT sum(l.quantity) FROM goods_lots l
              WHERE l.goods_id = g.id AND l.state = 'selling'), 0)::int AS stock,
            (SELECT l.expiry_date FROM goods_lots l
              WHERE l.goods_id = g.id AND l.quantity > 0 AND ${sellable('l')}
              ORDER BY ${fefo('l', 'g')} LIMIT 1) AS next_expiry
          FROM goods g WHERE g.id = ANY(${sql.param(ids)}::int[]))
        UPDATE goods g SET stock = s.stock,
          expiry_date = coalesce(s.next_expiry, g.expiry_date),
          is_short_expiry = coalesce(s.next_expiry, g.expiry_date) < ${NEAR_CUTOFF}
        FROM s WHERE g.id = s.id
        RETURNING g.id, g.stock`),
    );
    return new Map(rows.map((r) => [r.id, r.stock]));
  }

  /** Ledger entries in the given order, each with the goods' stock after it, starting from `before`. */
  async function writeLedger(
    entries: LedgerEntry[],
    before: Map<number, number>,
    cause: StockCause,
  ) {
    if (entries.length === 0) return;
    const running = new Map(before);
    const after = entries.map((e) => {
      const n = (running.get(e.goodsId) ?? 0) + e.change;
      running.set(e.goodsId, n);
      return Math.max(n, 0);
    });
    await db.insert(stockLedger).values(
      entries.map((e, i) => ({
        goodsId: e.goodsId,
        lotId: e.lotId,
        change: e.change,
        stockAfter: after[i]!,
        kind: cause.kind,
        ref: e.ref ?? cause.ref,
        staff: cause.staff ?? null,
      })),
    );
  }

  async function lot(id: number): Promise<LotRow | null> {
    const [row] = await db.select().from(goodsLots).where(eq(goodsLots.id, id));
    return row ?? null;
  }

  return {
    lot,
    lockGoods,
    refresh,
    writeLedger,

    /**
     * An order's stock in one statement over all its lines (the goods rows
     * locked just before): each goods' sellable lots in FEFO order, a running
     * sum picks the lots a line needs, each lot taken with a conditional
     * write, the goods' derived figures, the ledger per lot and which lot
     * each order line received (several lines of one goods split the lots in
     * line order). Nothing is written unless every goods has enough; then
     * each goods' sellable quantity is the answer.
     */
    async allocate(lines: StockLine[], orderNo: string) {
      const ids = lines.map((l) => l.goodsId);
      const ns = lines.map((l) => l.quantity);
      const result = await db.execute(sql`
        WITH w AS (SELECT * FROM unnest(${sql.param(ids)}::int[], ${sql.param(ns)}::int[]) AS w(goods_id, n)),
        cand AS (
          SELECT l.id, l.goods_id, l.quantity, l.expiry_date, w.n,
            row_number() OVER f AS rk,
            sum(l.quantity) OVER (f ROWS UNBOUNDED PRECEDING) AS upto
          FROM goods_lots l JOIN w ON w.goods_id = l.goods_id JOIN goods g ON g.id = l.goods_id
          WHERE ${sellable('l')} AND l.quantity > 0
          WINDOW f AS (PARTITION BY l.goods_id ORDER BY ${fefo('l', 'g')})),
        alloc AS (
          SELECT id, goods_id, rk, least(quantity, n - (upto - quantity))::int AS take,
            least(upto, n)::int AS cum
          FROM cand WHERE upto - quantity < n),
        have AS (SELECT goods_id, sum(quantity)::int AS q FROM cand GROUP BY goods_id),
        ok AS (SELECT coalesce(bool_and(coalesce(h.q, 0) >= w.n), false) AS yes
          FROM w LEFT JOIN have h ON h.goods_id = w.goods_id),
        lots AS (
          UPDATE goods_lots l SET quantity = l.quantity - a.take
          FROM alloc a WHERE l.id = a.id AND l.quantity >= a.take AND (SELECT yes FROM ok)
          RETURNING l.id),
        nxt AS (
          SELECT DISTINCT ON (c.goods_id) c.goods_id, c.expiry_date
          FROM cand c LEFT JOIN alloc a ON a.id = c.id
          WHERE c.quantity - coalesce(a.take, 0) > 0 ORDER BY c.goods_id, c.rk),
        gs AS (
          UPDATE goods g SET stock = g.stock - w.n, sales = g.sales + w.n,
            expiry_date = coalesce(nxt.expiry_date, g.expiry_date),
            is_short_expiry = coalesce(nxt.expiry_date, g.expiry_date) < ${NEAR_CUTOFF}
          FROM w LEFT JOIN nxt ON nxt.goods_id = w.goods_id
          WHERE g.id = w.goods_id AND g.stock >= w.n AND (SELECT yes FROM ok)
          RETURNING g.id, g.stock),
        led AS (
          INSERT INTO stock_ledger (goods_id, lot_id, change, stock_after, kind, ref)
          SELECT a.goods_id, a.id, -a.take, gs.stock + w.n - a.cum, 'order', ${orderNo}
          FROM alloc a JOIN gs ON gs.id = a.goods_id JOIN w ON w.goods_id = a.goods_id
          ORDER BY a.goods_id, a.rk),
        ol AS (
          SELECT ol.id, ol.goods_id, ol.quantity,
            sum(ol.quantity) OVER (PARTITION BY ol.goods_id ORDER BY ol.id) AS lend
          FROM order_lines ol JOIN orders o ON o.id = ol.order_id
          WHERE o.order_no = ${orderNo} AND ol.quantity > 0),
        oll AS (
          INSERT INTO order_line_lots (order_line_id, lot_id, quantity)
          SELECT ol.id, a.id, least(ol.lend, a.cum) - greatest(ol.lend - ol.quantity, a.cum - a.take)
          FROM ol JOIN alloc a ON a.goods_id = ol.goods_id
          WHERE least(ol.lend, a.cum) > greatest(ol.lend - ol.quantity, a.cum - a.take)
            AND (SELECT yes FROM ok))
        SELECT w.goods_id AS "goodsId", w.n, coalesce(h.q, 0)::int AS available,
          (SELECT yes FROM ok) AS ok,
          (SELECT count(*) FROM lots)::int AS "lotsTaken",
          (SELECT count(*) FROM alloc)::int AS "lotsMeant",
          (SELECT count(*) FROM gs)::int AS "goodsTaken"
        FROM w LEFT JOIN have h ON h.goods_id = w.goods_id ORDER BY w.goods_id`);
      return rowsOf<{
        goodsId: number;
        n: number;
        available: number;
        ok: boolean;
        lotsTaken: number;
        lotsMeant: number;
        goodsTaken: number;
      }>(result);
    },

    /**
     * Order lines' units back to the lots they came from, latest allocation
     * first, each allocation's returned_quantity raised only within what it
     * received (so nothing comes back twice): a lot still sellable takes them
     * back on sale, a frozen or expired one into quarantine. Answers what
     * went where.
     */
    async returnToLots(lines: { lineId: number; quantity: number }[]) {
      const lineIds = lines.map((l) => l.lineId);
      const ns = lines.map((l) => l.quantity);
      const result = await db.execute(sql`
        WITH w AS (SELECT * FROM unnest(${sql.param(lineIds)}::int[], ${sql.param(ns)}::int[]) AS w(line_id, n)),
        src AS (
          SELECT o.id, o.lot_id, w.n, o.quantity - o.returned_quantity AS open,
            sum(o.quantity - o.returned_quantity) OVER
              (PARTITION BY o.order_line_id ORDER BY o.id DESC ROWS UNBOUNDED PRECEDING) AS upto
          FROM order_line_lots o JOIN w ON w.line_id = o.order_line_id),
        give AS (
          SELECT id, lot_id, least(open, n - (upto - open))::int AS q
          FROM src WHERE open > 0 AND upto - open < n),
        back AS (
          UPDATE order_line_lots o SET returned_quantity = o.returned_quantity + g.q
          FROM give g WHERE o.id = g.id AND o.returned_quantity + g.q <= o.quantity
          RETURNING o.id, o.lot_id, g.q),
        per_lot AS (SELECT lot_id, sum(q)::int AS q FROM back GROUP BY lot_id)
        UPDATE goods_lots l SET
          quantity = l.quantity + CASE WHEN ${sellable('l')} THEN p.q ELSE 0 END,
          quarantine_quantity = l.quarantine_quantity + CASE WHEN ${sellable('l')} THEN 0 ELSE p.q END
        FROM per_lot p WHERE l.id = p.lot_id
        RETURNING l.id AS "lotId", l.goods_id AS "goodsId", p.q AS quantity,
          (${sellable('l')}) AS "onSale"`);
      return rowsOf<{ lotId: number; goodsId: number; quantity: number; onSale: boolean }>(
        result,
      ).sort((a, b) => a.goodsId - b.goodsId || a.lotId - b.lotId);
    },

    /** The goods ids of these order lines (to lock before their lots). */
    async goodsOfLines(lineIds: number[]) {
      const rows = rowsOf<{ goods_id: number }>(
        await db.execute(
          sql`SELECT DISTINCT goods_id FROM order_lines WHERE id = ANY(${sql.param(lineIds)}::int[])`,
        ),
      );
      return rows.map((r) => r.goods_id);
    },

    /** 入库 one lot: a new lot, or more of the same lot when its dates match; null when they differ. */
    async receive(l: {
      goodsId: number;
      lotNo: string;
      productionDate: string;
      expiryDate: string;
      quantity: number;
      supplier: string;
    }): Promise<{ lot: LotRow; created: boolean } | null> {
      const rows = rowsOf<{ id: number; created: boolean }>(
        await db.execute(sql`
          INSERT INTO goods_lots AS l (goods_id, lot_no, production_date, expiry_date, quantity, supplier)
          VALUES (${l.goodsId}, ${l.lotNo}, ${l.productionDate}, ${l.expiryDate}, ${l.quantity}, ${l.supplier})
          ON CONFLICT (goods_id, lot_no) DO UPDATE SET quantity = l.quantity + excluded.quantity
          WHERE l.production_date = excluded.production_date AND l.expiry_date = excluded.expiry_date
            AND l.quantity + excluded.quantity <= 2147483647
          RETURNING l.id, (xmax = 0) AS created`),
      );
      const row = rows[0];
      if (!row) return null;
      return { lot: (await lot(row.id))!, created: row.created };
    },

    /** Adds `change` to a lot, never below zero; the lot after, or null. */
    async adjust(lotId: number, change: number) {
      const [row] = await db
        .update(goodsLots)
        .set({ quantity: sql`${goodsLots.quantity} + ${change}` })
        .where(
          and(
            eq(goodsLots.id, lotId),
            sql`${goodsLots.quantity} + ${change} >= 0`,
            sql`${goodsLots.quantity} + ${change} <= 2147483647`,
          ),
        )
        .returning();
      return row ?? null;
    },

    async setReport(lotId: number, file: string, type: string) {
      const [row] = await db
        .update(goodsLots)
        .set({ reportFile: file, reportType: type })
        .where(eq(goodsLots.id, lotId))
        .returning();
      return row ?? null;
    },

    /** The lots of a goods in FEFO order, each with whether it is near expiry and past its date. */
    async lotsOf(goodsId: number) {
      const rows = await db
        .select({
          lot: goodsLots,
          ...lotFlags,
        })
        .from(goodsLots)
        .where(eq(goodsLots.goodsId, goodsId))
        .orderBy(asc(goodsLots.expiryDate), asc(goodsLots.receivedAt), asc(goodsLots.id));
      return rows.map((r) => ({ ...r.lot, near: r.near, past: r.past }));
    },

    /** One lot with the same flags. */
    async lotWithFlags(id: number) {
      const [row] = await db
        .select({
          lot: goodsLots,
          ...lotFlags,
        })
        .from(goodsLots)
        .where(eq(goodsLots.id, id));
      return row ? { ...row.lot, near: row.near, past: row.past } : null;
    },

    /** The shop's day and the near-expiry cutoff, as the statements above see them. */
    async days() {
      const [row] = rowsOf<{ today: string; cutoff: string }>(
        await db.execute(sql`SELECT ${TODAY}::text AS today, ${NEAR_CUTOFF}::text AS cutoff`),
      );
      return row!;
    },

    async goodsExists(goodsId: number) {
      const [row] = await db.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId));
      return row !== undefined;
    },

    /** Existing goods among these ids (the lot import checks every row's goods). */
    async existingGoods(ids: number[]) {
      if (ids.length === 0) return new Set<number>();
      const rows = await db.select({ id: goods.id }).from(goods).where(inArray(goods.id, ids));
      return new Set(rows.map((r) => r.id));
    },

    /** The goods whose selling lots are past their date (for the expiry job). */
    async goodsWithLotsPastDate() {
      const rows = rowsOf<{ goods_id: number }>(
        await db.execute(sql`SELECT DISTINCT goods_id FROM goods_lots
          WHERE state = 'selling' AND expiry_date < ${TODAY} ORDER BY goods_id LIMIT 1000`),
      );
      return rows.map((r) => r.goods_id);
    },

    /** Marks these goods' selling lots past their date expired (goods locked first); what each held. */
    async expireLots(goodsIds: number[]) {
      return db
        .update(goodsLots)
        .set({ state: 'expired', reason: '已过有效期' })
        .where(
          and(
            inArray(goodsLots.goodsId, goodsIds),
            eq(goodsLots.state, 'selling'),
            sql`${goodsLots.expiryDate} < ${TODAY}`,
          ),
        )
        .returning({ id: goodsLots.id, goodsId: goodsLots.goodsId, quantity: goodsLots.quantity });
    },

    /** Goods whose is_short_expiry no longer matches their expiry date (a day passed, the setting changed). */
    async shortExpiryStale() {
      const rows = await db
        .select({ id: goods.id })
        .from(goods)
        .where(sql`${goods.isShortExpiry} <> (${goods.expiryDate} < ${NEAR_CUTOFF})`)
        .orderBy(asc(goods.id))
        .limit(5000);
      return rows.map((r) => r.id);
    },

    /** is_short_expiry of these goods (locked by the caller) from their expiry date. */
    async setShortExpiry(ids: number[]) {
      if (ids.length === 0) return;
      await db
        .update(goods)
        .set({ isShortExpiry: sql`${goods.expiryDate} < ${NEAR_CUTOFF}` })
        .where(inArray(goods.id, ids));
    },

    /** The lots each order line received, in allocation order. */
    async linesLots(lineIds: number[]) {
      if (lineIds.length === 0) return [];
      return db
        .select({
          lineId: orderLineLots.orderLineId,
          lotNo: goodsLots.lotNo,
          productionDate: goodsLots.productionDate,
          expiryDate: goodsLots.expiryDate,
          quantity: orderLineLots.quantity,
        })
        .from(orderLineLots)
        .innerJoin(goodsLots, eq(goodsLots.id, orderLineLots.lotId))
        .where(inArray(orderLineLots.orderLineId, lineIds))
        .orderBy(asc(orderLineLots.id));
    },

    async ledger(goodsId: number, limit: number, offset: number) {
      const [rows, [count]] = await Promise.all([
        db
          .select({ entry: stockLedger, lotNo: goodsLots.lotNo })
          .from(stockLedger)
          .leftJoin(goodsLots, eq(goodsLots.id, stockLedger.lotId))
          .where(eq(stockLedger.goodsId, goodsId))
          .orderBy(desc(stockLedger.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(stockLedger)
          .where(eq(stockLedger.goodsId, goodsId)),
      ]);
      return {
        rows: rows.map((r) => ({ ...r.entry, lotNo: r.lotNo ?? '' })),
        total: count?.n ?? 0,
      };
    },
  };
}
