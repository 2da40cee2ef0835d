import type { Db } from '../../db/client.ts';
import type { Module } from '../module.ts';
import type { Audit } from '../staff/index.ts';
import { qualificationAdminRoutes } from './admin-routes.ts';
import { qualificationAdminService } from './admin-service.ts';
import { qualificationFiles } from './files.ts';
import { qualificationRoutes } from './routes.ts';
import { type MorePapers, type QualificationService, qualificationService } from './service.ts';

export { QUALIFICATION_FOLDER } from './files.ts';
export type { MorePapers, QualificationService, Supplier } from './service.ts';

/**
 * 首营资料 (first-business papers): the shop's own licences and each goods'
 * approval documents, which approved buyers download, and the shop's
 * identity as supplier (name, licence number, 出库专用章) for its printed
 * papers. docs/decisions/2026-11-28-shop-papers.md.
 */
export function qualificationModule(deps: {
  db: Db;
  audit: Audit;
  /** Private files: never served as static files. */
  filesDir: string;
  /** Papers of a goods from another area for one buyer (the lots' inspection reports). */
  morePapers?: MorePapers;
}): Module<QualificationService> {
  const files = qualificationFiles(deps.filesDir);
  const service = qualificationService({ db: deps.db, files, morePapers: deps.morePapers });
  return {
    service,
    routes: qualificationRoutes(service),
    adminRoutes: qualificationAdminRoutes(
      qualificationAdminService({ db: deps.db, audit: deps.audit, files }),
    ),
  };
}
