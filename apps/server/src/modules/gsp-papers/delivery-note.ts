import { shopDay } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { type Buyer, ownOrders } from '../../http/session.ts';
import type { Supplier } from '../qualification/index.ts';
import { type DeliveryNote, deliveryNotePdf, type NoteRow } from './delivery-note-pdf.ts';
import { gspPapersRepo, type OrderScope, type ShipmentLineRow } from './repo.ts';

// The 随货同行单 of one parcel, made on demand from the order, its lots and
// the supplier profile (nothing is stored: a reprint shows what the records
// say now, and the records of a shipped parcel no longer change).

/** A sub-account without see_all_orders sees only the orders it placed, as in the order centre. */
export const buyerScope = (buyer: Buyer): OrderScope => ownOrders(buyer);

/**
 * One row per lot a line shipped. Units refunded before shipping never left
 * the warehouse and went back to the line's latest allocations first (as
 * inventory gives them back), so they are taken off from the last lot up.
 */
export function shippedRows(lines: ShipmentLineRow[]): NoteRow[] {
  const byLine = new Map<number, ShipmentLineRow[]>();
  for (const r of lines) byLine.set(r.lineId, [...(byLine.get(r.lineId) ?? []), r]);
  const out: NoteRow[] = [];
  for (const lots of byLine.values()) {
    const line = lots[0]!;
    let refunded = line.unshippedRefund;
    const quantities = lots.map((l) => l.lotQuantity ?? line.quantity);
    for (let i = quantities.length - 1; i >= 0 && refunded > 0; i--) {
      const off = Math.min(quantities[i]!, refunded);
      quantities[i]! -= off;
      refunded -= off;
    }
    lots.forEach((l, i) => {
      const quantity = quantities[i]!;
      if (quantity <= 0) return;
      out.push({
        name: l.name,
        specification: l.specification,
        dosageForm: l.dosageForm,
        manufacturer: l.manufacturer,
        approvalNumber: l.approvalNumber,
        lotNo: l.lotNo ?? '—',
        productionDate: l.productionDate ?? '—',
        expiryDate: l.expiryDate ?? '—',
        unit: l.unit,
        quantity,
        unitPriceFen: l.unitPriceFen,
        amountFen: quantity * l.unitPriceFen,
        coldChain: l.coldChain,
      });
    });
  }
  return out;
}

/** `随货同行单_<order_no>_<sid>.pdf`. */
export const noteFileName = (orderNo: string, shipmentId: number) =>
  `随货同行单_${orderNo}_${shipmentId}.pdf`;

export function deliveryNotes(deps: {
  db: Db;
  supplier: () => Promise<Supplier>;
  /** The shop's address as the site settings hold it ('' when none). */
  shopAddress: () => Promise<string>;
}) {
  const repo = gspPapersRepo(deps.db);

  /** The note's facts, or 404 when the order is not the reader's or the parcel not the order's. */
  async function note(orderId: number, shipmentId: number, scope: OrderScope) {
    const parcel = await repo.shipment(orderId, shipmentId, scope);
    if (!parcel) throw notFound('发货记录');
    const [lines, supplier, address] = await Promise.all([
      repo.shipmentLines(shipmentId),
      deps.supplier(),
      deps.shopAddress(),
    ]);
    const a = parcel.address;
    const n: DeliveryNote = {
      orderNo: parcel.orderNo,
      shipmentId,
      shipDate: shopDay(parcel.shippedAt),
      carrier: parcel.coldCarrier ? `${parcel.carrier}（冷链）` : parcel.carrier,
      trackingNo: parcel.trackingNo,
      supplier: { ...supplier, address },
      buyer: {
        company: parcel.company,
        receiver: a.name,
        phone: a.phone,
        address: `${a.region} ${a.detail}`.trim(),
      },
      rows: shippedRows(lines),
    };
    return n;
  }

  async function file(orderId: number, shipmentId: number, scope: OrderScope) {
    const n = await note(orderId, shipmentId, scope);
    return {
      bytes: await deliveryNotePdf(n),
      type: 'application/pdf',
      name: noteFileName(n.orderNo, shipmentId),
    };
  }

  return {
    note,
    /** The buyer's own order's parcel (a sub-account: an order it placed). */
    forBuyer: (buyer: Buyer, orderId: number, shipmentId: number) =>
      file(orderId, shipmentId, buyerScope(buyer)),
    /** Any order's parcel, for staff. */
    forStaff: (orderId: number, shipmentId: number) => file(orderId, shipmentId, null),
  };
}

export type DeliveryNotes = ReturnType<typeof deliveryNotes>;
