import type { Db } from '../../db/client.ts';
import type { CheckoutService } from '../checkout/index.ts';
import { type Module, routePlugins } from '../module.ts';
import type { OrderService } from '../order/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { TransferKinds, TransferService } from '../transfer/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { type PayPasswordCheck, paymentRoutes, sandboxRoutes } from './routes.ts';
import {
  newSandboxSecret,
  SANDBOX_SECRET_KEY,
  type SandboxProvider,
  sandboxProvider,
} from './sandbox.ts';
import { type CreditPort, type PaymentService, paymentService } from './service.ts';
import { orderTransferKind } from './transfer-order.ts';

export type { PaymentProvider } from './provider.ts';
export { type PaymentRefunds, paymentRefunds } from './refunds.ts';
export type { SandboxProvider } from './sandbox.ts';
export type { CreditPort, PaymentService } from './service.ts';

export type PayProviderName = 'sandbox' | 'none';

/**
 * The online provider chosen by configuration: the sandbox (no real money,
 * its own cashier pages) or none. Shared by paying and by the refunds, which
 * are built apart (refunds.ts).
 */
export async function paymentProvider(deps: {
  name: PayProviderName;
  settings: SettingsService;
  /** The sandbox's HMAC key; generated once and kept in the settings when unset. */
  sandboxSecret?: string | undefined;
}): Promise<SandboxProvider | null> {
  if (deps.name !== 'sandbox') return null;
  return sandboxProvider(
    deps.sandboxSecret ?? (await deps.settings.secret(SANDBOX_SECRET_KEY, newSandboxSecret)),
  );
}

/** Paying orders from the balance or online, and the provider's callbacks. */
export function paymentModule(deps: {
  db: Db;
  orders: OrderService;
  wallet: WalletService;
  checkout: CheckoutService;
  provider: SandboxProvider | null;
  /** The company's payment password, asked for balance and credit payments. */
  checkPayPassword: PayPasswordCheck;
  credit: CreditPort;
  transfers: TransferService;
  /** 对公转账 of an order pays it here (the payment is recorded with the others). */
  transferKinds: TransferKinds;
}): Module<PaymentService> {
  const service = paymentService(deps);
  deps.transferKinds.register('order', orderTransferKind(deps.orders));
  const sandbox = deps.provider;
  return {
    service,
    routes: sandbox
      ? routePlugins(paymentRoutes(service, deps.checkPayPassword), sandboxRoutes(service, sandbox))
      : paymentRoutes(service, deps.checkPayPassword),
  };
}
