import type { Db } from '../../db/client.ts';
import { companyRoutes } from './routes.ts';
import { companyService } from './service.ts';

export type { CompanyService } from './service.ts';

/** Buyer companies (stores): details, credentials, review, rank and service contact. */
export function companyModule(deps: { db: Db }) {
  const service = companyService(deps.db);
  return { service, routes: companyRoutes(service) };
}
