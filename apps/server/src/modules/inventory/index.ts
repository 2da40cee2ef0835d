import type { Module } from '../module.ts';
import { type InventoryService, inventoryService } from './service.ts';

export type { InventoryService, StockLine } from './service.ts';

/** Stock changes; the console's receiving and the stock ledger come here too. */
export function inventoryModule(): Module<InventoryService> {
  return { service: inventoryService() };
}
