import type { Db, DbOrTx } from '../../db/client.ts';
import type { InventoryService } from '../inventory/index.ts';
import type { Notify } from '../messages/index.ts';
import type { Module } from '../module.ts';
import type { OpenAfterSales, OrderRefunds, OrderService } from '../order/index.ts';
import type { PointsService } from '../points/index.ts';
import type { ReturnAddress } from '../settings/index.ts';
import type { Audit } from '../staff/index.ts';
import { afterSaleAdminRoutes } from './admin-routes.ts';
import { afterSaleAdminService, type RefundPart } from './admin-service.ts';
import { afterSaleRepo } from './repo.ts';
import { afterSaleRoutes } from './routes.ts';
import { type ActionTimes, type AfterSaleService, afterSaleService } from './service.ts';

export type { RefundPart } from './admin-service.ts';
export type { AfterSaleService } from './service.ts';

/**
 * For shipping and the console's order: the lines the warehouse must not send
 * while their refund is undecided. Needs no order service, so the
 * composition builds it before the orders that ask.
 */
export const openAfterSaleLines: OpenAfterSales = (tx, orderId) =>
  afterSaleRepo(tx).openLines(orderId);

/** The order detail's 已退款 from after-sales: built before orders, like the lookup above. */
export const afterSaleRefunds: OrderRefunds = (db, orderId) =>
  afterSaleRepo(db).refundedOf(orderId);

/** 药品退换: buyers' returns and refunds of order lines, and the console's desk for them. */
export function afterSalesModule(deps: {
  db: Db;
  orders: OrderService;
  inventory: InventoryService;
  goodsChanged(ids: number[]): Promise<void>;
  refundPart: RefundPart;
  actionTimes: ActionTimes;
  audit: Audit;
  points: PointsService;
  /** A refund was just booked on the order, in its transaction (满额返). */
  refunded?: (tx: DbOrTx, orderId: number) => Promise<void>;
  notify: Notify;
  /** The shop's return address for approved returns (site settings). */
  returnAddress: () => Promise<ReturnAddress | null>;
  uploadsDir: string;
}): Module<AfterSaleService> {
  const service = afterSaleService(deps);
  const admin = afterSaleAdminService(deps);
  return {
    service,
    routes: afterSaleRoutes(service, deps.uploadsDir),
    adminRoutes: afterSaleAdminRoutes(admin),
  };
}
