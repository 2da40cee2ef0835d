import type { Db } from '../../db/client.ts';
import { reportsAdminRoutes } from './admin-routes.ts';
import { reportsService } from './service.ts';

export type { ReportsService } from './service.ts';

/** The console's figures: the dashboard and the sales reports. Reads only. */
export function reportsModule(deps: { db: Db }) {
  const service = reportsService(deps);
  return { service, adminRoutes: reportsAdminRoutes(service) };
}
