import type { goodsBulkBody } from '@shop/contract';
import { parseYuan } from '@shop/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Audit } from '../staff/index.ts';
import { auditView } from './admin-service.ts';
import { type BulkSet, goodsWriteRepo } from './goods-write-repo.ts';
import type { CatalogService } from './service.ts';
import { stockByLots } from './stock-by-lots.ts';

type Bulk = z.output<typeof goodsBulkBody>;
/** The highest price the API can spell (9999999.99). */
const MAX_PRICE_FEN = 999_999_999;

/**
 * One change to many goods, all or nothing: every id must exist, one audit
 * entry per goods that changed. Stock is not among them: it is held per lot.
 */
export function goodsBulkEdit(deps: { db: Db; audit: Audit; catalog: CatalogService }) {
  const { db, audit, catalog } = deps;

  return async (actor: Actor, b: Bulk) => {
    if (b.number !== undefined) throw stockByLots('number');
    const changed = await db.transaction(async (tx) => {
      // Locked in id order, like inventory's writes, so writers never wait in a cycle.
      const repo = goodsWriteRepo(tx);
      const lock = () => repo.many(b.ids, true);
      const before = await lock();
      if (before.length !== b.ids.length) {
        const found = new Set(before.map((g) => g.id));
        const missing = b.ids.filter((id) => !found.has(id));
        throw fieldError('ids', `商品 ${missing.slice(0, 5).join('、')} 不存在`);
      }

      const set: BulkSet = {};
      if (typeof b.price === 'string') set.price = parseYuan(b.price)!;
      else if (b.price) {
        const { percent } = b.price;
        const top = before.find(
          (g) => Math.round((g.priceFen * (100 + percent)) / 100) > MAX_PRICE_FEN,
        );
        if (top) throw fieldError('price', `商品 ${top.id} 调价后超过价格上限`);
        set.price = { percent };
      }
      if (b.market_price !== undefined) set.marketPriceFen = parseYuan(b.market_price)!;
      if (b.is_hidden !== undefined) set.isHidden = b.is_hidden === 1;
      await repo.bulkSet(b.ids, set);

      const after = new Map((await lock()).map((g) => [g.id, g]));
      const ids: number[] = [];
      for (const g of before) {
        const was = auditView(g);
        const now = auditView(after.get(g.id)!);
        if (JSON.stringify(was) === JSON.stringify(now)) continue;
        ids.push(g.id);
        await audit(tx, actor, {
          action: 'goods.bulk_update',
          targetType: 'goods',
          targetId: g.id,
          before: was,
          after: now,
        });
      }
      return ids;
    });
    if (changed.length > 0) await catalog.goodsEdited(changed);
    return { total: b.ids.length, changed: changed.length, ids: changed };
  };
}
