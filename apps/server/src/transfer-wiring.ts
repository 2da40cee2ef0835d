import type { Db } from './db/client.ts';
import type { Notify } from './modules/messages/index.ts';
import type { OrderEvents, OrderService } from './modules/order/index.ts';
import { transferAccount } from './modules/settings/index.ts';
import type { Audit } from './modules/staff/index.ts';
import { transferKinds, transferModule } from './modules/transfer/index.ts';
import type { WalletService } from './modules/wallet/index.ts';

/**
 * 对公转账, built on orders and below payment: the kinds registry is made
 * here, the payment module registers the order kind in it (marking an order
 * paid records a payment), a later statement kind registers beside it.
 */
export function transferWiring(m: {
  db: Db;
  filesDir: string;
  wallet: WalletService;
  orders: OrderService;
  events: OrderEvents;
  audit: Audit;
  notify: Notify;
}) {
  const kinds = transferKinds();
  const transfer = transferModule({
    ...m,
    kinds,
    account: () => transferAccount(m.db),
  });
  return { kinds, transfer };
}
