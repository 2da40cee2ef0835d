import { envelope, transferSettings, transferSettingsBody } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { TransferAccountAdmin } from './transfer-account.ts';

/** 系统设置 › 对公转账收款账户: finance's part of the settings. */
export function transferAccountRoutes(account: TransferAccountAdmin): FastifyPluginAsyncZod {
  return async (app) => {
    const answer = { 200: envelope(transferSettings) };
    app.get(
      '/admin-api/settings/transfer',
      { preValidation: staffMay('transfers'), schema: { response: answer } },
      async () => ok(await account.get()),
    );
    app.put(
      '/admin-api/settings/transfer',
      {
        preValidation: staffMay('transfers'),
        schema: { body: transferSettingsBody, response: answer },
      },
      async (req) => ok(await account.put(actorOf(req), req.body), '收款账户已保存'),
    );
  };
}
