import type { Goods } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import type { Buyer } from '../../http/session.ts';
import type { Bus } from '../../platform/bus.ts';
import type { CheckoutRegistry } from '../checkout/index.ts';
import type { Module } from '../module.ts';
import type { OrderEvents } from '../order/index.ts';
import type { Audit } from '../staff/index.ts';
import { cashBackAdmin } from './admin-cash-back.ts';
import { welfareEventsAdmin } from './admin-events.ts';
import { welfareAdminRoutes } from './admin-routes.ts';
import { type CashBackService, type CashBackWallet, cashBackService } from './cash-back.ts';
import { type WelfareDiscount, welfareModifier } from './discount.ts';
import { welfareRoutes } from './routes.ts';

export type { CashBackService, CashBackWallet } from './cash-back.ts';
// Which goods sell at 94% now: the catalogue and checkout read it, so the
// composition builds it before them (and this module, whose zone lists goods, after).
export { type WelfareDiscount, welfareDiscount } from './discount.ts';

/**
 * 全场94折 (the zone and the console's events over `discount`) and 满额返
 * cash-back, settled when orders complete (a subscription to the order
 * events) or are refunded (after-sales calls it).
 */
export function welfareModule(deps: {
  db: Db;
  bus: Bus;
  audit: Audit;
  wallet: CashBackWallet;
  discount: WelfareDiscount;
  orderEvents: OrderEvents;
  goodsByIds: (ids: number[], buyer: Buyer | null) => Promise<Goods[]>;
  registry: CheckoutRegistry;
}): Module<{ discount: WelfareDiscount; cashBack: CashBackService }> {
  const { db, bus, discount } = deps;
  // To checkout, 94折 is an offer modifier of the ordinary price.
  deps.registry.modifier(welfareModifier(discount));
  const cashBack = cashBackService(db, deps.wallet);
  // Settled where points are earned, in the completing transaction.
  deps.orderEvents.subscribe({ completed: (tx, order) => cashBack.settle(tx, order.id) });
  return {
    service: { discount, cashBack },
    routes: welfareRoutes({ db, bus, cashBack, goodsByIds: deps.goodsByIds }),
    adminRoutes: welfareAdminRoutes(
      welfareEventsAdmin({ db, audit: deps.audit, changed: discount.changed }),
      cashBackAdmin(deps),
    ),
  };
}
