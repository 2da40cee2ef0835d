import type { Db } from '../../db/client.ts';
import type { Bus } from '../../platform/bus.ts';
import { type Module, routePlugins } from '../module.ts';
import type { Audit } from '../staff/index.ts';
import { settingsAdminRoutes } from './admin-routes.ts';
import { settingsAdminService } from './admin-service.ts';
import { type OrderRule, type SettingsService, settingsService } from './service.ts';
import { transferAccountAdmin } from './transfer-account.ts';
import { transferAccountRoutes } from './transfer-account-routes.ts';

export {
  DEFAULT_SHIPPING_RULE,
  type OrderRule,
  type ReturnAddress,
  type SettingsService,
  SHIPPING_RULE_KEY,
  type SiteInfo,
  type SiteSettings,
} from './service.ts';
export {
  DEFAULT_TRANSFER_HOURS,
  TRANSFER_ACCOUNT_KEY,
  type TransferAccount,
  transferAccount,
} from './transfer-account.ts';

/** The operator's settings: shipping, order times, site information, secrets kept for providers. */
export function settingsModule(deps: {
  db: Db;
  bus: Bus;
  audit: Audit;
  orderDefaults: OrderRule;
}): Module<SettingsService> {
  const service = settingsService(deps.db, deps.bus, deps.orderDefaults);
  const admin = settingsAdminService({ ...deps, settings: service });
  return {
    service,
    adminRoutes: routePlugins(
      settingsAdminRoutes(admin),
      transferAccountRoutes(transferAccountAdmin(deps)),
    ),
  };
}
