import type { Db } from './db/client.ts';
import { type CreditService, statementTransferKind } from './modules/credit/index.ts';
import type { Notify } from './modules/messages/index.ts';
import type { OrderEvents, OrderService } from './modules/order/index.ts';
import { transferAccount } from './modules/settings/index.ts';
import type { Audit } from './modules/staff/index.ts';
import { transferKinds, transferModule } from './modules/transfer/index.ts';
import type { WalletService } from './modules/wallet/index.ts';

/**
 * 对公转账, built on orders and below payment: the kinds registry is made
 * here, the payment module registers the order kind in it (marking an order
 * paid records a payment), the 账期 statement kind (a repayment) beside it.
 */
export function transferWiring(m: {
  db: Db;
  filesDir: string;
  wallet: WalletService;
  orders: OrderService;
  events: OrderEvents;
  audit: Audit;
  notify: Notify;
  credit: CreditService;
}) {
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
  return { kinds, transfer };
}
