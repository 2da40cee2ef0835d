import multipart from '@fastify/multipart';
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
import { fieldError } from '../../http/errors.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import { storePhotoIn } from '../../platform/image.ts';
import type { FeedbackService } from './service.ts';

const params = z.strictObject({ id });
const answer = <T extends z.ZodType>(data: T) => ({ 200: envelope(data) });
const MAX_BYTES = 5 * 1024 * 1024;

/** 意见反馈: the buyer's own feedback and its photos. */
export function feedbackRoutes(
  service: FeedbackService,
  uploadsDir: string,
): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preValidation: mustLogin };
    // Only this plugin's routes read multipart bodies: one photo of at most 5 MB.
    await app.register(multipart, {
      limits: { fileSize: MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });

    app.post(
      '/api/upload/feedback-photo',
      { ...auth, schema: { response: answer(uploadedPhoto) } },
      async (req) => {
        if (!req.isMultipart()) throw fieldError('file', '请上传图片文件');
        const file = await req.file();
        if (!file) throw fieldError('file', '请上传图片文件');
        const buffer = await file.toBuffer().catch(() => null);
        if (!buffer || file.file.truncated) throw fieldError('file', '图片不能超过 5 MB');
        const url = await service.uploadPhoto(requireBuyer(req), () =>
          storePhotoIn(uploadsDir, 'feedback', buffer),
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
