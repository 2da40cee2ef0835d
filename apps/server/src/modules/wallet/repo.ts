import { and, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/order.ts';
import { walletLedger, wallets } from '../../db/schema/wallet.ts';

/** The balance column is a 32-bit integer of fen. */
const MAX_BALANCE_FEN = 2_147_483_647;

export type LedgerFilter = { kind?: number; from?: Date; to?: Date };

export function walletRepo(db: DbOrTx) {
  return {
    async balance(companyId: number): Promise<number> {
      const [row] = await db
        .select({ fen: wallets.balanceFen })
        .from(wallets)
        .where(eq(wallets.companyId, companyId));
      return row?.fen ?? 0;
    },

    /** Takes the amount only if the balance covers it; returns the new balance or null. */
    async debit(companyId: number, amountFen: number): Promise<number | null> {
      const [row] = await db
        .update(wallets)
        .set({ balanceFen: sql`${wallets.balanceFen} - ${amountFen}` })
        .where(and(eq(wallets.companyId, companyId), gte(wallets.balanceFen, amountFen)))
        .returning({ fen: wallets.balanceFen });
      return row?.fen ?? null;
    },

    /**
     * Adds the amount (making the wallet if missing); null, changing nothing,
     * when the balance would pass what the column holds.
     */
    async credit(companyId: number, amountFen: number): Promise<number | null> {
      const [row] = await db
        .insert(wallets)
        .values({ companyId, balanceFen: amountFen })
        .onConflictDoUpdate({
          target: wallets.companyId,
          set: { balanceFen: sql`${wallets.balanceFen} + ${amountFen}` },
          setWhere: lte(wallets.balanceFen, MAX_BALANCE_FEN - amountFen),
        })
        .returning({ fen: wallets.balanceFen });
      return row?.fen ?? null;
    },

    async record(entry: typeof walletLedger.$inferInsert): Promise<number> {
      const [row] = await db.insert(walletLedger).values(entry).returning({ id: walletLedger.id });
      return row!.id;
    },

    async lock(companyId: number) {
      await db.insert(wallets).values({ companyId, balanceFen: 0 }).onConflictDoNothing();
      await db.select().from(wallets).where(eq(wallets.companyId, companyId)).for('update');
    },

    /** Adds the amount unless the balance would pass what the column holds; null then. */
    async creditBounded(companyId: number, amountFen: number): Promise<number | null> {
      const [row] = await db
        .update(wallets)
        .set({ balanceFen: sql`${wallets.balanceFen} + ${amountFen}` })
        .where(
          and(
            eq(wallets.companyId, companyId),
            lte(wallets.balanceFen, MAX_BALANCE_FEN - amountFen),
          ),
        )
        .returning({ fen: wallets.balanceFen });
      return row?.fen ?? null;
    },

    async totals(companyId: number) {
      const [row] = await db
        .select({
          recharged: sql<number>`coalesce(sum(${walletLedger.amountFen}) filter (where ${walletLedger.kind} = 1), 0)::int`,
          spent: sql<number>`coalesce(-sum(${walletLedger.amountFen}) filter (where ${walletLedger.kind} IN (2, 7)), 0)::int`,
        })
        .from(walletLedger)
        .where(eq(walletLedger.companyId, companyId));
      return row ?? { recharged: 0, spent: 0 };
    },

    async ledgerPage(companyId: number, f: LedgerFilter, limit: number, offset: number) {
      const conds: SQL[] = [eq(walletLedger.companyId, companyId)];
      if (f.kind) conds.push(eq(walletLedger.kind, f.kind));
      if (f.from) conds.push(gte(walletLedger.createdAt, f.from));
      if (f.to) conds.push(lt(walletLedger.createdAt, f.to));
      const where = and(...conds);
      const [rows, [count]] = await Promise.all([
        db
          .select({ entry: walletLedger, orderNo: orders.orderNo })
          .from(walletLedger)
          .leftJoin(orders, eq(orders.id, walletLedger.orderId))
          .where(where)
          .orderBy(desc(walletLedger.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(walletLedger).where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },
  };
}
