import type { Db } from '../../db/client.ts';
import { privateFiles } from '../../platform/private-files.ts';
import { countingJob, type Module } from '../module.ts';
import type { Audit } from '../staff/index.ts';
import { lotsAdminService } from './lots-admin.ts';
import { lotsAdminRoutes } from './lots-admin-routes.ts';
import { lotsExpiry } from './lots-expiry.ts';
import { type Cell, lotsImport } from './lots-import.ts';
import { type InventoryService, inventoryService } from './service.ts';

export { type LotStateChange, qualityLots } from './lots-freeze.ts';
export type { InventoryService, LineBack, StockLine } from './service.ts';

/** Stock held per lot: orders take it (FEFO) and give it back; the stock ledger. */
export function inventoryModule(): Module<InventoryService> {
  return { service: inventoryService() };
}

/** Where the lots' 药检报告 are kept under the private files dir. */
export const LOT_REPORTS_FOLDER = 'lot-reports';

/**
 * The warehouse's lots in the console (入库, import, adjust, reports) and the
 * expiry job. Built after the catalogue, whose goods caches it tells of each
 * change; the order's part of inventory is built before (the catalogue's
 * console reads the ledger through it).
 */
export function lotsModule(deps: {
  db: Db;
  audit: Audit;
  /** Private files (not served statically): the reports live in a folder of it. */
  filesDir: string;
  goodsChanged: (ids: number[]) => Promise<void>;
  /** The catalogue's spreadsheet reader (the goods import's), for 批次导入. */
  readSheet: (file: Buffer, filename: string) => Promise<Cell[][]>;
}): Module<null> {
  const reports = privateFiles(deps.filesDir, LOT_REPORTS_FOLDER);
  return {
    service: null,
    adminRoutes: lotsAdminRoutes(
      lotsAdminService({ ...deps, reports }),
      lotsImport(deps),
      deps.readSheet,
    ),
    jobs: [
      countingJob(
        'lots.expire',
        10 * 60_000,
        lotsExpiry(deps.db, deps.goodsChanged),
        (n) => `expired lots or re-marked 近效期 on ${n} row(s)`,
      ),
    ],
  };
}
