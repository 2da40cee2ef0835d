import { licenceKinds, type Message, type MessageKind, type MessagePage } from '@shop/contract';
import { shopDay } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import type { Buyer } from '../../http/session.ts';
import { type MessageInsert, type MessageRow, messageRepo, type Reader } from './repo.ts';

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

const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);

function present(r: MessageRow): Message {
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
  const reader = (buyer: Buyer): Reader => ({
    companyId: buyer.company.id,
    userId: buyer.user.id,
    seesAllOrders: buyer.can.see_all_orders,
  });
  const repo = messageRepo(db);
  const insert = (tx: DbOrTx, rows: MessageInsert[]) => messageRepo(tx).insert(rows);
  const unread = (buyer: Buyer): Promise<number> => repo.count(reader(buyer), true);

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
      const r = reader(buyer);
      const [rows, total, n] = await Promise.all([
        repo.page(r, onlyUnread, pageSize, (pageNo - 1) * pageSize),
        repo.count(r, onlyUnread),
        unread(buyer),
      ]);
      return { ...page(rows.map(present), total, pageNo, pageSize), unread: n };
    },

    /** One message the buyer may see; reading it marks it read. Null otherwise. */
    async open(buyer: Buyer, id: number): Promise<Message | null> {
      const row = await repo.open(reader(buyer), id);
      return row ? present(row) : null;
    },

    /**
     * Marks some of the buyer's messages read; others' ids change nothing.
     * How many of the ids were the buyer's (none: the route's 404, as delete's).
     */
    markRead: (buyer: Buyer, ids: number[]) => repo.markRead(reader(buyer), ids),

    async markAllRead(buyer: Buyer) {
      await repo.markAllRead(reader(buyer));
      return { unread: 0 };
    },

    /** Deleted messages keep their row, so the expiry job never sends them again. */
    async remove(buyer: Buyer, ids: number[]) {
      return repo.remove(reader(buyer), ids);
    },

    /**
     * Licences expiring within 30 days and unused coupons expiring within 3:
     * one notice each (per licence number and expiry date, per coupon).
     * Safe to run in several processes at once. Answers how many were sent.
     */
    async sweepExpiring(now = new Date()): Promise<number> {
      const today = shopDay(now);
      const licenceLimit = shopDay(addDays(now, LICENCE_DAYS));
      const [licences, expiring] = await Promise.all([
        repo.licencesExpiring(today, licenceLimit),
        repo.couponsExpiring(now, addDays(now, COUPON_DAYS)),
      ]);
      const rows: MessageInsert[] = [
        ...licences.map((c) => {
          const name = (licenceKinds as Record<string, string>)[c.kind] ?? '资质证件';
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
          body: `优惠券「${c.name}」将于 ${shopDay(c.endsAt)} 过期，请尽快使用。`,
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
