import type { ChatMessage } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Kv } from '../../platform/kv.ts';
import type { Audit } from '../staff/index.ts';
import type { ChatHub } from './hub.ts';
import { chatRepo, type MessageRow } from './repo.ts';

export const CHAT_CONVERSATIONS_PAGE_SIZE = 20;

/** What the chat needs of the company: whether staff turned chat on, and its service contact. */
export type ChatCompany = (
  companyId: number,
) => Promise<{ canChat: boolean; contact: { name: string; phone: string } } | null>;

const toMessage = (m: MessageRow): ChatMessage => ({
  id: m.id,
  conversation_id: m.conversationId,
  side: m.side as ChatMessage['side'],
  sender_name: m.senderName,
  text: m.body,
  created_at: m.createdAt.toISOString(),
});

type Deps = { db: Db; kv: Kv; hub: ChatHub; company: ChatCompany; audit: Audit };

/**
 * Messages one sender (a buyer's login, a staff member) may send a minute:
 * each is stored and pushed to every service socket (hostile review: 50 at
 * once were all taken). Counted before the message is written.
 */
export const CHAT_MESSAGES_PER_MINUTE = 20;

export function chatService({ db, kv, hub, company, audit }: Deps) {
  const repo = chatRepo(db);

  async function admitSender(sender: string) {
    if ((await kv.incr(`chat:send:${sender}`, 60)) > CHAT_MESSAGES_PER_MINUTE)
      throw new AppError(
        'too_many',
        `发送过于频繁，每分钟最多 ${CHAT_MESSAGES_PER_MINUTE} 条，请稍后再试`,
      );
  }

  async function history(conversationId: number | null, before: number | undefined, limit: number) {
    if (conversationId === null) return { data: [], has_more: 0 as const };
    const rows = await repo.history(conversationId, before, limit);
    return {
      data: rows.slice(0, limit).reverse().map(toMessage),
      has_more: rows.length > limit ? (1 as const) : (0 as const),
    };
  }

  /** Refuses a company staff have not given the chat (is_can_chat 0). */
  async function enabled(buyer: Buyer) {
    const c = await company(buyer.company.id);
    if (!c?.canChat) throw new AppError('forbidden', '未开通在线客服，请通过QQ或客服热线联系我们');
    return c;
  }

  return {
    enabled,

    async state(buyer: Buyer) {
      const c = await company(buyer.company.id);
      const conv = c?.canChat ? await repo.byCompany(buyer.company.id) : null;
      return {
        enabled: c?.canChat ? (1 as const) : (0 as const),
        contact: c?.contact ?? { name: '', phone: '' },
        unread: conv?.buyerUnread ?? 0,
        conversation_id: conv?.id ?? null,
      };
    },

    async buyerHistory(buyer: Buyer, before: number | undefined, limit: number) {
      await enabled(buyer);
      const conv = await repo.byCompany(buyer.company.id);
      return history(conv?.id ?? null, before, limit);
    },

    async buyerSend(buyer: Buyer, text: string) {
      await enabled(buyer);
      await admitSender(`user:${buyer.user.id}`);
      const { conv, message } = await db.transaction(async (tx) => {
        const conv = await chatRepo(tx).touch(buyer.company.id, 'buyer', text);
        const row = await chatRepo(tx).insertMessage({
          conversationId: conv.id,
          side: 'buyer',
          userId: buyer.user.id,
          senderName: buyer.user.username,
          body: text,
        });
        return { conv, message: toMessage(row) };
      });
      await hub.publishMessage(buyer.company.id, message, conv.buyerUnread, conv.staffUnread);
      return message;
    },

    async buyerRead(buyer: Buyer) {
      await enabled(buyer);
      const conv = await repo.byCompany(buyer.company.id);
      if (conv && (await repo.markRead(conv.id, 'buyer')))
        await hub.publishRead(buyer.company.id, conv.id, 'buyer');
    },

    // ---- staff ----

    async conversations(onlyUnread: boolean, pageNo: number) {
      const size = CHAT_CONVERSATIONS_PAGE_SIZE;
      const { rows, total } = await repo.page(onlyUnread, size, (pageNo - 1) * size);
      const data = await Promise.all(
        rows.map(async (r) => ({
          id: r.c.id,
          company_id: r.c.companyId,
          company_name: r.companyName,
          contact_name: r.contactName,
          service_contact: r.service ?? (await company(r.c.companyId))?.contact.name ?? '',
          staff_unread: r.c.staffUnread,
          buyer_unread: r.c.buyerUnread,
          last_text: r.c.lastText,
          last_at: r.c.lastAt.toISOString(),
        })),
      );
      return { ...page(data, total, pageNo, size), unread_total: await repo.unreadTotal() };
    },

    async staffHistory(conversationId: number, before: number | undefined, limit: number) {
      if (!(await repo.byId(conversationId))) throw notFound('会话');
      return history(conversationId, before, limit);
    },

    async staffSend(actor: Actor, conversationId: number, text: string) {
      const found = await repo.byId(conversationId);
      if (!found) throw notFound('会话');
      await admitSender(`staff:${actor.staff.id}`);
      const { conv, message } = await db.transaction(async (tx) => {
        const conv = await chatRepo(tx).touch(found.companyId, 'staff', text);
        const row = await chatRepo(tx).insertMessage({
          conversationId: conv.id,
          side: 'staff',
          staffId: actor.staff.id,
          senderName: actor.staff.name || actor.staff.username,
          body: text,
        });
        await audit(tx, actor, {
          action: 'chat.reply',
          targetType: 'chat_conversation',
          targetId: conv.id,
          before: null,
          after: { message_id: row.id, company_id: conv.companyId },
        });
        return { conv, message: toMessage(row) };
      });
      await hub.publishMessage(conv.companyId, message, conv.buyerUnread, conv.staffUnread);
      return message;
    },

    async staffRead(conversationId: number) {
      const conv = await repo.byId(conversationId);
      if (!conv) throw notFound('会话');
      if (await repo.markRead(conv.id, 'staff'))
        await hub.publishRead(conv.companyId, conv.id, 'staff');
    },
  };
}

export type ChatService = ReturnType<typeof chatService>;
