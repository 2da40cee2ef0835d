import type { Manjian } from '@shop/contract';
import { formatYuan, welfareUnitPrice } from '@shop/domain';
import type { Buyer } from '../../http/session.ts';
import { pairMemo } from '../../platform/pair-memo.ts';
import type { CategoryCache } from './categories.ts';
import type { GoodsRow } from './repo.ts';
import {
  type GoodsDto,
  goodsClass,
  serializeGoods,
  type Viewer,
  viewerClass,
} from './serialize.ts';

// Cached goods rows made into the goods objects a buyer is shown: one shared
// object per row, viewer class, activity and 94折, with the buyer's own
// favourite and cart quantity laid over it only where it has them.

/**
 * What the catalogue shows but does not own: narrow function ports. The
 * owners (favourites, cart, promotion, welfare) export these lookups apart
 * from their modules, so the composition builds them before the catalogue
 * that the modules themselves read.
 */
export type CatalogPorts = {
  favoriteIdsAmong(companyId: number, goodsIds: number[]): Promise<Set<number>>;
  /** How many of each goods the user has in its cart of this store (the session's). */
  cartQuantities(
    userId: number,
    companyId: number,
    goodsIds: number[],
  ): Promise<Map<number, number>>;
  /** The running 满减 activity of each of these goods, at most a few seconds old. */
  runningActivities(goodsIds: number[]): Promise<Map<number, Manjian>>;
  /** The goods among these in the running 全场94折 event (modules/welfare). */
  welfareGoods?(goodsIds: number[]): Promise<Set<number>>;
};

type Deps = { categories: CategoryCache; ports: CatalogPorts };

/**
 * The goods objects of `ids` (in that order) that `found` holds, as this
 * buyer (or a visitor) sees them; ids not found are skipped.
 */
export function goodsForBuyer({ categories, ports }: Deps) {
  // A row's goods object per viewer class, made once per cached row (a reload
  // brings a new row object, and the old objects are collected with it).
  const dtos = new WeakMap<GoodsRow, Map<string, GoodsDto>>();

  function dtoFor(row: GoodsRow, viewer: Viewer, cls: string): GoodsDto {
    let byClass = dtos.get(row);
    if (!byClass) {
      byClass = new Map();
      dtos.set(row, byClass);
    }
    let dto = byClass.get(cls);
    if (!dto) {
      dto = serializeGoods(row, viewer);
      byClass.set(cls, dto);
    }
    return dto;
  }

  // The same goods object for every buyer while the row and the activity are
  // the same: the answer's serializer writes each such object once
  // (http/serializer.ts), so a list page costs little more than a lookup.
  const inActivity = pairMemo(
    (dto: GoodsDto, act: Manjian): GoodsDto => ({
      ...dto,
      is_manjian: 1,
      goods_manjian_id: act.id,
      manjian_data: act,
    }),
  );

  // 94折 goods carry their discounted price; one object per shown object, as above.
  const withWelfare = new WeakMap<GoodsDto, GoodsDto>();
  function atWelfare(dto: GoodsDto, row: GoodsRow): GoodsDto {
    let shown = withWelfare.get(dto);
    if (!shown) {
      const price = dto.price === null ? null : formatYuan(welfareUnitPrice(row.priceFen));
      shown = { ...dto, is_welfare: 1, welfare_price: price };
      withWelfare.set(dto, shown);
    }
    return shown;
  }

  /** The per-buyer parts of a goods object: favourite, cart quantity, running activity. */
  async function decorate(
    found: Map<number, GoodsRow>,
    ids: number[],
    buyer: Buyer | null,
  ): Promise<GoodsDto[]> {
    const present = ids.filter((id) => found.has(id));
    const perBuyer = buyer && present.length > 0;
    const [favs, inCart, running, index, welfare] = await Promise.all([
      perBuyer ? ports.favoriteIdsAmong(buyer.company.id, present) : new Set<number>(),
      perBuyer
        ? ports.cartQuantities(buyer.user.id, buyer.company.id, present)
        : new Map<number, number>(),
      present.length > 0 ? ports.runningActivities(present) : new Map<number, Manjian>(),
      categories.get(),
      present.length > 0 && ports.welfareGoods ? ports.welfareGoods(present) : new Set<number>(),
    ]);
    const viewer: Viewer = { buyer, categories: index };
    const cls = viewerClass(viewer);
    return present.map((id) => {
      const row = found.get(id)!;
      const dto = dtoFor(row, viewer, goodsClass(row, viewer, cls));
      const fav = favs.has(id);
      const num = inCart.get(id) ?? 0;
      const act = running.get(id);
      const inAct = act ? inActivity(dto, act) : dto;
      const shown = welfare.has(id) ? atWelfare(inAct, row) : inAct;
      if (!fav && num === 0) return shown;
      return { ...shown, is_favorite: fav ? (1 as const) : shown.is_favorite, cartNum: num };
    });
  }

  return decorate;
}
