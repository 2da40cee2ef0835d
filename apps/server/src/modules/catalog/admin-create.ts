import type { AdminGoods, Flag, goodsCreateBody, goodsEditFields } from '@shop/contract';
import { formatYuan, parseYuan } from '@shop/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { fieldError } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Audit } from '../staff/index.ts';
import type { GoodsEdit } from './admin-repo.ts';
import { type GoodsRecord, goodsWriteRepo } from './goods-write-repo.ts';
import { initials } from './pinyin.ts';
import { drugFlags, goodsImages } from './serialize.ts';
import { EXPIRY_BY_LOTS, stockByLots } from './stock-by-lots.ts';

type Fields = { [K in keyof typeof goodsEditFields]?: z.output<(typeof goodsEditFields)[K]> };
type CreateBody = z.output<typeof goodsCreateBody>;

const bool = (v: number | undefined) => (v === undefined ? undefined : v === 1);

/**
 * The columns of the fields added with goods creation (the edit's older
 * fields are mapped in admin-service's parsePut); undefined means untouched.
 */
function columnsOf(b: Fields): GoodsEdit {
  const c: GoodsEdit = {
    caseQuantity: b.jzl,
    midPackQuantity: b.zbz,
    expiryDate: b.yxq,
    isShortExpiry: bool(b.is_xq),
    ladderPrices: b.ladder_price?.map((t) => ({ number: t.number, priceFen: parseYuan(t.price)! })),
    warehouseId: b.ck_id,
    kind: b.type,
    activityType: b.activity_type,
    isPreferred: bool(b.is_youx),
    isClinic: bool(b.is_clinic),
    isDevice: bool(b.is_device),
    isHealth: bool(b.is_health),
    isControlled: bool(b.is_kxpz),
    drugClass: b.drug_class,
    isSpecialCompound: bool(b.is_special_compound),
    isColdChain: bool(b.is_cold_chain),
    needsTraceCode: bool(b.need_trace_code),
    tracePrefix: b.trace_prefix === undefined ? undefined : b.trace_prefix || null,
    specialOrderLimit: b.special_order_limit,
    specialMonthLimit: b.special_month_limit,
    freeShippingNumber: b.free_shipping_number,
    tags: b.tags,
  };
  return Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined));
}

/** A category and its root, read inside the transaction (the cache may lag an edit). */
async function categoryAndRoot(tx: DbOrTx, id: number, trees: string[], field: string) {
  const row = await goodsWriteRepo(tx).categoryAndRoot(id);
  if (!row || !trees.includes(row.tree)) throw fieldError(field, '分类不存在');
  return { id: row.id, root: row.root };
}

/**
 * What an edit's new fields become, checked against the goods as it will be:
 * categories exist, 起购 ≤ 限购, tier prices below the price.
 */
export async function editColumns(
  tx: DbOrTx,
  b: Fields,
  before: GoodsRecord | null,
  edit: GoodsEdit,
): Promise<GoodsEdit> {
  const c = columnsOf(b);
  // An existing goods' expiry is its lots' (the form may send what it showed).
  if (before && c.expiryDate !== undefined && c.expiryDate !== before.expiryDate)
    throw fieldError('yxq', EXPIRY_BY_LOTS);
  if (before && c.isShortExpiry !== undefined && c.isShortExpiry !== before.isShortExpiry)
    throw fieldError('is_xq', EXPIRY_BY_LOTS);
  if (b.category_id !== undefined) {
    const cat = await categoryAndRoot(tx, b.category_id, ['main'], 'category_id');
    Object.assign(c, { categoryId: cat.id, categoryRootId: cat.root });
  }
  if (b.zone_category_id !== undefined) {
    const zone =
      b.zone_category_id === 0
        ? null
        : await categoryAndRoot(tx, b.zone_category_id, ['zs', 'zy'], 'zone_category_id');
    Object.assign(c, { zoneCategoryId: zone?.id ?? null, zoneCategoryRootId: zone?.root ?? null });
  }
  // 需追溯码 goods are packed by their code prefix: turning the flag on, or
  // clearing the prefix of a flagged goods, needs one (a goods flagged before
  // prefixes existed keeps its other edits; it cannot be packed until set).
  const traced = c.needsTraceCode ?? before?.needsTraceCode ?? false;
  const prefix = c.tracePrefix !== undefined ? c.tracePrefix : (before?.tracePrefix ?? null);
  if (traced && !prefix && (b.need_trace_code !== undefined || b.trace_prefix !== undefined))
    throw fieldError('trace_prefix', '需追溯码的商品请填写7位追溯码前缀');
  const price = edit.priceFen ?? before?.priceFen ?? 0;
  const tiers = c.ladderPrices ?? before?.ladderPrices ?? [];
  if (tiers.length > 0 && tiers[0]!.priceFen > price)
    throw fieldError('ladder_price', '阶梯价格不能高于商品价格');
  return c;
}

export const flag = (on: boolean): Flag => (on ? 1 : 0);

/** The console's extra view of a goods: the fields creation added, by spec name. */
export function adminGoodsExtras(g: GoodsRecord) {
  return {
    is_xq: flag(g.isShortExpiry),
    ladder_price: g.ladderPrices.map((t) => ({ number: t.number, price: formatYuan(t.priceFen) })),
    zone_category_id: g.zoneCategoryId ?? 0,
    ck_id: g.warehouseId,
    type: g.kind,
    activity_type: g.activityType,
    is_youx: flag(g.isPreferred),
    is_clinic: flag(g.isClinic),
    is_device: flag(g.isDevice),
    is_health: flag(g.isHealth),
    is_kxpz: flag(g.isControlled),
    ...drugFlags(g),
    trace_prefix: g.tracePrefix ?? '',
    special_order_limit: g.specialOrderLimit,
    special_month_limit: g.specialMonthLimit,
    free_shipping_number: g.freeShippingNumber,
    tags: g.tags as AdminGoods['tags'],
    images: g.images,
    goods_image: goodsImages(g),
  };
}

/**
 * 新增商品: one row with no stock, one audit entry. Its stock arrives as lots
 * (入库 in the goods' 批次): an opening number is refused, not dropped.
 */
export function goodsCreator(deps: {
  db: Db;
  audit: Audit;
  edited: (ids: number[]) => Promise<void>;
  /** The audited picture of a goods (admin-service's, passed in: it imports this file). */
  auditView: (g: GoodsRecord) => unknown;
}) {
  return async (actor: Actor, b: CreateBody): Promise<number> => {
    if (b.number) throw stockByLots('number');
    const priceFen = parseYuan(b.price)!;
    const id = await deps.db.transaction(async (tx) => {
      const extra = await editColumns(tx, b, null, { priceFen });
      const repo = goodsWriteRepo(tx);
      const created = await repo.insert({
        name: b.name,
        nameInitials: initials(b.name),
        remarks: b.remarks ?? '',
        manufacturer: b.sccj,
        manufacturerInitials: initials(b.sccj),
        specification: b.ypgg,
        dosageForm: b.jx ?? '',
        unit: b.bzdw,
        caseQuantity: b.jzl ?? 1,
        midPackQuantity: b.zbz ?? 1,
        expiryDate: b.yxq,
        nationalCode: b.gjbzm ?? '',
        approvalNumber: b.pzwh ?? '',
        // Stock arrives as lots, so the ledger explains it.
        stock: 0,
        purchaseLimit: b.xg_number ?? 0,
        purchaseMinimum: b.qg_number ?? 0,
        priceFen,
        originalPriceFen: priceFen,
        marketPriceFen: b.market_price === undefined ? priceFen : parseYuan(b.market_price)!,
        isHidden: b.is_hidden === 1,
        isFreeShipping: b.is_free_shipping === 1,
        imageCount: 1,
        categoryId: 0,
        categoryRootId: 0,
        ...extra,
      });
      const after = await repo.one(created.id);
      await deps.audit(tx, actor, {
        action: 'goods.create',
        targetType: 'goods',
        targetId: created.id,
        before: null,
        after: deps.auditView(after!),
      });
      return created.id;
    });
    await deps.edited([id]);
    return id;
  };
}

export type GoodsCreator = ReturnType<typeof goodsCreator>;
