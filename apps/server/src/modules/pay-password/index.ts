import type { Db } from '../../db/client.ts';
import type { Module } from '../module.ts';
import { payPasswordRoutes } from './routes.ts';
import { type OwnCodes, type PayPasswordService, payPasswordService } from './service.ts';

/** The company's payment password (支付密码), asked by the payment module for balance and credit. */
export type { OwnCodes, PayPasswordService } from './service.ts';

export function payPasswordModule(deps: { db: Db; codes: OwnCodes }): Module<PayPasswordService> {
  const service = payPasswordService(deps);
  return { service, routes: payPasswordRoutes(service) };
}
