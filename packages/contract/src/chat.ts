import { z } from 'zod';
import { flag01, id, int, isoTime, pageNo, pageSize, requiredText, whole } from './fields.ts';

// Customer-service chat (docs/api-chat.md). Messages are sent over HTTP and
// pushed over the WebSocket (/api/chat/ws, /admin-api/chat/ws); history is
// paged backwards by message id.

export const CHAT_TEXT_MAX = 500;

export const chatSendBody = z.strictObject({ text: requiredText('消息', CHAT_TEXT_MAX) });

/** Older messages than `before` (a message id), newest first; absent: the newest. */
export const chatHistoryQuery = z.strictObject({
  before: id.optional(),
  limit: pageSize(50, 20),
});

export const chatMessage = z.object({
  id: int,
  conversation_id: int,
  /** buyer or staff */
  side: z.enum(['buyer', 'staff']),
  sender_name: z.string(),
  text: z.string(),
  created_at: isoTime,
});

export const chatHistory = z.object({
  /** Oldest first, for display; `has_more` says whether older ones exist. */
  data: z.array(chatMessage),
  has_more: flag01,
});

export const chatState = z.object({
  /** is_can_chat of the user state: 0 means the QQ links, not the chat. */
  enabled: flag01,
  contact: z.object({ name: z.string(), phone: z.string() }),
  unread: int,
  conversation_id: int.nullable(),
});

/** What the socket pushes: a new message, or the other side read the conversation. */
export const chatEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: chatMessage, unread: int }),
  z.object({ type: z.literal('read'), conversation_id: int, side: z.enum(['buyer', 'staff']) }),
]);

// ---- console ----

export const chatConversationQuery = z.strictObject({
  page: pageNo,
  /** 1: only conversations with unread buyer messages. */
  unread: whole(z.union([z.literal(0), z.literal(1)])).default(0),
});

export const chatConversation = z.object({
  id: int,
  company_id: int,
  company_name: z.string(),
  contact_name: z.string(),
  /** The company's service contact (companies.service_contact_id), or the default one. */
  service_contact: z.string(),
  staff_unread: int,
  buyer_unread: int,
  last_text: z.string(),
  last_at: isoTime,
});

export type ChatMessage = z.infer<typeof chatMessage>;
export type ChatHistory = z.infer<typeof chatHistory>;
export type ChatState = z.infer<typeof chatState>;
export type ChatEvent = z.infer<typeof chatEvent>;
export type ChatConversation = z.infer<typeof chatConversation>;
