import { credentialKinds, type Message, type MessageKind, type MessagePage } from '@shop/contract';
import { and, count, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { credentials } from '../../db/schema/company.ts';
import { messages } from '../../db/schema/messages.ts';
import { orders } from '../../db/schema/order.ts';
import { coupons } from '../../db/schema/promotion.ts';
import { page } from '../../http/envelope.ts';
import type { Buyer } from '../../http/session.ts';

// The message centre (/wdxx): notices other modules send inside their own
// transaction (`notify(tx, companyId, …)`), and the expiry job's notices,
// each sent once per thing and threshold (a unique dedup key decides, so two
// processes running the job at once send one).

export type Notice = {
  kind: MessageKind;
  title: string;
  body?: string;
  /** A shop path the message opens. */
  link?: string;
  /** Sends the notice at most once per company and key. */
  dedupKey?: string;
  /** The order it is about: only logins that may see that order see the notice. */
  orderId?: number;
};

/** What other modules receive at wiring: sends a notice in the caller's transaction. */
export type Notify = (tx: DbOrTx, companyId: number, n: Notice) => Promise<void>;

export const LICENCE_DAYS = 30;
export const COUPON_DAYS = 3;

const chinaDate = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);

function present(r: typeof messages.$inferSelect): Message {
  return {
    id: r.id,
    kind: r.kind,
    title: r.title,
    body: r.body,
    link: r.link,
    is_read: r.readAt ? 1 : 0,
    created_at: r.createdAt.toISOString(),
  };
}

export function messageService(db: Db) {
  // The company's messages; a sub-account without see_all_orders skips the
  // notices about orders other logins placed (they name those orders).
  const mine = (buyer: Buyer) =>
    and(
      eq(messages.companyId, buyer.company.id),
      isNull(messages.deletedAt),
      buyer.can.see_all_orders
        ? undefined
        : or(
            isNull(messages.orderId),
            inArray(
              messages.orderId,
              db.select({ id: orders.id }).from(orders).where(eq(orders.userId, buyer.user.id)),
            ),
          ),
    );
  const unreadOf = (buyer: Buyer) => and(mine(buyer), isNull(messages.readAt));

  async function insert(tx: DbOrTx, rows: (typeof messages.$inferInsert)[]) {
    if (rows.length === 0) return 0;
    const made = await tx
      .insert(messages)
      .values(rows)
      .onConflictDoNothing({
        target: [messages.companyId, messages.dedupKey],
        where: sql`${messages.dedupKey} IS NOT NULL`,
      })
      .returning({ id: messages.id });
    return made.length;
  }

  async function unread(buyer: Buyer): Promise<number> {
    const [row] = await db.select({ n: count() }).from(messages).where(unreadOf(buyer));
    return row?.n ?? 0;
  }

  return {
    notify: (async (tx, companyId, n) => {
      await insert(tx, [
        {
          companyId,
          kind: n.kind,
          title: n.title,
          body: n.body ?? '',
          link: n.link ?? '',
          dedupKey: n.dedupKey ?? null,
          orderId: n.orderId ?? null,
        },
      ]);
    }) satisfies Notify as Notify,

    /** The user state's message_count: one count over a partial index of unread rows. */
    unread,

    async page(
      buyer: Buyer,
      pageNo: number,
      pageSize: number,
      onlyUnread: boolean,
    ): Promise<MessagePage> {
      const where = onlyUnread ? unreadOf(buyer) : mine(buyer);
      const [rows, [total], n] = await Promise.all([
        db
          .select()
          .from(messages)
          .where(where)
          .orderBy(desc(messages.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ n: count() }).from(messages).where(where),
        unread(buyer),
      ]);
      return { ...page(rows.map(present), total?.n ?? 0, pageNo, pageSize), unread: n };
    },

    /** One message the buyer may see; reading it marks it read. Null otherwise. */
    async open(buyer: Buyer, id: number): Promise<Message | null> {
      const [row] = await db
        .update(messages)
        .set({ readAt: sql`coalesce(${messages.readAt}, now())` })
        .where(and(eq(messages.id, id), mine(buyer)))
        .returning();
      return row ? present(row) : null;
    },

    /** Marks some of the buyer's messages read; others' ids change nothing. */
    async markRead(buyer: Buyer, ids: number[]) {
      await db
        .update(messages)
        .set({ readAt: new Date() })
        .where(and(inArray(messages.id, ids), unreadOf(buyer)));
      return { unread: await unread(buyer) };
    },

    async markAllRead(buyer: Buyer) {
      await db.update(messages).set({ readAt: new Date() }).where(unreadOf(buyer));
      return { unread: 0 };
    },

    /** Deleted messages keep their row, so the expiry job never sends them again. */
    async remove(buyer: Buyer, ids: number[]) {
      const gone = await db
        .update(messages)
        .set({ deletedAt: new Date() })
        .where(and(inArray(messages.id, ids), mine(buyer)))
        .returning({ id: messages.id });
      return gone.length;
    },

    /**
     * Licences expiring within 30 days and unused coupons expiring within 3:
     * one notice each (per licence number and expiry date, per coupon).
     * Safe to run in several processes at once. Answers how many were sent.
     */
    async sweepExpiring(now = new Date()): Promise<number> {
      const today = chinaDate(now);
      const licenceLimit = chinaDate(addDays(now, LICENCE_DAYS));
      const [licences, expiring] = await Promise.all([
        db
          .select()
          .from(credentials)
          .where(and(gte(credentials.expiresOn, today), lte(credentials.expiresOn, licenceLimit))),
        db
          .select()
          .from(coupons)
          .where(
            and(
              eq(coupons.status, 'unused'),
              gte(coupons.endsAt, now),
              lte(coupons.endsAt, addDays(now, COUPON_DAYS)),
            ),
          ),
      ]);
      const rows: (typeof messages.$inferInsert)[] = [
        ...licences.map((c) => {
          const name = (credentialKinds as Record<string, string>)[c.kind] ?? '资质证件';
          return {
            companyId: c.companyId,
            kind: 'licence_expiring',
            title: `您的${name}即将到期`,
            body: `${name}（编号 ${c.number}）将于 ${c.expiresOn} 到期，请及时上传新证件，以免影响采购。`,
            link: '/zzzj',
            dedupKey: `licence:${c.id}:${c.expiresOn}:${LICENCE_DAYS}`,
          };
        }),
        ...expiring.map((c) => ({
          companyId: c.companyId,
          kind: 'coupon_expiring',
          title: '您有优惠券即将过期',
          body: `优惠券「${c.name}」将于 ${chinaDate(c.endsAt)} 过期，请尽快使用。`,
          link: '/yhq',
          dedupKey: `coupon:${c.id}:${COUPON_DAYS}`,
        })),
      ];
      let sent = 0;
      for (let i = 0; i < rows.length; i += 500) sent += await insert(db, rows.slice(i, i + 500));
      return sent;
    },
  };
}

export type MessageService = ReturnType<typeof messageService>;
