import {
  envelope,
  id,
  message,
  messageCount,
  messageIdsBody,
  messageListQuery,
  messagePage,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import type { MessageService } from './service.ts';

const params = z.strictObject({ id });
const answer = <T extends z.ZodType>(data: T) => ({ 200: envelope(data) });

/** The buyer's message centre: every call is limited to what the session may see (service). */
export function messageRoutes(service: MessageService): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preValidation: mustLogin };
    app.get(
      '/api/user/message',
      { ...auth, schema: { querystring: messageListQuery, response: answer(messagePage) } },
      async (req) => {
        const q = req.query;
        return ok(await service.page(requireBuyer(req), q.page, q.page_size, q.unread === 1));
      },
    );
    app.get(
      '/api/user/message/:id',
      { ...auth, schema: { params, response: answer(message) } },
      async (req) => {
        const m = await service.open(requireBuyer(req), req.params.id);
        if (!m) throw notFound('消息');
        return ok(m);
      },
    );
    app.post(
      '/api/user/message/read',
      { ...auth, schema: { body: messageIdsBody, response: answer(messageCount) } },
      async (req) => {
        const buyer = requireBuyer(req);
        // Another company's id answers as a made-up one does, as delete's.
        if ((await service.markRead(buyer, req.body.ids)) === 0) throw notFound('消息');
        return ok({ unread: await service.unread(buyer) }, '已标记为已读');
      },
    );
    app.post(
      '/api/user/message/read-all',
      { ...auth, schema: { response: answer(messageCount) } },
      async (req) => ok(await service.markAllRead(requireBuyer(req)), '已全部标记为已读'),
    );
    app.post(
      '/api/user/message/delete',
      { ...auth, schema: { body: messageIdsBody, response: answer(messageCount) } },
      async (req) => {
        const buyer = requireBuyer(req);
        const n = await service.remove(buyer, req.body.ids);
        if (n === 0) throw notFound('消息');
        return ok({ unread: await service.unread(buyer) }, '已删除');
      },
    );
  };
}
