import type { Db } from '../../db/client.ts';
import type { Bus } from '../../platform/bus.ts';
import type { Notify } from '../messages/index.ts';
import { type Module, routePlugins } from '../module.ts';
import type { PointsService } from '../points/index.ts';
import type { Audit, Recorded } from '../staff/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { companyAdminActions } from './admin-actions.ts';
import { companyAdminRoutes } from './admin-routes.ts';
import { companyAdminService } from './admin-service.ts';
import { controlledSalesService } from './controlled-sales.ts';
import { controlledSalesAdminRoutes, controlledSalesRoutes } from './controlled-sales-routes.ts';
import { credentialFiles } from './credential-files.ts';
import { type CredentialDecided, credentialsService } from './credentials.ts';
import { credentialsAdminRoutes, credentialsRoutes } from './credentials-routes.ts';
import { companyRoutes } from './routes.ts';
import { type CompanyService, companyService } from './service.ts';

export { COMPANY_CHANGED } from './admin-actions.ts';
export type { CredentialDecided } from './credentials.ts';
export type { CompanyService } from './service.ts';

/**
 * Buyer companies (stores): details, credentials (the account centre's
 * contact change and licences, /basic and /zzzj) and their review, the
 * controlled-goods authorisation, rank and service contact.
 */
export function companyModule(deps: {
  db: Db;
  bus: Bus;
  audit: Audit;
  recorded: Recorded;
  wallet: WalletService;
  points: PointsService;
  notify: Notify;
  /** Private files (licences): not served as static files. */
  filesDir: string;
  /** Where the message centre hears of a credential decision (optional until it exists). */
  credentialDecided?: CredentialDecided;
}): Module<CompanyService> {
  const service = companyService(deps.db, deps.bus);
  const admin = companyAdminService(deps);
  const actions = companyAdminActions(deps);
  const controlledSales = controlledSalesService(deps);
  const credentials = credentialsService({
    db: deps.db,
    audit: deps.audit,
    files: credentialFiles(deps.filesDir),
    notify: deps.notify,
    bus: deps.bus,
    decided: deps.credentialDecided,
  });
  return {
    service,
    routes: routePlugins(
      companyRoutes(service),
      controlledSalesRoutes(controlledSales),
      credentialsRoutes(credentials, service),
    ),
    adminRoutes: routePlugins(
      companyAdminRoutes(admin, actions, deps.points.staffLog),
      controlledSalesAdminRoutes(controlledSales),
      credentialsAdminRoutes(credentials),
    ),
  };
}
