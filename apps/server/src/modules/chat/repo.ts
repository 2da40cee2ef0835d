import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { chatConversations, chatMessages } from '../../db/schema/chat.ts';
import { companies, serviceContacts } from '../../db/schema/company.ts';

export type MessageRow = typeof chatMessages.$inferSelect;
export type ConversationRow = typeof chatConversations.$inferSelect;
export type Side = 'buyer' | 'staff';

// A buyer's queries take the company id from the session; staff's take a
// conversation id (staff see every conversation).
export function chatRepo(db: DbOrTx) {
  return {
    async byCompany(companyId: number) {
      const [row] = await db
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.companyId, companyId));
      return row ?? null;
    },

    async byId(id: number) {
      const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
      return row ?? null;
    },

    /** The company's conversation, made on its first message; the other side's unread count goes up by one. */
    async touch(companyId: number, from: Side, text: string) {
      const bump =
        from === 'buyer'
          ? { staffUnread: sql`${chatConversations.staffUnread} + 1` }
          : { buyerUnread: sql`${chatConversations.buyerUnread} + 1` };
      const [row] = await db
        .insert(chatConversations)
        .values({
          companyId,
          lastText: text,
          staffUnread: from === 'buyer' ? 1 : 0,
          buyerUnread: from === 'staff' ? 1 : 0,
        })
        .onConflictDoUpdate({
          target: chatConversations.companyId,
          set: { ...bump, lastText: text, lastAt: sql`now()` },
        })
        .returning();
      return row!;
    },

    async insertMessage(m: typeof chatMessages.$inferInsert) {
      const [row] = await db.insert(chatMessages).values(m).returning();
      return row!;
    },

    /** Newest first: up to `limit + 1` rows older than `before`, so the caller knows if more exist. */
    async history(conversationId: number, before: number | undefined, limit: number) {
      return db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, conversationId),
            before === undefined ? undefined : lt(chatMessages.id, before),
          ),
        )
        .orderBy(desc(chatMessages.id))
        .limit(limit + 1);
    },

    /** Clears one side's unread count; the row count says whether there was anything to clear. */
    async markRead(conversationId: number, side: Side) {
      const column =
        side === 'buyer' ? chatConversations.buyerUnread : chatConversations.staffUnread;
      const set = side === 'buyer' ? { buyerUnread: 0 } : { staffUnread: 0 };
      const rows = await db
        .update(chatConversations)
        .set(set)
        .where(and(eq(chatConversations.id, conversationId), gt(column, 0)))
        .returning({ id: chatConversations.id });
      return rows.length;
    },

    /** The console's list, most recent first, with each company and its service contact. */
    async page(onlyUnread: boolean, limit: number, offset: number) {
      const where = onlyUnread ? gt(chatConversations.staffUnread, 0) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            c: chatConversations,
            companyName: companies.name,
            contactName: companies.contactName,
            service: serviceContacts.name,
          })
          .from(chatConversations)
          .innerJoin(companies, eq(companies.id, chatConversations.companyId))
          .leftJoin(serviceContacts, eq(serviceContacts.id, companies.serviceContactId))
          .where(where)
          .orderBy(desc(chatConversations.lastAt), desc(chatConversations.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(chatConversations).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async unreadTotal() {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${chatConversations.staffUnread}), 0)::int` })
        .from(chatConversations);
      return row?.n ?? 0;
    },
  };
}
