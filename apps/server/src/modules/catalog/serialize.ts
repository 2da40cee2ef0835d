import type { Goods } from '@shop/contract';
import {
  drugClassTip,
  formatYuan,
  NO_PURCHASER_AUTHORISATION_TIP,
  OUTSIDE_SCOPE_TIP,
  outsideLicence,
  outsideScope,
} from '@shop/domain';
import type { Buyer } from '../../http/session.ts';
import type { CategoryIndex } from './categories.ts';
import type { GoodsRow } from './repo.ts';

/** Who is looking decides prices and buyability. */
export type Viewer = { buyer: Buyer | null; categories: CategoryIndex };

export const NEAR_EXPIRY_WAREHOUSE = 3;

const price = (fen: number, viewer: Viewer) => (viewer.buyer ? formatYuan(fen) : null);

function stockLabel(stock: number): string {
  if (stock <= 0) return '缺货';
  return stock >= 1000 ? '充足' : String(stock);
}

/** activity_type of goods a group-buy (拼团) has marked: the catalogue owns the column. */
export const GROUP_BUY_ACTIVITY = 1;
/** Goods marked 拼团 take the group-buy's quantity rules (domain quantityRules). */
export const isGroupBuyGoods = (g: Pick<GoodsRow, 'activityType'>) =>
  g.activityType === GROUP_BUY_ACTIVITY;

/** Why this buyer cannot buy the goods (is_buy 0), or null when they can. */
export function buyBlock(g: GoodsRow, buyer: Buyer | null): string | null {
  if (!buyer) return '登录后购买';
  if (!buyer.company.isPassed) return '资质审核通过后可购买';
  if (g.isControlled && !buyer.company.controlledSales) return '控销品种，授权后可购买';
  if (outsideScope(g, buyer.company.scope)) return OUTSIDE_SCOPE_TIP;
  const unlicensed = outsideLicence(g.drugClass, buyer.company.drugClasses);
  if (unlicensed) return drugClassTip(unlicensed, buyer.company.drugClasses);
  if (g.isSpecialCompound && !buyer.company.purchaserAuthorised)
    return NO_PURCHASER_AUTHORISATION_TIP;
  if (g.midPackQuantity <= 0) return '该商品暂不可购买';
  if (g.stock < g.midPackQuantity) return '暂时缺货';
  return null;
}

/** The drug class and its flags by their API names (buyer, cart and console goods alike). */
export const drugFlags = (
  g: Pick<GoodsRow, 'drugClass' | 'isSpecialCompound' | 'isColdChain' | 'needsTraceCode'>,
) => ({
  drug_class: g.drugClass as Goods['drug_class'],
  is_special_compound: (g.isSpecialCompound ? 1 : 0) as 0 | 1,
  is_cold_chain: (g.isColdChain ? 1 : 0) as 0 | 1,
  need_trace_code: (g.needsTraceCode ? 1 : 0) as 0 | 1,
});

export const goodsImageUrl = (id: number, n: number) => `/img/goods/${id}/${n}.svg`;

/** An uploaded picture's small size sits beside it (catalog/admin-images.ts). */
export const miniImage = (path: string) => path.replace(/\.jpg$/, '-mini.jpg');

/** The goods' pictures: the uploaded ones when there are any, the drawn ones otherwise. */
export function goodsImages(g: Pick<GoodsRow, 'id' | 'images' | 'imageCount'>) {
  if (g.images.length > 0) return g.images.map((p) => ({ list: p, 'list-mini': miniImage(p) }));
  return Array.from({ length: Math.max(1, g.imageCount) }, (_, i) => {
    const url = goodsImageUrl(g.id, i + 1);
    return { list: url, 'list-mini': url };
  });
}

/** The goods' first picture (list size). */
export const goodsLogo = (g: Pick<GoodsRow, 'id' | 'images' | 'imageCount'>) =>
  g.images[0] ?? goodsImageUrl(g.id, 1);

/**
 * The spec's goods object (section 3); English columns become pinyin fields
 * here only. `is_favorite` is per company and set by the caller.
 */
export function serializeGoods(g: GoodsRow, viewer: Viewer): Goods {
  const block = buyBlock(g, viewer.buyer);
  const images = goodsImages(g);
  const limit = g.purchaseLimit > 0 && g.purchaseLimit < g.stock ? g.purchaseLimit : g.stock;
  return {
    id: g.id,
    name: g.name,
    remarks: g.remarks,
    logo: images[0]!.list,
    logo1: (images[1] ?? images[0]!).list,
    gjbzm: g.nationalCode,
    pzwh: g.approvalNumber,
    sccj: g.manufacturer,
    ypgg: g.specification,
    jx: g.dosageForm,
    jzl: g.caseQuantity,
    zbz: g.midPackQuantity,
    bzdw: g.unit,
    yxq: g.expiryDate,
    is_xq: g.isShortExpiry ? 1 : 0,
    number: g.stock,
    number_label: stockLabel(g.stock),
    is_buy: block ? 0 : 1,
    buy_tip: block ?? '',
    xg_number: g.purchaseLimit,
    qg_number: g.purchaseMinimum,
    // Per buyer; the catalogue service sets it from the cart.
    cartNum: 0,
    left_number: limit,
    price: price(g.priceFen, viewer),
    market_price: price(g.marketPriceFen, viewer),
    ori_price: price(g.originalPriceFen, viewer),
    ladder_price: g.ladderPrices.map((t) => ({
      number: t.number,
      price: price(t.priceFen, viewer),
    })),
    ladder_price_type: g.ladderPrices.length > 0 ? 1 : 0,
    ck_id: g.warehouseId,
    is_kxpz: g.isControlled ? 1 : 0,
    ...drugFlags(g),
    is_favorite: 0 as 0 | 1,
    is_jxq: g.warehouseId === NEAR_EXPIRY_WAREHOUSE ? 1 : 0,
    is_youx: g.isPreferred ? 1 : 0,
    is_hidden: g.isHidden ? 1 : 0,
    type: g.kind,
    activity_type: g.activityType,
    goods_image: images,
    tags: g.tags as Goods['tags'],
    is_free_shipping: g.isFreeShipping ? 1 : 0,
    free_shipping_number: g.freeShippingNumber,
    category_id: g.categoryId,
    category_name: viewer.categories.byId.get(g.categoryId)?.name ?? '',
    buy_button_label: isGroupBuyGoods(g) ? '拼团' : '加入购物车',
    // Set by the catalogue service when the goods are in a running activity.
    is_manjian: 0,
    goods_manjian_id: 0,
    manjian_data: null,
  };
}

export type GoodsDto = Goods;

/**
 * Buyers who see the same goods object, favourites aside. The 经营范围 is
 * not part of it: it changes a goods' object only by whether that goods is
 * outside the scope (`goodsClass`), so a row keeps at most two objects per
 * class however many different scopes buyers have.
 */
export const viewerClass = (v: Viewer) =>
  v.buyer
    ? v.buyer.company.isPassed
      ? v.buyer.company.controlledSales
        ? 'approved-kxpz'
        : 'approved'
      : 'unapproved'
    : 'visitor';

/**
 * The viewer's class for this goods: approved buyers split by whether it is
 * outside their scope, and, for a drug their licence lacks, by the licence
 * (its words are in buy_tip): at most eight licences.
 */
export function goodsClass(row: GoodsRow, v: Viewer, cls: string) {
  const company = v.buyer?.company;
  if (!company?.isPassed) return cls;
  if (outsideScope(row, company.scope)) return `${cls}:out`;
  if (outsideLicence(row.drugClass, company.drugClasses))
    return `${cls}:class:${[...company.drugClasses].sort().join(',')}`;
  // A special compound without a purchaser authorisation: one more variant, its tip.
  return row.isSpecialCompound && !company.purchaserAuthorised ? `${cls}:noproxy` : cls;
}
