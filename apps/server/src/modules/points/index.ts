import type { Db } from '../../db/client.ts';
import type { Module } from '../module.ts';
import { pointsRoutes } from './routes.ts';
import { type PointsService, pointsService } from './service.ts';

export type { OrderRef, PointsAdjustment, PointsService } from './service.ts';

/** The company's 积分 and their ledger: earned by completed orders, taken back on refunds. */
export function pointsModule(deps: { db: Db }): Module<PointsService> {
  const service = pointsService(deps.db);
  return { service, routes: pointsRoutes(service) };
}
