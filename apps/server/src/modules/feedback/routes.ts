import {
  adminFeedbackPage,
  adminFeedbackQuery,
  envelope,
  feedbackBody,
  feedbackItem,
  feedbackListQuery,
  feedbackPage,
  feedbackReplyBody,
  id,
  uploadedPhoto,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { acceptUploads, readUpload, upload } from '../../http/multipart.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import { storePhotoIn } from '../../platform/image.ts';
import type { FeedbackService } from './service.ts';

const params = z.strictObject({ id });
const answer = <T extends z.ZodType>(data: T) => ({ 200: envelope(data) });
const photo = upload({ maxBytes: 5 * 1024 * 1024, what: '图片', accepts: '图片文件' });

/** 意见反馈: the buyer's own feedback and its photos. */
export function feedbackRoutes(
  service: FeedbackService,
  uploadsDir: string,
): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preValidation: mustLogin };
    await acceptUploads(app);

    app.post(
      '/api/upload/feedback-photo',
      { ...auth, ...photo, schema: { response: answer(uploadedPhoto) } },
      async (req) => {
        const buyer = requireBuyer(req);
        const { bytes } = await readUpload(req);
        const url = await service.uploadPhoto(buyer, () =>
          storePhotoIn(uploadsDir, 'feedback', bytes),
        );
        return ok({ url }, '图片已上传');
      },
    );
    app.post(
      '/api/user/feedback',
      { ...auth, schema: { body: feedbackBody, response: answer(feedbackItem) } },
      async (req) =>
        ok(await service.create(requireBuyer(req), req.body), '感谢您的反馈，我们会尽快回复'),
    );
    app.get(
      '/api/user/feedback',
      { ...auth, schema: { querystring: feedbackListQuery, response: answer(feedbackPage) } },
      async (req) =>
        ok(await service.page(requireBuyer(req).company.id, req.query.page, req.query.page_size)),
    );
  };
}

/** Customer service's desk: list, reply (the buyer gets a message), close; audited. */
export function feedbackAdminRoutes(service: FeedbackService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/feedback',
      {
        preValidation: staffMay('messages'),
        schema: { querystring: adminFeedbackQuery, response: answer(adminFeedbackPage) },
      },
      async (req) => {
        const { page, page_size, ...f } = req.query;
        return ok(await service.adminPage(f, page, page_size));
      },
    );
    app.post(
      '/admin-api/feedback/:id/reply',
      {
        preValidation: staffMay('messages'),
        schema: { params, body: feedbackReplyBody, response: answer(feedbackItem) },
      },
      async (req) => ok(await service.reply(actorOf(req), req.params.id, req.body.reply), '已回复'),
    );
    app.post(
      '/admin-api/feedback/:id/close',
      { preValidation: staffMay('messages'), schema: { params, response: answer(feedbackItem) } },
      async (req) => ok(await service.close(actorOf(req), req.params.id), '已关闭'),
    );
  };
}
