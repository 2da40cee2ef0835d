import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/company.ts';
import { creditEntries, creditLines, creditStatements } from '../../db/schema/credit.ts';
import { orders } from '../../db/schema/order.ts';

export type CreditLineRow = typeof creditLines.$inferSelect;
export type CreditEntryRow = typeof creditEntries.$inferSelect;
export type StatementRow = typeof creditStatements.$inferSelect;
export type LineInput = Pick<
  CreditLineRow,
  'limitFen' | 'terms' | 'statementDay' | 'payDays' | 'startDate'
>;

export function creditRepo(db: DbOrTx) {
  return {
    async companyName(companyId: number): Promise<string | null> {
      const [row] = await db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row?.name ?? null;
    },

    async line(companyId: number): Promise<CreditLineRow | null> {
      const [row] = await db.select().from(creditLines).where(eq(creditLines.companyId, companyId));
      return row ?? null;
    },

    /** The line locked until the transaction ends: changes of one company's line take turns. */
    async lineForUpdate(companyId: number): Promise<CreditLineRow | null> {
      const [row] = await db
        .select()
        .from(creditLines)
        .where(eq(creditLines.companyId, companyId))
        .for('update');
      return row ?? null;
    },

    async allLines() {
      return db
        .select({ line: creditLines, companyName: companies.name })
        .from(creditLines)
        .innerJoin(companies, eq(companies.id, creditLines.companyId))
        .orderBy(asc(creditLines.companyId));
    },

    async saveLine(companyId: number, v: LineInput) {
      await db
        .insert(creditLines)
        .values({ companyId, ...v })
        .onConflictDoUpdate({
          target: creditLines.companyId,
          set: { ...v, updatedAt: new Date() },
        });
    },

    /** Takes `fen` of the line only while used + fen stays within the limit; the new used, or null. */
    async claim(companyId: number, fen: number): Promise<number | null> {
      const [row] = await db
        .update(creditLines)
        .set({ usedFen: sql`${creditLines.usedFen} + ${fen}` })
        .where(
          and(
            eq(creditLines.companyId, companyId),
            // In bigint: near a ¥20,000,000 limit a large order's sum passes int4 (an error, not a no).
            sql`${creditLines.usedFen}::bigint + ${fen} <= ${creditLines.limitFen}`,
          ),
        )
        .returning({ used: creditLines.usedFen });
      return row?.used ?? null;
    },

    /** Gives `fen` back only while used stays at or above 0; the new used, or null. */
    async release(companyId: number, fen: number): Promise<number | null> {
      const [row] = await db
        .update(creditLines)
        .set({ usedFen: sql`${creditLines.usedFen} - ${fen}` })
        .where(and(eq(creditLines.companyId, companyId), sql`${creditLines.usedFen} - ${fen} >= 0`))
        .returning({ used: creditLines.usedFen });
      return row?.used ?? null;
    },

    async record(entry: typeof creditEntries.$inferInsert) {
      const [row] = await db.insert(creditEntries).values(entry).returning();
      return row!;
    },

    /** Every entry of a company (ageing, the reconciliation). */
    entriesOf: (companyId: number) =>
      db
        .select()
        .from(creditEntries)
        .where(eq(creditEntries.companyId, companyId))
        .orderBy(asc(creditEntries.id)),

    /** Every entry of these companies, in id order (the ageing of many at once). */
    entriesOfAll: async (companyIds: number[]) =>
      companyIds.length === 0
        ? []
        : db
            .select()
            .from(creditEntries)
            .where(inArray(creditEntries.companyId, companyIds))
            .orderBy(asc(creditEntries.id)),

    /** Charges with the day their order shipped (for 发货后付款 terms). */
    shippedOf: async (orderIds: number[]) =>
      orderIds.length === 0
        ? []
        : db
            .select({ id: orders.id, shippedAt: orders.shippedAt })
            .from(orders)
            .where(inArray(orders.id, orderIds)),

    async lastStatement(companyId: number): Promise<StatementRow | null> {
      const [row] = await db
        .select()
        .from(creditStatements)
        .where(eq(creditStatements.companyId, companyId))
        .orderBy(desc(creditStatements.periodEnd))
        .limit(1);
      return row ?? null;
    },

    /**
     * Opens the statement of a period unless one exists: the unique
     * (company, period_end) makes closing once across processes. null when
     * another closer has it.
     */
    async openStatement(v: typeof creditStatements.$inferInsert): Promise<StatementRow | null> {
      const [row] = await db.insert(creditStatements).values(v).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** Claims every entry not yet in a statement and made before `cutoff`; what it claimed. */
    claimEntries: (companyId: number, statementId: number, cutoff: Date) =>
      db
        .update(creditEntries)
        .set({ statementId })
        .where(
          and(
            eq(creditEntries.companyId, companyId),
            isNull(creditEntries.statementId),
            lt(creditEntries.createdAt, cutoff),
          ),
        )
        .returning(),

    async setTotals(
      id: number,
      t: Pick<StatementRow, 'chargesFen' | 'refundsFen' | 'repaidFen' | 'closingFen'>,
    ) {
      await db.update(creditStatements).set(t).where(eq(creditStatements.id, id));
    },

    statementsOf: (companyId: number) =>
      db
        .select()
        .from(creditStatements)
        .where(eq(creditStatements.companyId, companyId))
        .orderBy(desc(creditStatements.periodEnd)),

    /** statementsOf for several companies at once, latest first. */
    statementsOfAll: async (companyIds: number[]) =>
      companyIds.length === 0
        ? []
        : db
            .select()
            .from(creditStatements)
            .where(inArray(creditStatements.companyId, companyIds))
            .orderBy(desc(creditStatements.periodEnd)),

    allStatements: (limit: number) =>
      db
        .select({ s: creditStatements, companyName: companies.name })
        .from(creditStatements)
        .innerJoin(companies, eq(companies.id, creditStatements.companyId))
        .orderBy(desc(creditStatements.closedAt), desc(creditStatements.id))
        .limit(limit),

    async statement(companyId: number, id: number): Promise<StatementRow | null> {
      const [row] = await db
        .select()
        .from(creditStatements)
        .where(and(eq(creditStatements.id, id), eq(creditStatements.companyId, companyId)));
      return row ?? null;
    },

    linesOf: (statementId: number) =>
      db
        .select({ e: creditEntries, orderNo: orders.orderNo })
        .from(creditEntries)
        .leftJoin(orders, eq(orders.id, creditEntries.orderId))
        .where(eq(creditEntries.statementId, statementId))
        .orderBy(asc(creditEntries.id)),

    /**
     * Repayments after a statement: those in no statement yet or in a later
     * one (what paid its closing balance since). By statement, not by time: a
     * repayment whose transaction began before the cutoff but committed after
     * the claim is in no statement, and counts here.
     */
    async repaidAfter(s: StatementRow): Promise<number> {
      const [row] = await db
        .select({ fen: sql<string>`coalesce(sum(-${creditEntries.amountFen}), 0)` })
        .from(creditEntries)
        .leftJoin(creditStatements, eq(creditStatements.id, creditEntries.statementId))
        .where(
          and(
            eq(creditEntries.companyId, s.companyId),
            eq(creditEntries.kind, 'repay'),
            sql`(${creditEntries.statementId} IS NULL OR ${creditStatements.periodEnd} > ${s.periodEnd})`,
          ),
        );
      return Number(row?.fen ?? 0);
    },

    async setStatus(companyId: number, id: number, from: string[], to: string) {
      const rows = await db
        .update(creditStatements)
        .set({ status: to, confirmedAt: to === 'confirmed' ? new Date() : null })
        .where(
          and(
            eq(creditStatements.id, id),
            eq(creditStatements.companyId, companyId),
            inArray(creditStatements.status, from),
          ),
        )
        .returning({ id: creditStatements.id });
      return rows.length > 0;
    },

    /** A line's first dispute; false when the line is not the statement's or is disputed already. */
    async dispute(statementId: number, lineId: number, note: string) {
      const rows = await db
        .update(creditEntries)
        .set({ disputeNote: note, disputedAt: new Date() })
        .where(
          and(
            eq(creditEntries.id, lineId),
            eq(creditEntries.statementId, statementId),
            isNull(creditEntries.disputeNote),
          ),
        )
        .returning({ id: creditEntries.id });
      return rows.length > 0;
    },

    disputes: (open: boolean) =>
      db
        .select({
          e: creditEntries,
          s: creditStatements,
          companyName: companies.name,
          orderNo: orders.orderNo,
        })
        .from(creditEntries)
        .innerJoin(creditStatements, eq(creditStatements.id, creditEntries.statementId))
        .innerJoin(companies, eq(companies.id, creditEntries.companyId))
        .leftJoin(orders, eq(orders.id, creditEntries.orderId))
        .where(
          and(
            isNotNull(creditEntries.disputeNote),
            open ? isNull(creditEntries.resolvedAt) : isNotNull(creditEntries.resolvedAt),
          ),
        )
        .orderBy(desc(creditEntries.disputedAt)),

    async resolve(lineId: number, answer: string) {
      const [row] = await db
        .update(creditEntries)
        .set({ disputeAnswer: answer, resolvedAt: new Date() })
        .where(
          and(
            eq(creditEntries.id, lineId),
            isNotNull(creditEntries.disputeNote),
            isNull(creditEntries.resolvedAt),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Whether a line was ever disputed (answered or not). */
    async disputed(lineId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: creditEntries.id })
        .from(creditEntries)
        .where(and(eq(creditEntries.id, lineId), isNotNull(creditEntries.disputeNote)));
      return row !== undefined;
    },

    async openDisputes(statementId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(creditEntries)
        .where(
          and(
            eq(creditEntries.statementId, statementId),
            isNotNull(creditEntries.disputeNote),
            isNull(creditEntries.resolvedAt),
          ),
        );
      return row?.n ?? 0;
    },

    async reopen(statementId: number) {
      await db
        .update(creditStatements)
        .set({ status: 'open' })
        .where(and(eq(creditStatements.id, statementId), eq(creditStatements.status, 'disputed')));
    },
  };
}

export type CreditRepo = ReturnType<typeof creditRepo>;
