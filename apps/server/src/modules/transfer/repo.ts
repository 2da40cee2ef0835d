import { and, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { likeContains } from '../../db/like.ts';
import { companies } from '../../db/schema/company.ts';
import { creditStatements } from '../../db/schema/credit.ts';
import { orders } from '../../db/schema/order.ts';
import { transferReceipts, transfers } from '../../db/schema/transfer.ts';

export type TransferRow = typeof transfers.$inferSelect;
export type ReceiptRow = typeof transferReceipts.$inferSelect;

/** States in which money may still arrive and receipts be uploaded or decided. */
const OPEN = ['waiting', 'rejected', 'partly'];

/** An open transfer with a receipt finance has not decided on. */
const waitingForFinance = () => [
  inArray(transfers.state, OPEN),
  sql`EXISTS (SELECT 1 FROM ${transferReceipts} r
    WHERE r.transfer_id = ${transfers.id} AND r.state = 'pending')`,
];

/**
 * The target's number shown to people: an order's 订单号, a statement's
 * 对账单号. A new kind adds
 * its own branch here (reads may join across areas).
 */
const targetNo = sql<string>`coalesce(CASE ${transfers.kind}
  WHEN 'order' THEN (SELECT o.order_no FROM ${orders} o WHERE o.id = ${transfers.targetId})
  WHEN 'statement' THEN (SELECT s.statement_no FROM ${creditStatements} s WHERE s.id = ${transfers.targetId})
  END, '')`;

export function transferRepo(db: DbOrTx) {
  return {
    async byTarget(kind: string, targetId: number): Promise<TransferRow | null> {
      const [row] = await db
        .select()
        .from(transfers)
        .where(and(eq(transfers.kind, kind), eq(transfers.targetId, targetId)));
      return row ?? null;
    },

    async byId(id: number): Promise<TransferRow | null> {
      const [row] = await db.select().from(transfers).where(eq(transfers.id, id));
      return row ?? null;
    },

    /** Inserts unless the target has a transfer or the reference is taken; the row when inserted. */
    async insertOnce(values: typeof transfers.$inferInsert): Promise<TransferRow | null> {
      const [row] = await db.insert(transfers).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    receipts: (transferIds: number[]) =>
      transferIds.length === 0
        ? Promise.resolve([] as ReceiptRow[])
        : db
            .select()
            .from(transferReceipts)
            .where(inArray(transferReceipts.transferId, transferIds))
            .orderBy(transferReceipts.id),

    async receipt(transferId: number, receiptId: number): Promise<ReceiptRow | null> {
      const [row] = await db
        .select()
        .from(transferReceipts)
        .where(
          and(eq(transferReceipts.id, receiptId), eq(transferReceipts.transferId, transferId)),
        );
      return row ?? null;
    },

    /**
     * A new receipt: a pending one not yet looked at is replaced, and a
     * rejected transfer waits again. Null when the transfer is no longer
     * open (settled or closed meanwhile).
     */
    async addReceipt(transferId: number, file: string, fileType: string) {
      const [open] = await db
        .update(transfers)
        .set({
          state: sql`CASE WHEN ${transfers.state} = 'rejected' THEN 'waiting' ELSE ${transfers.state} END`,
        })
        .where(and(eq(transfers.id, transferId), inArray(transfers.state, OPEN)))
        .returning();
      if (!open) return null;
      await db
        .update(transferReceipts)
        .set({ state: 'replaced' })
        .where(
          and(eq(transferReceipts.transferId, transferId), eq(transferReceipts.state, 'pending')),
        );
      const [row] = await db
        .insert(transferReceipts)
        .values({ transferId, file, fileType })
        .returning();
      return row!;
    },

    /** pending -> confirmed or rejected, once: the second of two clicks finds nothing to change. */
    async decideReceipt(
      transferId: number,
      receiptId: number,
      decision: Pick<ReceiptRow, 'state' | 'amountFen' | 'payerName' | 'reason' | 'staff'>,
    ): Promise<ReceiptRow | null> {
      const [row] = await db
        .update(transferReceipts)
        .set({ ...decision, decidedAt: new Date() })
        .where(
          and(
            eq(transferReceipts.id, receiptId),
            eq(transferReceipts.transferId, transferId),
            eq(transferReceipts.state, 'pending'),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Money arrived: added to what was received; confirmed once it covers what is due. */
    async receive(id: number, fen: number): Promise<TransferRow | null> {
      const total = sql`${transfers.receivedFen} + ${fen}`;
      const [row] = await db
        .update(transfers)
        .set({
          receivedFen: sql`${total}`,
          state: sql`CASE WHEN ${total} >= ${transfers.dueFen} THEN 'confirmed' ELSE 'partly' END`,
          settledAt: sql`CASE WHEN ${total} >= ${transfers.dueFen} THEN now() ELSE NULL END`,
        })
        .where(and(eq(transfers.id, id), inArray(transfers.state, OPEN)))
        .returning();
      return row ?? null;
    },

    /** A rejected receipt: a transfer with nothing received shows 凭证被驳回. */
    async markRejected(id: number) {
      await db
        .update(transfers)
        .set({ state: 'rejected' })
        .where(
          and(eq(transfers.id, id), eq(transfers.state, 'waiting'), eq(transfers.receivedFen, 0)),
        );
    },

    /**
     * -> closed: the target no longer takes this money (cancelled, or paid
     * another way). By target only while money may still arrive; by id also
     * right after the transfer covered a target that had gone meanwhile.
     */
    async close(where: { id: number } | { kind: string; targetId: number }) {
      const which =
        'id' in where
          ? and(eq(transfers.id, where.id), sql`${transfers.state} <> 'closed'`)
          : and(
              eq(transfers.kind, where.kind),
              eq(transfers.targetId, where.targetId),
              inArray(transfers.state, OPEN),
            );
      const [row] = await db
        .update(transfers)
        .set({ state: 'closed', settledAt: new Date() })
        .where(which)
        .returning();
      return row ?? null;
    },

    async companyName(companyId: number): Promise<string> {
      const [row] = await db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row?.name ?? '';
    },

    /** The dashboard's 待确认到账: how many transfers wait for finance, and what they still owe. */
    async awaitingFinance() {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          owedFen: sql<string>`coalesce(sum(${transfers.dueFen} - ${transfers.receivedFen}), 0)`,
        })
        .from(transfers)
        .where(and(...waitingForFinance()));
      return { count: row?.count ?? 0, owedFen: Number(row?.owedFen ?? 0) };
    },

    /** The console's list: `todo` keeps transfers with a receipt waiting for finance. */
    async page(view: 'todo' | 'all', keyword: string, limit: number, offset: number) {
      const conds: SQL[] = [];
      if (view === 'todo') conds.push(...waitingForFinance());
      if (keyword) {
        const pattern = likeContains(keyword);
        conds.push(
          or(
            ilike(transfers.reference, pattern),
            ilike(companies.name, pattern),
            sql`${targetNo} ILIKE ${pattern}`,
          )!,
        );
      }
      const where = conds.length ? and(...conds) : undefined;
      const [rows, [count]] = await Promise.all([
        db
          .select({ transfer: transfers, companyName: companies.name, targetNo })
          .from(transfers)
          .innerJoin(companies, eq(companies.id, transfers.companyId))
          .where(where)
          .orderBy(desc(transfers.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(transfers)
          .innerJoin(companies, eq(companies.id, transfers.companyId))
          .where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** Receipts confirmed in [from, to), oldest first, with who paid and for what. */
    confirmedBetween: (from: Date, to: Date) =>
      db
        .select({
          receipt: transferReceipts,
          reference: transfers.reference,
          companyName: companies.name,
          targetNo,
        })
        .from(transferReceipts)
        .innerJoin(transfers, eq(transfers.id, transferReceipts.transferId))
        .innerJoin(companies, eq(companies.id, transfers.companyId))
        .where(
          and(
            eq(transferReceipts.state, 'confirmed'),
            gte(transferReceipts.decidedAt, from),
            lt(transferReceipts.decidedAt, to),
          ),
        )
        .orderBy(transferReceipts.decidedAt, transferReceipts.id),
  };
}
