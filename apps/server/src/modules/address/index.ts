import type { Db } from '../../db/client.ts';
import type { Module } from '../module.ts';
import { addressRoutes } from './routes.ts';
import { type AddressService, addressService } from './service.ts';

export type { AddressSnapshot } from './repo.ts';
export type { AddressService } from './service.ts';

/** The company's delivery addresses; an order keeps a snapshot of one. */
export function addressModule(deps: { db: Db }): Module<AddressService> {
  const service = addressService(deps.db);
  return { service, routes: addressRoutes(service) };
}
