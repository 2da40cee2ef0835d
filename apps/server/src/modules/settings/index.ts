import type { Db } from '../../db/client.ts';
import type { Bus } from '../../platform/bus.ts';
import type { Audit } from '../staff/index.ts';
import { settingsAdminRoutes } from './admin-routes.ts';
import { settingsAdminService } from './admin-service.ts';
import { type OrderRule, settingsService } from './service.ts';

export {
  DEFAULT_SHIPPING_RULE,
  type OrderRule,
  type SettingsService,
  SHIPPING_RULE_KEY,
  type SiteInfo,
  type SiteSettings,
} from './service.ts';

export function settingsModule(deps: { db: Db; bus: Bus; audit: Audit; orderDefaults: OrderRule }) {
  const service = settingsService(deps.db, deps.bus, deps.orderDefaults);
  const admin = settingsAdminService({ ...deps, settings: service });
  return { service, adminRoutes: settingsAdminRoutes(admin) };
}
