import { adminSettings, envelope, settingsPutBody } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { SettingsAdminService } from './admin-service.ts';

/** 站点设置: the hot line and contacts the footer shows, and the shipping rule. */
export function settingsAdminRoutes(settings: SettingsAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    const answer = { 200: envelope(adminSettings) };
    app.get(
      '/admin-api/settings',
      { preValidation: staffMay('content'), schema: { response: answer } },
      async () => ok(await settings.get()),
    );

    app.put(
      '/admin-api/settings',
      { preValidation: staffMay('content'), schema: { body: settingsPutBody, response: answer } },
      async (req) => ok(await settings.put(actorOf(req), req.body), '设置已保存'),
    );
  };
}
