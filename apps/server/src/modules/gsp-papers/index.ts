import type { Db } from '../../db/client.ts';
import { privateFiles } from '../../platform/private-files.ts';
import { LOT_REPORTS_FOLDER } from '../inventory/index.ts';
import type { Module } from '../module.ts';
import type { QualificationService } from '../qualification/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { gspPapersAdminRoutes } from './admin-routes.ts';
import { type DeliveryNotes, deliveryNotes } from './delivery-note.ts';
import { type LotReports, lotReports } from './lot-reports.ts';
import { gspPapersRoutes } from './routes.ts';

export type { DeliveryNotes } from './delivery-note.ts';
export type { LotReports } from './lot-reports.ts';

/**
 * The lots' 药检报告 as buyers read them. Built before the qualification
 * module, which lists them among a goods' 首营资料 through its `morePapers`
 * port; the same object then serves their files (gspPapersModule).
 */
export const buyerLotReports = (deps: { db: Db; filesDir: string }): LotReports =>
  lotReports({ db: deps.db, files: privateFiles(deps.filesDir, LOT_REPORTS_FOLDER) });

/**
 * GSP papers of the orders (docs/decisions/2026-11-29-gsp-papers.md): the
 * 随货同行单 of each parcel, made on demand, for the buyer and the console,
 * and the lot reports of what a company received. Reads only.
 */
export function gspPapersModule(deps: {
  db: Db;
  lotReports: LotReports;
  /** The shop as supplier on the note: name, licence number, 出库专用章. */
  qualification: Module<QualificationService>;
  /** The shop's address, from the site settings. */
  settings: Module<SettingsService>;
}): Module<DeliveryNotes> {
  const notes = deliveryNotes({
    db: deps.db,
    supplier: deps.qualification.service.supplier,
    shopAddress: async () => (await deps.settings.service.site()).site.address,
  });
  return {
    service: notes,
    routes: gspPapersRoutes(notes, deps.lotReports),
    adminRoutes: gspPapersAdminRoutes(notes),
  };
}
