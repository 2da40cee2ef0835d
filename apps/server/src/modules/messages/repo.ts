import { and, count, desc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { credentials } from '../../db/schema/company.ts';
import { messages } from '../../db/schema/messages.ts';
import { orders } from '../../db/schema/order.ts';
import { coupons } from '../../db/schema/promotion.ts';

// SQL of the message centre. Every read and write is bounded by the reader:
// the company from the session and, for a sub-account without
// see_all_orders, only the notices about orders it placed itself.

export type MessageRow = typeof messages.$inferSelect;
export type MessageInsert = typeof messages.$inferInsert;
export type Reader = { companyId: number; userId: number; seesAllOrders: boolean };

export function messageRepo(db: DbOrTx) {
  const mine = (r: Reader): SQL =>
    and(
      eq(messages.companyId, r.companyId),
      isNull(messages.deletedAt),
      r.seesAllOrders
        ? undefined
        : or(
            isNull(messages.orderId),
            inArray(
              messages.orderId,
              db.select({ id: orders.id }).from(orders).where(eq(orders.userId, r.userId)),
            ),
          ),
    )!;
  const unreadOf = (r: Reader) => and(mine(r), isNull(messages.readAt));
  const whereOf = (r: Reader, onlyUnread: boolean) => (onlyUnread ? unreadOf(r) : mine(r));

  return {
    /** Sends each row unless its company already has its dedup key; how many were sent. */
    async insert(rows: MessageInsert[]): Promise<number> {
      if (rows.length === 0) return 0;
      const made = await db
        .insert(messages)
        .values(rows)
        .onConflictDoNothing({
          target: [messages.companyId, messages.dedupKey],
          where: sql`${messages.dedupKey} IS NOT NULL`,
        })
        .returning({ id: messages.id });
      return made.length;
    },

    async count(r: Reader, onlyUnread: boolean): Promise<number> {
      const [row] = await db.select({ n: count() }).from(messages).where(whereOf(r, onlyUnread));
      return row?.n ?? 0;
    },

    page: (r: Reader, onlyUnread: boolean, limit: number, offset: number) =>
      db
        .select()
        .from(messages)
        .where(whereOf(r, onlyUnread))
        .orderBy(desc(messages.id))
        .limit(limit)
        .offset(offset),

    /** Marks one message read (keeping the first reading time); undefined when the reader may not see it. */
    async open(r: Reader, id: number): Promise<MessageRow | undefined> {
      const [row] = await db
        .update(messages)
        .set({ readAt: sql`coalesce(${messages.readAt}, now())` })
        .where(and(eq(messages.id, id), mine(r)))
        .returning();
      return row;
    },

    /**
     * Marks these of the reader's messages read (keeping the first reading
     * time); how many of the ids were the reader's, read before or not.
     */
    async markRead(r: Reader, ids: number[]): Promise<number> {
      const rows = await db
        .update(messages)
        .set({ readAt: sql`coalesce(${messages.readAt}, now())` })
        .where(and(inArray(messages.id, ids), mine(r)))
        .returning({ id: messages.id });
      return rows.length;
    },

    /** Marks all the reader's unread messages read. */
    markAllRead: (r: Reader) => db.update(messages).set({ readAt: new Date() }).where(unreadOf(r)),

    async remove(r: Reader, ids: number[]): Promise<number> {
      const gone = await db
        .update(messages)
        .set({ deletedAt: new Date() })
        .where(and(inArray(messages.id, ids), mine(r)))
        .returning({ id: messages.id });
      return gone.length;
    },

    /** Licences whose expiry day falls in [from, to] (China dates). */
    licencesExpiring: (from: string, to: string) =>
      db
        .select()
        .from(credentials)
        .where(and(gte(credentials.expiresOn, from), lte(credentials.expiresOn, to))),

    /** Unused coupons ending in [from, to]. */
    couponsExpiring: (from: Date, to: Date) =>
      db
        .select()
        .from(coupons)
        .where(
          and(eq(coupons.status, 'unused'), gte(coupons.endsAt, from), lte(coupons.endsAt, to)),
        ),
  };
}
