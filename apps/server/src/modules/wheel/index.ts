import type { Db } from '../../db/client.ts';
import type { AddressService } from '../address/index.ts';
import type { Module } from '../module.ts';
import type { PointsService } from '../points/index.ts';
import type { PromotionService } from '../promotion/index.ts';
import type { Audit } from '../staff/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { wheelAdminRoutes } from './admin-routes.ts';
import { type DrawService, drawService } from './draw.ts';
import { drawAdmin } from './draw-admin.ts';
import { type MallService, mallService } from './mall.ts';
import { mallAdmin } from './mall-admin.ts';
import { wheelRoutes } from './routes.ts';

export type { DrawService } from './draw.ts';
export type { MallService } from './mall.ts';

/** The lucky wheel (转盘抽奖) and the points mall (积分商城). */
export function wheelModule(deps: {
  db: Db;
  audit: Audit;
  points: PointsService;
  promotion: PromotionService;
  addresses: AddressService;
  wallet: WalletService;
}): Module<{ draw: DrawService; mall: MallService }> {
  const mall = mallService({
    db: deps.db,
    points: deps.points,
    addresses: deps.addresses,
    wallet: deps.wallet,
  });
  const draw = drawService({
    db: deps.db,
    points: deps.points,
    promotion: deps.promotion,
    mall,
  });
  return {
    service: { draw, mall },
    routes: wheelRoutes(draw, mall),
    adminRoutes: wheelAdminRoutes(
      drawAdmin({ db: deps.db, audit: deps.audit }),
      mallAdmin({ db: deps.db, audit: deps.audit }),
    ),
  };
}
