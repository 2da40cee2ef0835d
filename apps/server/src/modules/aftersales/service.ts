import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AfterSale, OrderAfterSales } from '@shop/contract';
import { formatYuan } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { OrderService } from '../order/index.ts';
import type { ReturnAddress } from '../settings/index.ts';
import { type AfterSaleRow, type AfterSaleScope, afterSaleRepo } from './repo.ts';
import { AUDIT_TARGET, goodsDue, type StaffTimes, serializeAfterSale } from './serialize.ts';
import { nextUnitsShareFen, quantityShareFen } from './share.ts';

export const AFTER_SALE_PAGE_SIZE = 10;
/** Orders that took money and were not cancelled may get after-sales. */
export const OPEN_ORDER = new Set(['paid', 'shipped', 'completed']);

export type ActionTimes = (
  targetType: string,
  ids: number[],
) => Promise<{ targetId: string; action: string; createdAt: Date }[]>;

export type NewAfterSale = {
  kind: 'refund' | 'return';
  reason: string;
  lines: { id: number; number: number }[];
  photos: string[];
  key: string;
};

type Deps = {
  db: Db;
  orders: OrderService;
  actionTimes: ActionTimes;
  uploadsDir: string;
  /** The shop's return address (site settings), null until set. */
  returnAddress: () => Promise<ReturnAddress | null>;
};

const scopeOf = (buyer: Buyer): AfterSaleScope =>
  buyer.can.see_all_orders
    ? { companyId: buyer.company.id }
    : { companyId: buyer.company.id, userId: buyer.user.id };

/** A concurrent twin with the same key committed first: read its result instead. */
class KeyTaken extends Error {}

/** Turns request rows into what buyers and staff see, with lines, order numbers and step times. */
export function presenter({
  orders,
  actionTimes,
  returnAddress,
}: Pick<Deps, 'orders' | 'actionTimes' | 'returnAddress'>) {
  return async (db: DbOrTx, rows: AfterSaleRow[]): Promise<AfterSale[]> => {
    const ids = rows.map((r) => r.id);
    const [lines, owners, times, returnTo] = await Promise.all([
      afterSaleRepo(db).lines(ids),
      orders.afterSales.ordersByIds(db, [...new Set(rows.map((r) => r.orderId))]),
      actionTimes(AUDIT_TARGET, ids),
      rows.some(goodsDue) ? returnAddress() : null,
    ]);
    const orderNo = new Map(owners.map((o) => [o.id, o.orderNo]));
    const staff = new Map<string, StaffTimes>();
    for (const t of times) {
      const m = staff.get(t.targetId) ?? new Map<string, Date>();
      m.set(t.action, t.createdAt);
      staff.set(t.targetId, m);
    }
    return rows.map((r) =>
      serializeAfterSale(
        r,
        orderNo.get(r.orderId) ?? '',
        lines.filter((l) => l.afterSaleId === r.id),
        staff.get(String(r.id)) ?? new Map(),
        returnTo,
      ),
    );
  };
}

export function afterSaleService(deps: Deps) {
  const { db, orders, uploadsDir } = deps;
  const present = presenter(deps);
  const one = async (tx: DbOrTx, r: AfterSaleRow) => (await present(tx, [r]))[0]!;

  /** The buyer's own request, or 404 (another company's ids look like missing ones). */
  async function mine(buyer: Buyer, id: number) {
    const r = await afterSaleRepo(db).find(id, scopeOf(buyer));
    if (!r) throw notFound('售后申请');
    return r;
  }

  function checkPhotos(photos: string[]) {
    photos.forEach((url, i) => {
      // Only files this shop stored from an upload (the contract checked the shape).
      if (!existsSync(join(uploadsDir, url.replace(/^\/uploads\//, ''))))
        throw fieldError(`photos.${i}`, '图片不存在，请重新上传');
    });
  }

  async function apply(buyer: Buyer, orderId: number, input: NewAfterSale) {
    const order = await orders.mine(buyer, orderId);
    const done = await afterSaleRepo(db).byKey(buyer.company.id, input.key);
    if (done) {
      if (done.orderId !== order.id)
        throw new AppError('conflict', '该请求标识已用于另一个订单的售后申请，请刷新页面重试');
      return one(db, done);
    }
    checkPhotos(input.photos);
    const port = orders.afterSales;
    try {
      const made = await db.transaction(async (tx) => {
        // A staff cancel of the order waits until this request is in (or out).
        const o = await port.lockOrder(tx, order.id);
        if (!o || !OPEN_ORDER.has(o.status))
          throw new AppError('conflict', '只有已支付、已发货或已完成的订单可以申请售后');
        const bought = new Map((await port.linesOf(tx, o.id)).map((l) => [l.id, l]));
        const wanted = input.lines.map((want, i) => {
          const line = bought.get(want.id);
          if (!line) throw fieldError(`lines.${i}.id`, '所选商品不属于该订单');
          if (want.number > line.quantity)
            throw fieldError(`lines.${i}.number`, `退换数量不能超过购买数量 ${line.quantity}`);
          if (input.kind === 'return' && line.shipmentId === null)
            throw fieldError(`lines.${i}.id`, `${line.name} 尚未发货，请选择仅退款`);
          // Read with the order locked: the units asked back so far are final here.
          const fen = nextUnitsShareFen(line, line.claimedQuantity, want.number);
          return { line, quantity: want.number, fen };
        });
        // Claimed before the request is written: two requests at once cannot
        // both ask back the last units.
        if (
          !(await port.claimLines(
            tx,
            o.id,
            wanted.map((w) => ({ lineId: w.line.id, quantity: w.quantity })),
          ))
        )
          throw new AppError('conflict', '退换数量超过可申请的数量（已有售后申请占用）');
        const repo = afterSaleRepo(tx);
        const created = await repo.insertOnce({
          orderId: o.id,
          companyId: buyer.company.id,
          userId: buyer.user.id,
          kind: input.kind,
          reason: input.reason,
          photos: input.photos,
          amountFen: wanted.reduce((n, w) => n + w.fen, 0),
          idempotencyKey: input.key,
        });
        if (!created) throw new KeyTaken();
        await repo.insertLines(
          wanted.map((w) => ({
            afterSaleId: created.id,
            orderLineId: w.line.id,
            quantity: w.quantity,
            amountFen: w.fen,
          })),
        );
        return created;
      });
      // Shown after the commit: the step times are read outside the transaction.
      return one(db, made);
    } catch (e) {
      if (!(e instanceof KeyTaken)) throw e;
      const first = await afterSaleRepo(db).byKey(buyer.company.id, input.key);
      if (!first || first.orderId !== order.id)
        throw new AppError('conflict', '该请求标识已用于另一个订单的售后申请，请刷新页面重试');
      return one(db, first);
    }
  }

  return {
    apply,

    /** The order's lines as the form needs them, and its requests with their steps. */
    async ofOrder(buyer: Buyer, orderId: number): Promise<OrderAfterSales> {
      const o = await orders.mine(buyer, orderId);
      const [lines, rows] = await Promise.all([
        orders.afterSales.linesOf(db, o.id),
        afterSaleRepo(db).ofOrder(o.id, scopeOf(buyer)),
      ]);
      return {
        can_apply: OPEN_ORDER.has(o.status),
        lines: lines.map((l) => ({
          id: l.id,
          goods_id: l.goodsId,
          name: l.name,
          ypgg: l.specification,
          bzdw: l.unit,
          number: l.quantity,
          claimable: l.quantity - l.claimedQuantity,
          paid_share: formatYuan(quantityShareFen(l, l.quantity)),
          refunded: formatYuan(l.refundedFen),
          shipped: l.shipmentId !== null,
        })),
        requests: await present(db, rows),
      };
    },

    async list(buyer: Buyer, pageNo: number) {
      const { rows, total } = await afterSaleRepo(db).buyerPage(
        scopeOf(buyer),
        AFTER_SALE_PAGE_SIZE,
        (pageNo - 1) * AFTER_SALE_PAGE_SIZE,
      );
      return page(await present(db, rows), total, pageNo, AFTER_SALE_PAGE_SIZE);
    },

    /** The buyer sends the goods of an approved return back. */
    async returnShipment(buyer: Buyer, id: number, carrier: string, trackingNo: string) {
      const r = await mine(buyer, id);
      const moved = await afterSaleRepo(db).transition(
        r.id,
        [{ status: 'approved', kind: 'return' }],
        {
          status: 'returning',
          returnCarrier: carrier,
          returnTrackingNo: trackingNo,
          updatedAt: new Date(),
        },
        scopeOf(buyer),
      );
      if (!moved)
        throw new AppError(
          'conflict',
          r.kind !== 'return' ? '仅退款的申请无需寄回商品' : '该申请当前不能填写退货物流',
        );
      return one(db, moved);
    },

    /** The buyer withdraws a request still waiting for review; its quantities are free again. */
    async cancel(buyer: Buyer, id: number) {
      const r = await mine(buyer, id);
      const cancelled = await db.transaction(async (tx) => {
        const moved = await afterSaleRepo(tx).transition(
          r.id,
          [{ status: 'pending' }],
          { status: 'cancelled', updatedAt: new Date() },
          scopeOf(buyer),
        );
        if (!moved) throw new AppError('conflict', '只有待审核的申请可以取消');
        await releaseClaims(orders, tx, moved);
        return moved;
      });
      return one(db, cancelled);
    },
  };
}

/** Gives a declined or cancelled request's quantities back (shared with the console). */
export async function releaseClaims(orders: OrderService, tx: DbOrTx, r: AfterSaleRow) {
  const lines = await afterSaleRepo(tx).lines([r.id]);
  const ok = await orders.afterSales.releaseLines(
    tx,
    r.orderId,
    lines.map((l) => ({ lineId: l.orderLineId, quantity: l.quantity })),
  );
  if (!ok) throw new AppError('conflict', '售后数量已变化，请刷新后重试');
}

export type AfterSaleService = ReturnType<typeof afterSaleService>;
