import type { Db } from '../../db/client.ts';
import type { Module } from '../module.ts';
import type { Audit } from '../staff/index.ts';
import { agreementAdminRoutes, agreementRoutes } from './routes.ts';
import { type AgreementService, agreementService } from './service.ts';

export type { AgreementService } from './service.ts';
export { CONTRACT_PDF_URL, contractHash, UNSIGNED_MESSAGE } from './service.ts';

/** The purchase contract (/dzht): versions, signatures, the order gate (459). */
export function agreementModule(deps: { db: Db; audit: Audit }): Module<AgreementService> {
  const service = agreementService(deps);
  return {
    service,
    routes: agreementRoutes(service),
    adminRoutes: agreementAdminRoutes(service),
  };
}
