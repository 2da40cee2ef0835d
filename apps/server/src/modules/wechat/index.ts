import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { AuthService, CookieOptions } from '../auth/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { Audit } from '../staff/index.ts';
import { wechatAdminRoutes, wechatRoutes, wechatSandboxRoutes } from './routes.ts';
import { newWechatSandboxSecret, WECHAT_SANDBOX_SECRET_KEY, wechatSandbox } from './sandbox.ts';
import { wechatService } from './service.ts';

export type { WechatLoginProvider } from './provider.ts';
export type { WechatService } from './service.ts';

/**
 * WeChat binding and login. The provider is the built-in sandbox when the
 * payment sandbox is on (demo and tests); otherwise none is configured and
 * the endpoints say WeChat login is not available.
 */
export async function wechatModule(deps: {
  db: Db;
  auth: AuthService;
  audit: Audit;
  settings: SettingsService;
  sandbox: boolean;
  publicUrl: string;
  cookies: CookieOptions;
}) {
  const sandbox = deps.sandbox
    ? wechatSandbox(
        await deps.settings.secret(WECHAT_SANDBOX_SECRET_KEY, newWechatSandboxSecret),
        deps.publicUrl,
      )
    : null;
  const service = wechatService({ ...deps, provider: sandbox });
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(wechatRoutes(service, deps.cookies));
    if (sandbox) await app.register(wechatSandboxRoutes(service, sandbox, deps.cookies));
  };
  return { service, sandbox, routes, adminRoutes: wechatAdminRoutes(service) };
}
