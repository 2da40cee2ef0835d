import type { SalesGrouping } from '@shop/contract';

// The figures' types, from the contract (types only: no zod in a page).
export type {
  Dashboard,
  SalesGrouping,
  SalesReport,
  SalesRow,
  SalesTotals,
  StockChangeBody,
} from '@shop/contract';

export type SalesQuery = {
  by: SalesGrouping;
  /** YYYY-MM-DD, both ends included. */
  from?: string;
  to?: string;
  page?: number;
  page_size?: number;
};

/** GET /admin-api/goods/{id}/stock-ledger rows. */
export type LedgerEntry = {
  id: number;
  change: number;
  stock_after: number;
  kind: 'order' | 'cancel' | 'return' | 'receive' | 'adjust';
  kind_text: string;
  ref: string;
  staff: string;
  created_at: string;
};
