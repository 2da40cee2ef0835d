import type { Db } from './db/client.ts';
import type { CheckoutService } from './modules/checkout/index.ts';
import { type CreditService, creditModule, statementTransferKind } from './modules/credit/index.ts';
import type { Notify } from './modules/messages/index.ts';
import type { OrderEvents, OrderService } from './modules/order/index.ts';
import { type OwnCodes, payPasswordModule } from './modules/pay-password/index.ts';

type PayPasswordModule = ReturnType<typeof payPasswordModule>;

import {
  paymentModule,
  paymentProvider,
  paymentRefunds,
  type SandboxProvider,
} from './modules/payment/index.ts';
import { type SettingsService, transferAccount } from './modules/settings/index.ts';
import type { Audit } from './modules/staff/index.ts';
import { transferKinds, transferModule } from './modules/transfer/index.ts';
import type { WalletService } from './modules/wallet/index.ts';
import type { ShopDeps } from './shop-deps.ts';

/**
 * Money going back and 账期 need no orders (orders reach them through ports);
 * built before the orders.
 */
export async function moneyBeforeOrders(m: {
  db: Db;
  audit: Audit;
  wallet: WalletService;
  settings: SettingsService;
  deps: Pick<ShopDeps, 'payProvider' | 'paySandboxSecret'>;
  codes: OwnCodes;
}) {
  // 支付密码 guards the balance and the credit line: asked when paying and when repaying.
  const payPassword = payPasswordModule({ db: m.db, codes: m.codes });
  const provider = await paymentProvider({
    name: m.deps.payProvider,
    settings: m.settings,
    sandboxSecret: m.deps.paySandboxSecret,
  });
  // 账期: needs the wallet and the grace setting; paying and refunds reach it through ports.
  const credit = creditModule({
    db: m.db,
    audit: m.audit,
    wallet: m.wallet,
    graceDays: m.settings.creditGraceDays,
    checkPayPassword: payPassword.service.check,
  });
  const refunds = paymentRefunds({ wallet: m.wallet, provider, credit: credit.service });
  return { provider, credit, refunds, payPassword };
}

/**
 * Paying, built on orders: 对公转账 (its kinds registry is made
 * here; the payment module registers the order kind in it, since marking an
 * order paid records a payment; the 账期 statement kind, a repayment, beside
 * it) and the payment module itself.
 */
export function payWiring(m: {
  db: Db;
  filesDir: string;
  wallet: WalletService;
  orders: OrderService;
  events: OrderEvents;
  audit: Audit;
  notify: Notify;
  credit: CreditService;
  checkout: CheckoutService;
  provider: SandboxProvider | null;
  payPassword: PayPasswordModule;
}) {
  const { payPassword } = m;
  const kinds = transferKinds();
  kinds.register('statement', statementTransferKind(m.credit));
  const transfer = transferModule({
    ...m,
    kinds,
    account: () => transferAccount(m.db),
    statements: {
      own: m.credit.statements.own,
      outstanding: (companyId, id) => m.credit.outstanding(m.db, companyId, id),
    },
  });
  const payment = paymentModule({
    ...{ db: m.db, orders: m.orders, wallet: m.wallet, checkout: m.checkout },
    provider: m.provider,
    checkPayPassword: payPassword.service.check,
    credit: m.credit,
    ...{ transfers: transfer.service, transferKinds: kinds },
  });
  return { transfer, payment };
}
