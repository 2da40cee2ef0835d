import type { Db } from '../../db/client.ts';
import { pointsRoutes } from './routes.ts';
import { pointsService } from './service.ts';

export type { OrderRef, PointsAdjustment, PointsService } from './service.ts';

/** The company's 积分 and their ledger: earned by completed orders, taken back on refunds. */
export function pointsModule(deps: { db: Db }) {
  const service = pointsService(deps.db);
  return { service, routes: pointsRoutes(service) };
}
