import type { FlashGoodsItem, FlashSession, Goods } from '@shop/contract';
import { type FlashStatus, flashStatus, formatYuan, soldPercent } from '@shop/domain';
import { pairMemo } from '../../platform/pair-memo.ts';
import type { FlashOffer, FlashSessionRow } from './repo.ts';

const STATUS: Record<FlashStatus, { code: number; text: string }> = {
  upcoming: { code: 0, text: '即将开始' },
  running: { code: 1, text: '抢购中' },
  ended: { code: 2, text: '已结束' },
  stopped: { code: 2, text: '已结束' },
};

// One item per goods object and offer while both are the same objects (the
// catalogue's shared goods, the zone's offers of a moment): the answer's
// writer then writes each item's JSON once (http/serializer.ts).
const flashItem = pairMemo((o: FlashOffer, g: Goods) => serializeFlashGoods(o, g));

function serializeFlashGoods(o: FlashOffer, g: Goods): FlashGoodsItem {
  return {
    ...g,
    miaosha_goods_id: o.id,
    miaosha_price: g.price === null ? null : formatYuan(o.priceFen),
    miaosha_stock: o.stockLeft,
    miaosha_total: o.stockTotal,
    miaosha_limit: o.limitPerBuyer,
    miaosha_percent: soldPercent(o.stockTotal, o.stockLeft),
    start_time: o.startsAt.toISOString(),
    end_time: o.endsAt.toISOString(),
  };
}

/** A session with the goods that are still shown in the catalogue (hidden goods drop out). */
export function serializeSession(
  s: FlashSessionRow,
  offers: FlashOffer[],
  goods: Map<number, Goods>,
  now: Date,
): FlashSession {
  const status = STATUS[flashStatus(s, now)];
  return {
    id: s.id,
    title: s.title,
    start_time: s.startsAt.toISOString(),
    end_time: s.endsAt.toISOString(),
    status: status.code,
    status_text: status.text,
    goods: offers.flatMap((o) => {
      const g = goods.get(o.goodsId);
      return g ? [flashItem(o, g)] : [];
    }),
  };
}
