import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { OutboundBill, TraceUploadProvider } from '../../platform/trace-upload.ts';
import type { Audit } from '../staff/index.ts';
import { outboundBill } from './bill.ts';
import { traceRepo } from './repo.ts';

// The 出库单 of each shipment with codes: built from the stored codes, handed
// to the upload provider after the shipment committed, the outcome kept per
// shipment (已上报 / 上报失败 with the reason) for the console, where staff
// retry a failed one. A provider that throws never undoes a shipment.

export type Supplier = () => Promise<{ companyName: string; licenceNumber: string }>;

/** A platform that does not answer within this long counts as failed (staff retry). */
const UPLOAD_TIMEOUT_MS = 15_000;

export function traceUploads(deps: {
  db: Db;
  audit: Audit;
  supplier: Supplier;
  provider: TraceUploadProvider;
}) {
  const { db, provider } = deps;

  /** The bill of a shipment of this order; null when it carries no codes. */
  async function bill(orderId: number, shipmentId: number): Promise<OutboundBill | null> {
    const repo = traceRepo(db);
    const [order, shipment] = await Promise.all([
      repo.order(orderId),
      repo.shipment(orderId, shipmentId),
    ]);
    if (!order || !shipment) throw notFound('发货记录');
    const codes = await repo.ofShipment(shipmentId);
    if (codes.length === 0) return null;
    const [shop, receiver] = await Promise.all([deps.supplier(), repo.receiver(order.companyId)]);
    return outboundBill({
      orderNo: order.orderNo,
      shipment,
      shipper: { name: shop.companyName, licenceNumber: shop.licenceNumber },
      receiver,
      codes,
    });
  }

  async function attempt(b: OutboundBill) {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('追溯平台无应答（超时）')), UPLOAD_TIMEOUT_MS);
    });
    try {
      return await Promise.race([provider.upload(b), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Hands the bill over and records the outcome; never throws (the shipment stands). */
  async function send(orderId: number, shipmentId: number): Promise<void> {
    const repo = traceRepo(db);
    try {
      const b = await bill(orderId, shipmentId);
      if (!b) return;
      const { receipt } = await attempt(b);
      await repo.recordUpload(shipmentId, { status: 'uploaded', error: '', receipt });
    } catch (e) {
      const error = (e instanceof Error ? e.message : String(e)).slice(0, 500) || '上报失败';
      await repo.recordUpload(shipmentId, { status: 'failed', error, receipt: '' }).catch(() => {});
    }
  }

  return {
    send,

    /** The bill as the console downloads it (404: not this order's shipment). */
    async download(orderId: number, shipmentId: number) {
      const b = await bill(orderId, shipmentId);
      if (!b) throw new AppError('not_found', '该发货记录没有追溯码，无出库单');
      return { name: `出库单-${b.billNo}.csv`, csv: b.csv };
    },

    /** A staff retry of a shipment's upload, audited with its outcome. */
    async retry(actor: Actor, orderId: number, shipmentId: number) {
      const b = await bill(orderId, shipmentId);
      if (!b) throw new AppError('not_found', '该发货记录没有追溯码，无出库单');
      await send(orderId, shipmentId);
      const [state] = (await traceRepo(db).uploads(orderId)).filter(
        (u) => u.upload.shipmentId === shipmentId,
      );
      await db.transaction((tx) =>
        deps.audit(tx, actor, {
          action: 'trace.upload',
          targetType: 'order',
          targetId: orderId,
          before: null,
          after: { shipment: shipmentId, bill_no: b.billNo, status: state?.upload.status },
        }),
      );
      return state?.upload.status ?? 'failed';
    },
  };
}

export type Uploads = ReturnType<typeof traceUploads>;
