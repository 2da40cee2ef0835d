import type { Packing, TraceUploadStatus } from '@shop/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Parcel } from '../order/index.ts';
import type { Audit } from '../staff/index.ts';
import { type TraceRepo, traceRepo } from './repo.ts';
import type { Uploads } from './uploads.ts';

// 药品追溯码 while packing: each scan is placed on a traced line of the order
// (by the goods' prefix, or the line the packer chose) and one of the lots
// that line received, never past the units leaving; a code is stored once in
// the whole shop. The order's row lock puts the scans of one order, their
// undoing and its shipping one after the other, so the counts read under it
// hold until the insert; the code's primary key settles two orders racing
// for one code. docs/decisions/2026-11-29-trace-codes.md

type Line = Awaited<ReturnType<TraceRepo['lines']>>[number];
type Counts = Awaited<ReturnType<TraceRepo['counts']>>;

const leaving = (l: Line) => l.quantity - l.unshippedRefund;

function counter(counts: Counts) {
  return (lineId: number, lotId?: number) =>
    counts
      .filter((c) => c.lineId === lineId && (lotId === undefined || c.lotId === lotId))
      .reduce((n, c) => n + c.n, 0);
}

const refuse = (message: string) => fieldError('code', message);

async function duplicate(repo: TraceRepo, code: string, orderId: number) {
  const held = await repo.holder(code);
  const where = !held || held.orderId === orderId ? '已扫入本订单' : `已用于订单 ${held.orderNo}`;
  return new AppError('conflict', `重复扫码：追溯码 ${code} ${where}`, { code: ['重复扫码'] });
}

export function traceService(deps: { db: Db; audit: Audit; uploads: Uploads }) {
  const { db, audit, uploads } = deps;

  async function packing(orderId: number): Promise<Packing> {
    const repo = traceRepo(db);
    const order = await repo.order(orderId);
    if (!order) throw notFound('订单');
    const lines = await repo.lines(orderId);
    const [lots, counts, codes, parcels, states] = await Promise.all([
      repo.lots(lines.map((l) => l.id)),
      repo.counts(orderId),
      repo.ofOrder(orderId),
      repo.shipments(orderId),
      repo.uploads(orderId),
    ]);
    const scanned = counter(counts);
    return {
      order_id: order.id,
      order_no: order.orderNo,
      status: order.status,
      lines: lines.map((l) => ({
        id: l.id,
        goods_id: l.goodsId,
        name: l.name,
        specification: l.specification,
        unit: l.unit,
        quantity: l.quantity,
        to_ship: leaving(l),
        needs_trace: l.needsTrace ? 1 : 0,
        trace_prefix: l.tracePrefix,
        scanned: scanned(l.id),
        shipment_id: l.shipmentId,
        lots: lots
          .filter((x) => x.lineId === l.id)
          .map((x) => ({
            lot_id: x.lotId,
            lot_no: x.lotNo,
            production_date: x.productionDate,
            expiry_date: x.expiryDate,
            quantity: x.quantity,
            scanned: scanned(l.id, x.lotId),
          })),
      })),
      codes: codes.map((c) => ({
        code: c.code,
        line_id: c.lineId,
        lot_id: c.lotId,
        lot_no: c.lotNo,
        shipment_id: c.shipmentId,
        scanned_at: c.scannedAt.toISOString(),
      })),
      shipments: parcels.map((s) => {
        const state = states.find((u) => u.upload.shipmentId === s.id)?.upload;
        const n = codes.filter((c) => c.shipmentId === s.id).length;
        return {
          id: s.id,
          carrier: s.carrier,
          tracking_no: s.trackingNo,
          created_at: s.createdAt.toISOString(),
          codes: n,
          upload_status: (state?.status ?? (n > 0 ? 'pending' : 'none')) as TraceUploadStatus,
          upload_error: state?.error ?? '',
          upload_attempts: state?.attempts ?? 0,
        };
      }),
    };
  }

  /** Where a scan goes: a traced unshipped line whose goods' prefix it has, and a lot with room. */
  async function place(
    repo: TraceRepo,
    orderId: number,
    b: { code: string; lineId?: number | undefined; lotId?: number | undefined },
  ) {
    const open = (await repo.lines(orderId)).filter(
      (l) => l.shipmentId === null && l.needsTrace && leaving(l) > 0,
    );
    const chosen = b.lineId === undefined ? open : open.filter((l) => l.id === b.lineId);
    if (chosen.length === 0)
      throw refuse(
        b.lineId === undefined
          ? '非本订单商品：本订单没有待扫追溯码的商品'
          : '非本订单商品：所选商品不是本订单待扫追溯码的商品',
      );
    const matching = chosen.filter((l) => l.tracePrefix && b.code.startsWith(l.tracePrefix));
    if (matching.length === 0) {
      const unset = chosen.find((l) => !l.tracePrefix);
      throw refuse(
        unset
          ? `「${unset.name}」未设置追溯码前缀，请先在商品资料中设置后再扫码`
          : `非本订单商品：追溯码前缀 ${b.code.slice(0, 7)} 不是本订单待发货商品的追溯码`,
      );
    }
    const [lots, counts] = await Promise.all([
      repo.lots(matching.map((l) => l.id)),
      repo.counts(orderId),
    ]);
    const scanned = counter(counts);
    let held: { name: string; lotNo: string; frozen: boolean } | undefined;
    for (const line of matching) {
      if (scanned(line.id) >= leaving(line)) continue;
      const room = lots.filter(
        (x) =>
          x.lineId === line.id &&
          (b.lotId === undefined || x.lotId === b.lotId) &&
          scanned(line.id, x.lotId) < x.quantity,
      );
      const lot = room.find((x) => !x.heldBack);
      if (lot) return { line, lot };
      if (room[0]) held ??= { name: line.name, ...room[0] };
    }
    // What is left to scan sits in a lot that may not leave (shipping refuses it too).
    if (held)
      throw refuse(
        `「${held.name}」批号 ${held.lotNo} ${held.frozen ? '已冻结' : '已过期'}，不能发货：请先对该商品退款或取消订单`,
      );
    if (b.lotId !== undefined && !lots.some((x) => x.lotId === b.lotId))
      throw refuse('非本订单商品：所选批号不是该商品在本订单的批号');
    const first = matching[0]!;
    throw refuse(
      `已超过应扫数量：「${first.name}」需 ${leaving(first)} ${first.unit}，已扫 ${scanned(first.id)}`,
    );
  }

  return {
    packing,

    /**
     * The codes of a company's order that have shipped (a parcel being packed
     * may still change); another company's order, or a colleague's for a
     * sub-account that sees only its own (as the order centre), is not found.
     */
    async forBuyer(scope: { companyId: number; userId?: number }, orderId: number) {
      const repo = traceRepo(db);
      const order = await repo.ownOrder(orderId, scope);
      if (!order) throw notFound('订单');
      const codes = (await repo.ofOrder(orderId)).filter((c) => c.shipmentId !== null);
      return { orderNo: order.orderNo, codes };
    },

    async scan(
      actor: Actor,
      orderId: number,
      b: { code: string; lineId?: number | undefined; lotId?: number | undefined },
    ) {
      const placed = await db.transaction(async (tx) => {
        const repo = traceRepo(tx);
        const order = await repo.lockOrder(orderId);
        if (!order) throw notFound('订单');
        if (order.status !== 'paid') throw new AppError('conflict', '订单不在待发货状态，不能扫码');
        if ((await repo.holder(b.code)) && !(await repo.freeCancelled(b.code)))
          throw await duplicate(repo, b.code, orderId);
        const { line, lot } = await place(repo, orderId, b);
        const row = await repo.insert({
          code: b.code,
          orderId,
          orderLineId: line.id,
          lotId: lot.lotId,
          goodsId: line.goodsId,
          scannedBy: actor.staff.id,
        });
        // Another order's scan of the same code committed between the check and here.
        if (!row) throw await duplicate(repo, b.code, orderId);
        await audit(tx, actor, {
          action: 'trace.scan',
          targetType: 'order',
          targetId: orderId,
          before: null,
          after: { code: b.code, line: line.id, goods: line.name, lot_no: lot.lotNo },
        });
        return { name: line.name, lotNo: lot.lotNo };
      });
      return {
        packing: await packing(orderId),
        message: `已扫：「${placed.name}」批号 ${placed.lotNo}`,
      };
    },

    /** Takes back a wrong scan before its line ships. */
    async undo(actor: Actor, orderId: number, code: string) {
      await db.transaction(async (tx) => {
        const repo = traceRepo(tx);
        if (!(await repo.lockOrder(orderId))) throw notFound('订单');
        const gone = await repo.remove(orderId, code);
        if (!gone) {
          const held = await repo.holder(code);
          if (held?.orderId === orderId && held.shipmentId !== null)
            throw new AppError('conflict', '该追溯码所在商品已发货，不能撤销');
          throw notFound('追溯码');
        }
        await audit(tx, actor, {
          action: 'trace.undo',
          targetType: 'order',
          targetId: orderId,
          before: { code, line: gone.orderLineId },
          after: null,
        });
      });
      return packing(orderId);
    },

    /**
     * In the shipping transaction: every traced line of the parcel carries
     * exactly one code per unit leaving, or the parcel is refused naming the
     * lines; then its codes take the shipment.
     */
    async shipping(tx: DbOrTx, parcel: Parcel) {
      const repo = traceRepo(tx);
      const traced = (await repo.lines(parcel.orderId)).filter(
        (l) => l.needsTrace && parcel.lineIds.includes(l.id),
      );
      if (traced.length === 0) return;
      const scanned = counter(await repo.counts(parcel.orderId));
      const wrong = traced.filter((l) => scanned(l.id) !== leaving(l));
      if (wrong.length > 0) {
        const said = wrong.map((l) => `「${l.name}」已扫 ${scanned(l.id)} / 需 ${leaving(l)}`);
        throw new AppError('validation', `追溯码未扫完，不能发货：${said.join('；')}`, {
          lines: said,
        });
      }
      await repo.assign(
        traced.map((l) => l.id),
        parcel.shipmentId,
      );
    },

    /** After the shipment committed: its 出库单 goes to the platform (never inside the transaction). */
    async shipped(parcel: Parcel) {
      await uploads.send(parcel.orderId, parcel.shipmentId);
    },
  };
}

export type TraceService = ReturnType<typeof traceService>;
