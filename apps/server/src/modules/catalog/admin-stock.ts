import type { Db } from '../../db/client.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { InventoryService } from '../inventory/index.ts';
import type { Audit } from '../staff/index.ts';
import { catalogAdminRepo } from './admin-repo.ts';

const MAX_STOCK = 2_147_483_647;

/**
 * 入库 and 盘点调整 as a change to the stock as it is when written, not a
 * number read earlier: an order taking stock in between is never lost.
 */
export function goodsStockChange(deps: {
  db: Db;
  audit: Audit;
  inventory: InventoryService;
  edited: (ids: number[]) => Promise<void>;
}) {
  const { db, audit, inventory } = deps;
  return async (actor: Actor, goodsId: number, change: number, reason: string) => {
    await db.transaction(async (tx) => {
      const repo = catalogAdminRepo(tx);
      const before = await repo.lock(goodsId);
      if (!before) throw notFound('商品');
      // goods.stock is a 32-bit integer: a sum past it is refused, not a database error.
      if (before.stock + change > MAX_STOCK)
        throw fieldError('change', `入库后库存不能超过 ${MAX_STOCK}`);
      const done = await inventory.changeStock(tx, goodsId, change, {
        kind: change > 0 ? 'receive' : 'adjust',
        ref: reason,
        staff: actor.staff.username,
      });
      if (!done) throw new AppError('conflict', '库存不足');
      const after = await repo.lock(goodsId);
      await audit(tx, actor, {
        action: 'goods.stock',
        targetType: 'goods',
        targetId: goodsId,
        before: { number: before.stock },
        after: { number: after!.stock, change, reason },
      });
    });
    await deps.edited([goodsId]);
  };
}

export type GoodsStockChange = ReturnType<typeof goodsStockChange>;
