import type { Db } from '../../db/client.ts';
import type { AuthService, CookieOptions } from '../auth/index.ts';
import { type Module, routePlugins } from '../module.ts';
import type { SettingsService } from '../settings/index.ts';
import type { Audit } from '../staff/index.ts';
import { wechatAdminRoutes, wechatRoutes, wechatSandboxRoutes } from './routes.ts';
import { newWechatSandboxSecret, WECHAT_SANDBOX_SECRET_KEY, wechatSandbox } from './sandbox.ts';
import { type WechatService, wechatService } from './service.ts';

export type { WechatLoginProvider } from './provider.ts';
export type { WechatService } from './service.ts';

/**
 * WeChat binding and login. The provider is the built-in sandbox when the
 * payment sandbox is on (demo and tests); otherwise none is configured and
 * the endpoints say WeChat login is not available. Async: the sandbox's key
 * is read from (or first kept in) the settings.
 */
export async function wechatModule(deps: {
  db: Db;
  auth: AuthService;
  audit: Audit;
  settings: SettingsService;
  sandbox: boolean;
  publicUrl: string;
  cookies: CookieOptions;
}): Promise<Module<WechatService>> {
  const sandbox = deps.sandbox
    ? wechatSandbox(
        await deps.settings.secret(WECHAT_SANDBOX_SECRET_KEY, newWechatSandboxSecret),
        deps.publicUrl,
      )
    : null;
  const service = wechatService({ ...deps, provider: sandbox });
  return {
    service,
    routes: sandbox
      ? routePlugins(
          wechatRoutes(service, deps.cookies),
          wechatSandboxRoutes(service, sandbox, deps.cookies),
        )
      : wechatRoutes(service, deps.cookies),
    adminRoutes: wechatAdminRoutes(service),
  };
}
