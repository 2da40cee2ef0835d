import type { AdminTradeUp, TradeUpPutBody } from '@shop/contract';
import { formatYuan, parseYuan } from '@shop/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { goods } from '../../db/schema/catalog.ts';
import { activityTradeups } from '../../db/schema/gifts.ts';
import { fullReductions } from '../../db/schema/promotion.ts';
import { AppError } from '../../http/errors.ts';
import type { RuleKind } from './rule-admin.ts';
import { tradeUpRepo } from './tradeup-repo.ts';

// 换购 as operators set it: one trade-up per 满减 activity.

async function list(db: DbOrTx, activityId?: number): Promise<AdminTradeUp[]> {
  const rows = await db
    .select({
      t: activityTradeups,
      title: fullReductions.title,
      name: goods.name,
      goodsPriceFen: goods.priceFen,
    })
    .from(activityTradeups)
    .innerJoin(fullReductions, eq(fullReductions.id, activityTradeups.activityId))
    .innerJoin(goods, eq(goods.id, activityTradeups.goodsId))
    .where(activityId === undefined ? undefined : eq(activityTradeups.activityId, activityId))
    .orderBy(activityTradeups.activityId);
  return rows.map(({ t, title, name, goodsPriceFen }) => ({
    activity_id: t.activityId,
    activity_title: title,
    goods_id: t.goodsId,
    goods_name: name,
    goods_price: formatYuan(goodsPriceFen),
    hg_price: formatYuan(t.priceFen),
    number: t.perOrder,
    threshold: formatYuan(t.thresholdFen),
    stock: t.stockLeft,
  }));
}

/** 换购: the price below the goods' own; a goods the trade-up of one activity at most. */
export const tradeUpRules: RuleKind<AdminTradeUp, TradeUpPutBody> = {
  name: '换购',
  action: 'tradeup',
  list,
  async check(tx, activityId, goodsPriceFen, body) {
    if ((parseYuan(body.hg_price) ?? 0) >= goodsPriceFen)
      throw new AppError('bad_request', `换购价须低于商品原价 ¥${formatYuan(goodsPriceFen)}`);
    const [taken] = await tx
      .select({ id: activityTradeups.activityId })
      .from(activityTradeups)
      .where(
        and(
          eq(activityTradeups.goodsId, body.goods_id),
          ne(activityTradeups.activityId, activityId),
        ),
      );
    if (taken) throw new AppError('conflict', `该商品已是满减活动 ${taken.id} 的换购商品`);
  },
  upsert: (tx, activityId, body) =>
    tradeUpRepo(tx).upsert({
      activityId,
      goodsId: body.goods_id,
      priceFen: parseYuan(body.hg_price) ?? 0,
      perOrder: body.number,
      thresholdFen: parseYuan(body.threshold) ?? 0,
      stockLeft: body.stock,
    }),
  remove: (tx, activityId) => tradeUpRepo(tx).remove(activityId),
};
