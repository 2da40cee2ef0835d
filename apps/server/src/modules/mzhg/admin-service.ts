import type { AdminGift, GiftPutBody } from '@shop/contract';
import { formatYuan, parseYuan } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { goods } from '../../db/schema/catalog.ts';
import { activityGifts } from '../../db/schema/mzhg.ts';
import { fullReductions } from '../../db/schema/promotion.ts';
import { notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Audit } from '../staff/index.ts';
import { mzhgRepo } from './repo.ts';

// 满赠 as operators set it: one gift per 满减 activity; every write audited.

async function list(db: DbOrTx, activityId?: number): Promise<AdminGift[]> {
  const rows = await db
    .select({
      activityId: activityGifts.activityId,
      title: fullReductions.title,
      goodsId: activityGifts.goodsId,
      name: goods.name,
      quantity: activityGifts.quantity,
      thresholdFen: activityGifts.thresholdFen,
      stockLeft: activityGifts.stockLeft,
    })
    .from(activityGifts)
    .innerJoin(fullReductions, eq(fullReductions.id, activityGifts.activityId))
    .innerJoin(goods, eq(goods.id, activityGifts.goodsId))
    .where(activityId === undefined ? undefined : eq(activityGifts.activityId, activityId))
    .orderBy(activityGifts.activityId);
  return rows.map((r) => ({
    activity_id: r.activityId,
    activity_title: r.title,
    goods_id: r.goodsId,
    goods_name: r.name,
    number: r.quantity,
    threshold: formatYuan(r.thresholdFen),
    stock: r.stockLeft,
  }));
}

export function mzhgAdmin({
  db,
  audit,
  changed,
}: {
  db: Db;
  audit: Audit;
  changed: () => Promise<void>;
}) {
  return {
    list: () => list(db),

    /** Sets (or replaces) an activity's gift; 404 for an unknown activity or goods. */
    async put(actor: Actor, activityId: number, body: GiftPutBody) {
      const out = await db.transaction(async (tx) => {
        const [a] = await tx
          .select({ id: fullReductions.id })
          .from(fullReductions)
          .where(eq(fullReductions.id, activityId));
        if (!a) throw notFound('满减活动');
        const [g] = await tx
          .select({ id: goods.id })
          .from(goods)
          .where(eq(goods.id, body.goods_id));
        if (!g) throw notFound('商品');
        const before = (await list(tx, activityId))[0] ?? null;
        await mzhgRepo(tx).upsert({
          activityId,
          goodsId: body.goods_id,
          quantity: body.number,
          thresholdFen: parseYuan(body.threshold) ?? 0,
          stockLeft: body.stock,
        });
        const after = (await list(tx, activityId))[0]!;
        await audit(tx, actor, {
          action: 'mzhg.put',
          targetType: 'full_reduction',
          targetId: activityId,
          before,
          after,
        });
        return after;
      });
      await changed();
      return out;
    },

    async remove(actor: Actor, activityId: number) {
      await db.transaction(async (tx) => {
        const before = (await list(tx, activityId))[0];
        if (!before || !(await mzhgRepo(tx).remove(activityId))) throw notFound('满赠');
        await audit(tx, actor, {
          action: 'mzhg.remove',
          targetType: 'full_reduction',
          targetId: activityId,
          before,
          after: null,
        });
      });
      await changed();
      return null;
    },
  };
}

export type MzhgAdmin = ReturnType<typeof mzhgAdmin>;
