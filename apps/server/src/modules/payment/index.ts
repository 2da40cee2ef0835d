import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { CheckoutService } from '../checkout/index.ts';
import type { OrderService } from '../order/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { paymentRoutes, sandboxRoutes } from './routes.ts';
import { newSandboxSecret, SANDBOX_SECRET_KEY, sandboxProvider } from './sandbox.ts';
import { paymentService } from './service.ts';

export type { PaymentProvider } from './provider.ts';
export type { SandboxProvider } from './sandbox.ts';
export type { PaymentService } from './service.ts';

export type PayProviderName = 'sandbox' | 'none';

/**
 * Paying orders from the balance or online. The online provider is chosen by
 * configuration; the sandbox moves no real money and serves its own cashier pages.
 */
export async function paymentModule(deps: {
  db: Db;
  orders: OrderService;
  wallet: WalletService;
  checkout: CheckoutService;
  settings: SettingsService;
  provider: PayProviderName;
  /** The sandbox's HMAC key; generated once and kept in the settings when unset. */
  sandboxSecret?: string | undefined;
}) {
  const sandbox =
    deps.provider === 'sandbox'
      ? sandboxProvider(
          deps.sandboxSecret ?? (await deps.settings.secret(SANDBOX_SECRET_KEY, newSandboxSecret)),
        )
      : null;
  const service = paymentService({ ...deps, provider: sandbox });
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(paymentRoutes(service));
    if (sandbox) await app.register(sandboxRoutes(service, sandbox));
  };
  return { service, sandbox, routes };
}
