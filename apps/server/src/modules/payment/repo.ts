import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payments } from '../../db/schema/payment.ts';

export type PaymentRow = typeof payments.$inferSelect;

export function paymentRepo(db: DbOrTx) {
  return {
    async byKey(companyId: number, orderId: number, key: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.companyId, companyId),
            eq(payments.orderId, orderId),
            eq(payments.idempotencyKey, key),
          ),
        );
      return row;
    },

    async byTradeNo(tradeNo: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.tradeNo, tradeNo));
      return row;
    },

    /** Inserts the payment unless its key was used already; the caller reads what is stored. */
    async insertOnce(p: typeof payments.$inferInsert) {
      await db.insert(payments).values(p).onConflictDoNothing();
    },

    async insert(p: typeof payments.$inferInsert): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(p).returning();
      return row!;
    },

    /** pending -> succeeded, once: a replayed callback finds nothing to change. */
    async succeed(tradeNo: string, providerTxn: string): Promise<PaymentRow | null> {
      const [row] = await db
        .update(payments)
        .set({ status: 'succeeded', providerTxn, paidAt: new Date() })
        .where(and(eq(payments.tradeNo, tradeNo), eq(payments.status, 'pending')))
        .returning();
      return row ?? null;
    },

    /** The order's payments that took money (and have not given it back). */
    succeededOf: (orderId: number) =>
      db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
        .orderBy(payments.id),

    /**
     * The order's payments given back whole, summed per channel (balance or
     * the provider). None while a payment of the order still stands: then
     * the ones given back were money that came twice (paid from the balance
     * while an online trade was open), never the order's, which is kept.
     */
    refundedOf: (orderId: number) =>
      db
        .select({ method: payments.provider, fen: sql<number>`sum(${payments.amountFen})::int` })
        .from(payments)
        .where(
          and(
            eq(payments.orderId, orderId),
            eq(payments.status, 'refunded'),
            sql`NOT EXISTS (SELECT 1 FROM ${payments} kept
              WHERE kept.order_id = ${orderId} AND kept.status = 'succeeded')`,
          ),
        )
        .groupBy(payments.provider),

    /** succeeded -> refunded, once; null when another request refunded it first. */
    async claimRefund(id: number): Promise<PaymentRow | null> {
      const [row] = await db
        .update(payments)
        .set({ status: 'refunded', refundedAt: new Date() })
        .where(and(eq(payments.id, id), eq(payments.status, 'succeeded')))
        .returning();
      return row ?? null;
    },

    async markRefunded(tradeNo: string) {
      await db
        .update(payments)
        .set({ status: 'refunded', refundedAt: new Date() })
        .where(and(eq(payments.tradeNo, tradeNo), eq(payments.status, 'succeeded')));
    },
  };
}
