import {
  arrivalNoticeState,
  envelope,
  goodsParams,
  noticeSettingsBody,
  noticeSettingsResult,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import type { NoticesService } from './service.ts';

/** 到货通知 on a goods, and the account centre's notice settings (降价通知). */
export function noticesRoutes(notices: NoticesService): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preValidation: mustLogin };
    const state = { params: goodsParams, response: { 200: envelope(arrivalNoticeState) } };

    app.get('/api/goods/:id/arrival-notice', { ...auth, schema: state }, async (req) =>
      ok(await notices.state(requireBuyer(req), req.params.id)),
    );
    app.post('/api/goods/:id/arrival-notice', { ...auth, schema: state }, async (req) =>
      ok(
        await notices.subscribe(requireBuyer(req), req.params.id),
        '已订阅到货通知，到货后将通过站内信通知您',
      ),
    );
    app.delete('/api/goods/:id/arrival-notice', { ...auth, schema: state }, async (req) =>
      ok(await notices.unsubscribe(requireBuyer(req), req.params.id), '已取消到货通知'),
    );

    const settings = { 200: envelope(noticeSettingsResult) };
    app.get('/api/user/notice-settings', { ...auth, schema: { response: settings } }, async (req) =>
      ok(await notices.settings(requireBuyer(req))),
    );
    app.put(
      '/api/user/notice-settings',
      { ...auth, schema: { body: noticeSettingsBody, response: settings } },
      async (req) =>
        ok(await notices.setSettings(requireBuyer(req), req.body.price_drop === 1), '已保存'),
    );
  };
}
