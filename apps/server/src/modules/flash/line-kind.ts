import { FLASH_SOLD_OUT, FLASH_STATUS_MESSAGES, flashStatus } from '@shop/domain';
import { AppError, fieldError, Refused } from '../../http/errors.ts';
import type { GoodsRow } from '../catalog/index.ts';
import type { LineKind } from '../checkout/index.ts';
import type { FlashOffer } from './repo.ts';
import type { FlashItem, FlashService, FlashShort } from './service.ts';

// 秒杀 as a line kind (the spec's type 1): its price while the session runs,
// the counters' early refusal, the flash stock and per-company limit taken
// inside the order after the goods' stock, and given back on cancel. A flash
// line keeps the goods' packing and 限购 but takes no part in 满减
// (docs/decisions/2026-11-25-flash-sale.md).

export const FLASH_KIND = 1;

type Offers = Map<number, FlashOffer>;

/** The flash lines among these, as the flash sale takes them. */
const itemsOf = (
  rows: { goodsId: number; quantity: number; flashGoodsId?: number | null | undefined }[],
): FlashItem[] =>
  rows.flatMap((l) =>
    l.flashGoodsId
      ? [{ flashGoodsId: l.flashGoodsId, goodsId: l.goodsId, quantity: l.quantity }]
      : [],
  );

const rowItems = (
  rows: { line: { quantity: number; flashGoodsId?: number | null }; goods: GoodsRow }[],
) => itemsOf(rows.map((r) => ({ ...r.line, goodsId: r.goods.id })));

/** A flash refusal as the buyer reads it (spec section 8). */
function flashError(r: FlashShort, g: Pick<GoodsRow, 'id' | 'name' | 'unit'>) {
  const ref = { goodsId: g.id, name: g.name, unit: g.unit };
  switch (r.reason) {
    case 'not_running':
      return new AppError('bad_request', FLASH_STATUS_MESSAGES[r.status]);
    case 'over_limit':
      return new Refused({ reason: 'activity_limit', limit: r.limit, bought: r.bought, ...ref });
    case 'sold_out':
      return new AppError('conflict', FLASH_SOLD_OUT);
    case 'short':
      return new Refused({ reason: 'out_of_stock', available: r.available, ...ref });
  }
}

export function flashLineKind(flash: FlashService): LineKind<Offers> {
  const goodsOf = (rows: { goods: GoodsRow }[], s: FlashShort) =>
    rows.find((r) => r.goods.id === s.goodsId)!.goods;
  return {
    id: FLASH_KIND,
    name: 'flash',
    goodsRules: true,
    inActivity: false,
    modifiable: false,
    reads: {
      // Only goods that are in a flash session at all cost the read now.
      async now(tx, _companyId, goodsIds) {
        const known = await flash.offersCached(goodsIds, tx);
        return known.size > 0 ? flash.offersNow(tx, goodsIds) : known;
      },
      cached: (_companyId, goodsIds, via) => flash.offersCached(goodsIds, via),
    },
    /** The flash goods' price while its session runs; none outside it, or for another goods. */
    offer(line, g, offers) {
      const f = line.flashGoodsId ? offers?.get(line.flashGoodsId) : undefined;
      if (!f || f.goodsId !== g.id) return null;
      return flashStatus(f, new Date()) === 'running' ? f.priceFen : null;
    },
    add(add) {
      if (!add.flashGoodsId) throw fieldError('miaosha_goods_id', '请选择秒杀商品');
      if (add.isYj) throw fieldError('is_yj', '秒杀商品不能原价购买');
      return { flashGoodsId: add.flashGoodsId };
    },
    async admit(buyer, rows) {
      const items = itemsOf(rows.map((r) => ({ ...r, flashGoodsId: r.line.flashGoodsId })));
      const short = items.length > 0 ? await flash.admit(buyer.company.id, items) : null;
      // Neither refusal the counters give names the goods.
      if (short) throw flashError(short, { id: short.goodsId, name: '', unit: '' });
    },
    async refusal(tx, buyer, rows) {
      const short = await flash.refusal(tx, buyer.company.id, rowItems(rows));
      if (short) throw flashError(short, goodsOf(rows, short));
      return null;
    },
    async reserve(tx, buyer, rows, undo) {
      const short = await flash.reserve(tx, buyer.company.id, rowItems(rows), undo);
      if (short) throw flashError(short, goodsOf(rows, short));
    },
    async claim(tx, buyer, rows) {
      const short = await flash.take(tx, buyer.company.id, rowItems(rows));
      if (short) throw flashError(short, goodsOf(rows, short));
    },
    async release(tx, order, lines) {
      const items = itemsOf(lines);
      if (items.length > 0) await flash.giveBack(tx, order.companyId, items);
    },
    promo: () => ({ kind: 'flash' }),
    draft: (line) => ({ flashGoodsId: line.flashGoodsId ?? null }),
  };
}
