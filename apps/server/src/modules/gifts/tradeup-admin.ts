import type { AdminTradeUp, TradeUpPutBody } from '@shop/contract';
import { formatYuan, parseYuan } from '@shop/domain';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { RuleKind } from './rule-admin.ts';
import { tradeUpRepo } from './tradeup-repo.ts';

// 换购 as operators set it: one trade-up per 满减 activity.

async function list(db: DbOrTx, activityId?: number): Promise<AdminTradeUp[]> {
  const rows = await tradeUpRepo(db).adminList(activityId);
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
    const taken = await tradeUpRepo(tx).otherActivityOf(body.goods_id, activityId);
    if (taken !== null) throw new AppError('conflict', `该商品已是满减活动 ${taken} 的换购商品`);
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
