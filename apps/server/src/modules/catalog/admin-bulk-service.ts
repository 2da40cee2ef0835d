import type { Db } from '../../db/client.ts';
import type { Audit } from '../staff/index.ts';
import { goodsBulkEdit } from './admin-bulk.ts';
import { goodsExport } from './admin-export.ts';
import { goodsImport } from './admin-import.ts';
import type { CatalogService } from './service.ts';

/** Many goods at once: bulk edits, the spreadsheet export and import. */
export function goodsBulkService(deps: { db: Db; audit: Audit; catalog: CatalogService }) {
  return {
    bulk: goodsBulkEdit(deps),
    exportSheet: goodsExport(deps.db),
    importSheet: goodsImport(deps),
  };
}

export type GoodsBulkService = ReturnType<typeof goodsBulkService>;
