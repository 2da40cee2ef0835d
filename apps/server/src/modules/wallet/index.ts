import type { Db } from '../../db/client.ts';
import type { Module } from '../module.ts';
import { walletRoutes } from './routes.ts';
import { type WalletService, walletService } from './service.ts';

export type { WalletService } from './service.ts';

/** The company's balance and its ledger: every change is an entry, never an overwrite. */
export function walletModule(deps: { db: Db }): Module<WalletService> {
  const service = walletService(deps.db);
  return { service, routes: walletRoutes(service) };
}
