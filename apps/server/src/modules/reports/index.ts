import type { Db } from '../../db/client.ts';
import type { Module } from '../module.ts';
import { reportsAdminRoutes } from './admin-routes.ts';
import { type FinanceFigures, type ReportsService, reportsService } from './service.ts';

export type { FinanceFigures, ReportsService } from './service.ts';

/** The console's figures: the dashboard and the sales reports. Reads only. */
export function reportsModule(deps: { db: Db; finance: FinanceFigures }): Module<ReportsService> {
  const service = reportsService(deps);
  return { service, adminRoutes: reportsAdminRoutes(service) };
}
