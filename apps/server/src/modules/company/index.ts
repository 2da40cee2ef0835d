import type { Db } from '../../db/client.ts';
import type { Bus } from '../../platform/bus.ts';
import type { Audit } from '../staff/index.ts';
import { companyAdminRoutes } from './admin-routes.ts';
import { companyAdminService } from './admin-service.ts';
import { companyRoutes } from './routes.ts';
import { companyService } from './service.ts';

export { COMPANY_CHANGED } from './admin-service.ts';
export type { CompanyService } from './service.ts';

/** Buyer companies (stores): details, credentials, review, rank and service contact. */
export function companyModule(deps: { db: Db; bus: Bus; audit: Audit }) {
  const service = companyService(deps.db);
  const admin = companyAdminService(deps);
  return { service, routes: companyRoutes(service), adminRoutes: companyAdminRoutes(admin) };
}
