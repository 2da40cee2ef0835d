import type { Goods } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import type { Buyer } from '../../http/session.ts';
import type { Bus } from '../../platform/bus.ts';
import type { CheckoutRegistry } from '../checkout/index.ts';
import type { Audit } from '../staff/index.ts';
import { cashBackAdmin } from './admin-cash-back.ts';
import { welfareEventsAdmin } from './admin-events.ts';
import { welfareAdminRoutes } from './admin-routes.ts';
import { type CashBackWallet, cashBackService } from './cash-back.ts';
import { welfareDiscount, welfareModifier } from './discount.ts';
import { welfareRoutes } from './routes.ts';

export type { CashBackService, CashBackWallet } from './cash-back.ts';
export type { WelfareDiscount } from './discount.ts';

/**
 * 全场94折 (which goods sell at 94% now, for checkout and the goods objects)
 * and 满额返 cash-back (settled when orders complete or are refunded).
 */
export function welfareModule(deps: {
  db: Db;
  bus: Bus;
  audit: Audit;
  wallet: CashBackWallet;
  registry: CheckoutRegistry;
}) {
  const discount = welfareDiscount(deps.db, deps.bus);
  deps.registry.modifier(welfareModifier(discount));
  const cashBack = cashBackService(deps.db, deps.wallet);
  return {
    discount,
    cashBack,
    /** Buyer routes, once the catalogue (built after this module) can list goods. */
    routes: (goodsByIds: (ids: number[], buyer: Buyer | null) => Promise<Goods[]>) =>
      welfareRoutes({ db: deps.db, bus: deps.bus, cashBack, goodsByIds }),
    adminRoutes: welfareAdminRoutes(
      welfareEventsAdmin({ db: deps.db, audit: deps.audit, changed: discount.changed }),
      cashBackAdmin(deps),
    ),
  };
}
