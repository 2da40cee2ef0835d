import type { Db } from '../../db/client.ts';
import { settingsService } from './service.ts';

export {
  DEFAULT_SHIPPING_RULE,
  type SettingsService,
  SHIPPING_RULE_KEY,
  type SiteInfo,
  type SiteSettings,
} from './service.ts';

export function settingsModule(deps: { db: Db }) {
  return { service: settingsService(deps.db) };
}
