import type {} from '@fastify/websocket';
import {
  chatConversation,
  chatConversationQuery,
  chatHistory,
  chatHistoryQuery,
  chatMessage,
  chatSendBody,
  chatState,
  envelope,
  id,
  int,
  page,
} from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import { actorOf, requireStaff, staffMay } from '../../http/staff-session.ts';
import { hashToken } from '../../platform/tokens.ts';
import type { ChatHub, ChatSessions } from './hub.ts';
import type { ChatService } from './service.ts';

/**
 * A page of another site must not open a socket with the buyer's cookie: a
 * browser's upgrade names its page's origin, which must be this host.
 */
async function sameOrigin(req: FastifyRequest) {
  const origin = req.headers.origin;
  if (!origin) return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    host = '';
  }
  if (host !== req.headers.host) throw new AppError('forbidden', '不允许跨站连接');
}

/** A plain GET of a socket's address gets the envelope (the plugin answered an empty 404). */
async function upgradeOnly(req: FastifyRequest) {
  if (req.headers.upgrade?.toLowerCase() !== 'websocket')
    throw new AppError('bad_request', '请通过 WebSocket 连接');
}

const done = { 200: envelope(z.null()) };

export function chatRoutes(
  chat: ChatService,
  hub: ChatHub,
  sessions: ChatSessions,
): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preValidation: mustLogin };
    app.get(
      '/api/chat',
      { ...auth, schema: { response: { 200: envelope(chatState) } } },
      async (req) => ok(await chat.state(requireBuyer(req))),
    );
    app.get(
      '/api/chat/messages',
      {
        ...auth,
        schema: { querystring: chatHistoryQuery, response: { 200: envelope(chatHistory) } },
      },
      async (req) =>
        ok(await chat.buyerHistory(requireBuyer(req), req.query.before, req.query.limit)),
    );
    app.post(
      '/api/chat/messages',
      { ...auth, schema: { body: chatSendBody, response: { 200: envelope(chatMessage) } } },
      async (req) => ok(await chat.buyerSend(requireBuyer(req), req.body.text), '已发送'),
    );
    app.post('/api/chat/read', { ...auth, schema: { response: done } }, async (req) => {
      await chat.buyerRead(requireBuyer(req));
      return ok(null);
    });
    // The upgrade is refused (401/403, no socket) for a visitor, a company
    // without chat, or another site's page.
    app.get(
      '/api/chat/ws',
      {
        websocket: true,
        preValidation: [
          mustLogin,
          upgradeOnly,
          sameOrigin,
          async (req) => void (await chat.enabled(requireBuyer(req))),
        ],
      },
      (socket, req) => {
        const companyId = requireBuyer(req).company.id;
        const token = req.token!;
        hub.addBuyer(companyId, socket, {
          key: hashToken(token),
          alive: () => sessions.buyer(token, companyId),
        });
      },
    );
  };
}

const params = z.strictObject({ id });

/** The console's chat page: every conversation, under the 'messages' permission (客服). */
export function chatAdminRoutes(
  chat: ChatService,
  hub: ChatHub,
  sessions: ChatSessions,
): FastifyPluginAsyncZod {
  return async (app) => {
    const may = { preValidation: staffMay('messages') };
    app.get(
      '/admin-api/chat/conversations',
      {
        ...may,
        schema: {
          querystring: chatConversationQuery,
          response: {
            200: envelope(page(chatConversation).extend({ unread_total: int })),
          },
        },
      },
      async (req) => ok(await chat.conversations(req.query.unread === 1, req.query.page)),
    );
    app.get(
      '/admin-api/chat/conversations/:id/messages',
      {
        ...may,
        schema: { params, querystring: chatHistoryQuery, response: { 200: envelope(chatHistory) } },
      },
      async (req) => ok(await chat.staffHistory(req.params.id, req.query.before, req.query.limit)),
    );
    app.post(
      '/admin-api/chat/conversations/:id/messages',
      {
        ...may,
        schema: { params, body: chatSendBody, response: { 200: envelope(chatMessage) } },
      },
      async (req) =>
        ok(await chat.staffSend(actorOf(req, 'messages'), req.params.id, req.body.text), '已发送'),
    );
    app.post(
      '/admin-api/chat/conversations/:id/read',
      { ...may, schema: { params, response: done } },
      async (req) => {
        await chat.staffRead(req.params.id);
        return ok(null);
      },
    );
    app.get(
      '/admin-api/chat/ws',
      { websocket: true, preValidation: [staffMay('messages'), upgradeOnly, sameOrigin] },
      (socket, req) => {
        requireStaff(req, 'messages');
        const token = req.staffToken!;
        hub.addStaff(socket, { key: hashToken(token), alive: () => sessions.staff(token) });
      },
    );
  };
}
