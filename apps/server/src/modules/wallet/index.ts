import type { Db } from '../../db/client.ts';
import { walletRoutes } from './routes.ts';
import { walletService } from './service.ts';

export type { WalletService } from './service.ts';

/** The company's balance and its ledger: every change is an entry, never an overwrite. */
export function walletModule(deps: { db: Db }) {
  const service = walletService(deps.db);
  return { service, routes: walletRoutes(service) };
}
