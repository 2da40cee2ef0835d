import type { AdminGift, GiftPutBody } from '@shop/contract';
import { formatYuan, parseYuan } from '@shop/domain';
import type { DbOrTx } from '../../db/client.ts';
import { giftsRepo } from './repo.ts';
import type { RuleKind } from './rule-admin.ts';

async function list(db: DbOrTx, activityId?: number): Promise<AdminGift[]> {
  const rows = await giftsRepo(db).adminList(activityId);
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

/** 满赠 as operators set it: one gift per 满减 activity. */
export const giftRules: RuleKind<AdminGift, GiftPutBody> = {
  name: '满赠',
  action: 'mzhg',
  list,
  upsert: (tx, activityId, body) =>
    giftsRepo(tx).upsert({
      activityId,
      goodsId: body.goods_id,
      quantity: body.number,
      thresholdFen: parseYuan(body.threshold) ?? 0,
      stockLeft: body.stock,
    }),
  remove: (tx, activityId) => giftsRepo(tx).remove(activityId),
};
