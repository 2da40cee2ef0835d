import type { Db } from '../../db/client.ts';
import type { Notify } from '../messages/index.ts';
import type { Module } from '../module.ts';
import type { OrderEvents, OrderService } from '../order/index.ts';
import type { TransferAccount } from '../settings/index.ts';
import type { Audit } from '../staff/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { transferAdminRoutes } from './admin-routes.ts';
import { transferAdminService } from './admin-service.ts';
import type { TransferKinds } from './kinds.ts';
import { transferRepo } from './repo.ts';
import { type StatementsPort, transferRoutes } from './routes.ts';
import { type TransferService, transferService } from './service.ts';

export { type TransferKind, type TransferKinds, transferKinds } from './kinds.ts';
export type { TransferRow } from './repo.ts';

/** 待确认到账 for the console's dashboard: transfers whose receipt waits for finance. */
export const transfersAwaitingFinance = (db: Db) => transferRepo(db).awaitingFinance();
export type { OpenTarget, TransferService } from './service.ts';

/**
 * 对公转账: transfers of any kind (the kinds register in `kinds`), their
 * receipts, finance's confirmations and the daily statement. An order's
 * transfer closes when the order is cancelled or paid another way; what had
 * arrived then goes to the company balance.
 */
export function transferModule(deps: {
  db: Db;
  filesDir: string;
  kinds: TransferKinds;
  wallet: Pick<WalletService, 'transferIn'>;
  account: () => Promise<TransferAccount>;
  orders: Pick<OrderService, 'mine'>;
  statements: StatementsPort;
  events: OrderEvents;
  audit: Audit;
  notify: Notify;
}): Module<TransferService> {
  const service = transferService(deps);
  deps.events.subscribe({
    async cancelledUnpaid(tx, order) {
      await service.targetGone(
        tx,
        'order',
        order.id,
        `订单 ${order.orderNo} 已取消，对公转账已到账部分转入余额`,
      );
    },
    async paid(tx, order) {
      if (order.payMethod !== 'transfer')
        await service.targetGone(
          tx,
          'order',
          order.id,
          `订单 ${order.orderNo} 已以其他方式支付，对公转账已到账部分转入余额`,
        );
      return order;
    },
  });
  const admin = transferAdminService({ ...deps, transfers: service });
  return {
    service,
    routes: transferRoutes(service, deps.orders, deps.statements),
    adminRoutes: transferAdminRoutes(admin),
  };
}
