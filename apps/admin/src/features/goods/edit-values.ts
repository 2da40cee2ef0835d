import type { AdminGoods, GoodsUpdate } from '@shop/contract';
import { MONEY } from '../../lib/money';

export { MONEY };

/** What the 编辑 form holds: the goods' fields as the form edits them. */
export type GoodsFormValues = {
  name: string;
  sccj: string;
  ypgg: string;
  jx: string;
  bzdw: string;
  pzwh: string;
  gjbzm: string;
  remarks: string;
  xg_number: number;
  qg_number: number;
  on_shelf: boolean;
  is_free_shipping: boolean;
  price: string;
  market_price: string;
};

/** Stock is no group: it is the lots' sum, changed by 入库 and 调整 in 批次. */
export type EditGroups = { goods: boolean; prices: boolean };

const TEXT_FIELDS = ['name', 'sccj', 'ypgg', 'jx', 'bzdw', 'pzwh', 'gjbzm', 'remarks'] as const;

export const formValuesOf = (g: AdminGoods): GoodsFormValues => ({
  name: g.name,
  sccj: g.sccj,
  ypgg: g.ypgg,
  jx: g.jx,
  bzdw: g.bzdw,
  pzwh: g.pzwh,
  gjbzm: g.gjbzm,
  remarks: g.remarks,
  xg_number: g.xg_number,
  qg_number: g.qg_number,
  on_shelf: Boolean(g.on_shelf),
  is_free_shipping: Boolean(g.is_free_shipping),
  price: g.price ?? '',
  market_price: g.market_price ?? '',
});

const sameMoney = (a: string, b: string) => a.trim() !== '' && Number(a) === Number(b);

/**
 * The PUT body: only what changed, and only in the groups the staff member may edit
 * (the server checks the permission per field, so an unchanged field is not sent).
 */
export function changesOf(
  before: GoodsFormValues,
  after: GoodsFormValues,
  groups: EditGroups,
): GoodsUpdate {
  const body: GoodsUpdate = {};
  if (groups.goods) {
    for (const field of TEXT_FIELDS) {
      const value = (after[field] ?? '').trim();
      if (value !== before[field]) body[field] = value;
    }
    if (after.xg_number !== before.xg_number) body.xg_number = after.xg_number;
    if (after.qg_number !== before.qg_number) body.qg_number = after.qg_number;
    if (after.on_shelf !== before.on_shelf) body.is_hidden = after.on_shelf ? 0 : 1;
    if (after.is_free_shipping !== before.is_free_shipping) {
      body.is_free_shipping = after.is_free_shipping ? 1 : 0;
    }
  }
  if (groups.prices) {
    if (!sameMoney(after.price, before.price)) body.price = after.price.trim();
    if (!sameMoney(after.market_price, before.market_price)) {
      body.market_price = after.market_price.trim();
    }
  }
  return body;
}
