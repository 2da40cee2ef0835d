import type { AdminGoods, goodsPutBody, StaffPermission } from '@shop/contract';
import { formatYuan, parseYuan } from '@shop/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { InventoryService } from '../inventory/index.ts';
import type { Audit } from '../staff/index.ts';
import { adminGoodsExtras, editColumns, flag } from './admin-create.ts';
import {
  type AdminGoodsFilter,
  type AdminGoodsRow,
  catalogAdminRepo,
  type GoodsEdit,
} from './admin-repo.ts';
import { initials } from './pinyin.ts';
import { goodsLogo } from './serialize.ts';
import type { CatalogService } from './service.ts';
import { stockByLots } from './stock-by-lots.ts';

type Put = ReturnType<typeof parsePut>;
type GoodsRecord = AdminGoodsRow['goods'];

/** What each field of a goods edit needs (docs/api-admin.md). */
const PRICE_FIELDS = ['price', 'market_price', 'ladder_price'] as const;
export function permissionsFor(body: Record<string, unknown>): StaffPermission[] {
  const keys = Object.keys(body).filter((k) => body[k] !== undefined);
  const needs = new Set<StaffPermission>();
  for (const k of keys) {
    if ((PRICE_FIELDS as readonly string[]).includes(k)) needs.add('prices');
    else if (k === 'number' || k === 'reason') needs.add('stock');
    else needs.add('goods');
  }
  return [...needs];
}

function parsePut(b: z.output<typeof goodsPutBody>) {
  const edit: GoodsEdit = {};
  if (b.name !== undefined) Object.assign(edit, { name: b.name, nameInitials: initials(b.name) });
  if (b.remarks !== undefined) edit.remarks = b.remarks;
  if (b.sccj !== undefined)
    Object.assign(edit, { manufacturer: b.sccj, manufacturerInitials: initials(b.sccj) });
  if (b.ypgg !== undefined) edit.specification = b.ypgg;
  if (b.jx !== undefined) edit.dosageForm = b.jx;
  if (b.bzdw !== undefined) edit.unit = b.bzdw;
  if (b.pzwh !== undefined) edit.approvalNumber = b.pzwh;
  if (b.gjbzm !== undefined) edit.nationalCode = b.gjbzm;
  if (b.price !== undefined) {
    const fen = parseYuan(b.price)!;
    Object.assign(edit, { priceFen: fen, originalPriceFen: fen });
  }
  if (b.market_price !== undefined) edit.marketPriceFen = parseYuan(b.market_price)!;
  if (b.xg_number !== undefined) edit.purchaseLimit = b.xg_number;
  if (b.qg_number !== undefined) edit.purchaseMinimum = b.qg_number;
  if (b.is_hidden !== undefined) edit.isHidden = b.is_hidden === 1;
  if (b.is_free_shipping !== undefined) edit.isFreeShipping = b.is_free_shipping === 1;
  return { edit, stock: b.number, reason: b.reason ?? '' };
}

export function presentAdminGoods(g: GoodsRecord, category: string | null): AdminGoods {
  return {
    id: g.id,
    name: g.name,
    remarks: g.remarks,
    sccj: g.manufacturer,
    ypgg: g.specification,
    jx: g.dosageForm,
    bzdw: g.unit,
    pzwh: g.approvalNumber,
    gjbzm: g.nationalCode,
    jzl: g.caseQuantity,
    zbz: g.midPackQuantity,
    yxq: g.expiryDate,
    price: formatYuan(g.priceFen),
    market_price: formatYuan(g.marketPriceFen),
    number: g.stock,
    sales: g.sales,
    xg_number: g.purchaseLimit,
    qg_number: g.purchaseMinimum,
    is_hidden: flag(g.isHidden),
    on_shelf: flag(!g.isHidden),
    is_free_shipping: flag(g.isFreeShipping),
    category_id: g.categoryId,
    category_name: category ?? '',
    logo: goodsLogo(g),
    ...adminGoodsExtras(g),
  };
}

/** The audited picture of a goods: its editable facts, in the API's names. */
export const auditView = (g: GoodsRecord) => {
  const {
    logo: _l,
    category_name: _c,
    sales: _s,
    on_shelf: _o,
    goods_image: _i,
    ...rest
  } = presentAdminGoods(g, null);
  return rest;
};

export function catalogAdminService(deps: {
  db: Db;
  audit: Audit;
  inventory: InventoryService;
  catalog: CatalogService;
}) {
  const { db, audit, inventory, catalog } = deps;
  const reads = catalogAdminRepo(db);

  async function one(id: number) {
    const row = await reads.one(id);
    if (!row) throw notFound('商品');
    return presentAdminGoods(row.goods, row.category);
  }

  return {
    async page(f: AdminGoodsFilter, pageNo: number, pageSize: number) {
      const { rows, total } = await reads.page(f, pageSize, (pageNo - 1) * pageSize);
      return {
        data: rows.map((r) => presentAdminGoods(r.goods, r.category)),
        total,
        current_page: pageNo,
        per_page: pageSize,
        last_page: Math.max(1, Math.ceil(total / pageSize)),
      };
    },

    one,

    /**
     * The goods-level 入库 and 盘点调整 of before stock was held per lot:
     * refused with the way to do it now, so an old console or script never
     * changes stock without a lot.
     */
    async stock(_actor: Actor, _goodsId: number, _change: number, _reason: string) {
      throw stockByLots('change');
    },

    /** Any editable fields at once; a different stock is refused (it is the lots' sum). */
    async put(actor: Actor, id: number, body: Parameters<typeof parsePut>[0]) {
      const p: Put = parsePut(body);
      await db.transaction(async (tx) => {
        const repo = catalogAdminRepo(tx);
        const before = await repo.lock(id);
        if (!before) throw notFound('商品');
        if (p.edit.purchaseMinimum !== undefined || p.edit.purchaseLimit !== undefined) {
          const min = p.edit.purchaseMinimum ?? before.purchaseMinimum;
          const max = p.edit.purchaseLimit ?? before.purchaseLimit;
          if (max > 0 && min > max) throw fieldError('qg_number', '起购数量不能大于限购数量');
        }
        // The form may send the stock it showed; only a change is refused.
        if (p.stock !== undefined && p.stock !== before.stock) throw stockByLots('number');
        Object.assign(p.edit, await editColumns(tx, body, before, p.edit));
        await repo.update(id, p.edit);
        const after = await repo.lock(id);
        await audit(tx, actor, {
          action: 'goods.update',
          targetType: 'goods',
          targetId: id,
          before: auditView(before),
          after: auditView(after!),
        });
      });
      await catalog.goodsEdited([id]);
      return one(id);
    },

    async ledger(id: number, pageNo: number, pageSize: number) {
      // A goods that does not exist is a 404, as its detail is, not an empty ledger.
      if (!(await reads.one(id))) throw notFound('商品');
      const { rows, total } = await inventory.ledger(db, id, pageSize, (pageNo - 1) * pageSize);
      return {
        data: rows.map((r) => ({
          id: r.id,
          change: r.change,
          stock_after: r.stockAfter,
          lot_no: r.lotNo,
          kind: r.kind,
          kind_text: LEDGER_KINDS[r.kind] ?? r.kind,
          ref: r.ref,
          staff: r.staff ?? '',
          created_at: r.createdAt.toISOString(),
        })),
        total,
        current_page: pageNo,
        per_page: pageSize,
        last_page: Math.max(1, Math.ceil(total / pageSize)),
      };
    },
  };
}

const LEDGER_KINDS: Record<string, string> = {
  order: '订单占用',
  cancel: '订单取消退回',
  return: '退货入库',
  receive: '入库',
  adjust: '盘点调整',
  expire: '批次过期',
  quarantine: '退回隔离',
  freeze: '批次冻结',
  unfreeze: '批次解冻',
};

export type CatalogAdminService = ReturnType<typeof catalogAdminService>;
