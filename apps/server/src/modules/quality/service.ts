import type { FreezeKind, QualityLot, RecallReport } from '@shop/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import { type InventoryService, type LotStateChange, qualityLots } from '../inventory/index.ts';
import type { Notify } from '../messages/index.ts';
import type { Audit } from '../staff/index.ts';
import { recallNotice } from './recall-notice.ts';
import { qualityRepo } from './repo.ts';

// 质量管理 (docs/decisions/2026-11-29-lot-freeze.md): a lot frozen (质量疑问
// or 召回) or unfrozen in one transaction with its audit entry; a 召回 also
// sends each company still holding units of the lot one 站内信 in that same
// transaction, so a recall is never recorded without its notices nor the
// other way round. The recall report lists who holds the lot.

const STATUS_TEXT: Record<string, string> = {
  unpaid: '待支付',
  paid: '待发货',
  shipped: '待收货',
  completed: '已完成',
  cancelled: '已取消',
  grouping: '待成团',
};

const auditState = (c: LotStateChange['before']) => ({
  state: c.state,
  freeze_kind: c.freezeKind,
  reason: c.reason,
  quantity: c.quantity,
  quarantine_quantity: c.quarantineQuantity,
});

export function qualityService(deps: {
  db: Db;
  audit: Audit;
  notify: Notify;
  inventory: Pick<InventoryService, 'freeze' | 'unfreeze' | 'refuseHeldBack'>;
  goodsChanged: (ids: number[]) => Promise<void>;
}) {
  const { db, audit } = deps;

  async function lot(lotId: number, tx: DbOrTx = db): Promise<QualityLot> {
    const l = await qualityLots(tx).one(lotId);
    if (!l) throw notFound('批次');
    return l;
  }

  async function report(lotId: number, tx: DbOrTx = db): Promise<RecallReport> {
    const l = await lot(lotId, tx);
    const rows = (await qualityRepo(tx).recallRows(lotId)).map((r) => ({
      company_id: r.companyId,
      company_name: r.companyName,
      contact_name: r.contactName,
      contact_phone: r.contactPhone,
      order_id: r.orderId,
      order_no: r.orderNo,
      ordered_at: r.orderedAt.toISOString(),
      status: r.status as RecallReport['rows'][number]['status'],
      status_text: STATUS_TEXT[r.status] ?? r.status,
      line_id: r.lineId,
      received: r.received,
      returned: r.returned,
      quantity: r.received - r.returned,
    }));
    return {
      lot: l,
      rows,
      companies: new Set(rows.map((r) => r.company_id)).size,
      orders: new Set(rows.map((r) => r.order_id)).size,
      quantity: rows.reduce((n, r) => n + r.quantity, 0),
    };
  }

  /** One notice per company holding the lot, naming its orders; how many companies. */
  async function tellHolders(tx: DbOrTx, lotId: number, reason: string) {
    const r = await report(lotId, tx);
    const byCompany = new Map<number, { id: number; orderNo: string; shipped: boolean }[]>();
    for (const row of r.rows) {
      const list = byCompany.get(row.company_id) ?? [];
      if (!list.some((o) => o.id === row.order_id))
        list.push({
          id: row.order_id,
          orderNo: row.order_no,
          shipped: row.status === 'shipped' || row.status === 'completed',
        });
      byCompany.set(row.company_id, list);
    }
    for (const [companyId, orders] of byCompany)
      await deps.notify(
        tx,
        companyId,
        recallNotice({
          goodsName: r.lot.goods_name,
          spec: r.lot.goods_spec,
          manufacturer: r.lot.manufacturer,
          lotNo: r.lot.lot_no,
          reason,
          orders,
        }),
      );
    return byCompany.size;
  }

  return {
    lot,
    report,
    frozen: async () => ({ list: await qualityLots(db).frozen() }),
    numbered: async (prefix: string) => ({ list: await qualityLots(db).numbered(prefix) }),

    async freeze(actor: Actor, lotId: number, kind: FreezeKind, reason: string) {
      const { goodsId, told } = await db.transaction(async (tx) => {
        const c = await deps.inventory.freeze(tx, lotId, {
          kind,
          reason,
          staff: actor.staff.username,
        });
        const told = kind === 'recall' ? await tellHolders(tx, lotId, reason) : 0;
        await audit(tx, actor, {
          action: 'lot.freeze',
          targetType: 'goods_lot',
          targetId: lotId,
          before: auditState(c.before),
          after: { ...auditState(c.after), stock_change: c.change, companies_told: told },
        });
        return { goodsId: c.before.goodsId, told };
      });
      await deps.goodsChanged([goodsId]);
      return { lot: await lot(lotId), told };
    },

    async unfreeze(actor: Actor, lotId: number, reason: string) {
      const goodsId = await db.transaction(async (tx) => {
        const c = await deps.inventory.unfreeze(tx, lotId, reason, actor.staff.username);
        await audit(tx, actor, {
          action: 'lot.unfreeze',
          targetType: 'goods_lot',
          targetId: lotId,
          before: auditState(c.before),
          after: { ...auditState(c.after), stock_change: c.change, reason },
        });
        return c.before.goodsId;
      });
      await deps.goodsChanged([goodsId]);
      return lot(lotId);
    },
  };
}

export type QualityService = ReturnType<typeof qualityService>;
