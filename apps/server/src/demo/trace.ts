import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import {
  goods,
  orderLineLots,
  orderLines,
  orders,
  shipments,
  staffUsers,
  traceCodes,
  traceUploads,
  users,
} from '../db/schema/index.ts';
import { insertPaidOrder } from './paid-order.ts';

// 药品追溯码 in the demo: every 需追溯码 goods gets a 7-digit code prefix (an
// 8 and six digits, as the codes on Chinese packs begin), distinct per goods;
// and `demo` has a shipped order whose units carry their codes, so the buyer
// downloads them at once. Codes are made from the prefix, a serial and a
// check part, deterministic; the serials start at 9 (tests use others).

const DAY = 24 * 3600 * 1000;

/** Prefixes from the goods id: 7919 is prime to 10^6, so no two goods share one. */
export async function setTracePrefixes(tx: Tx | Db): Promise<number> {
  const rows = await tx
    .update(goods)
    .set({ tracePrefix: sql`'8' || lpad(((${goods.id} * 7919) % 1000000)::text, 6, '0')` })
    .where(and(eq(goods.needsTraceCode, true), isNull(goods.tracePrefix)))
    .returning({ id: goods.id });
  return rows.length;
}

/** A demo code: prefix, 9-digit serial, 4 check digits (a weighted sum, as a scanner would test it). */
export function demoTraceCode(prefix: string, serial: number): string {
  const body = `${prefix}${String(serial).padStart(9, '0')}`;
  const check = [...body].reduce((s, d, i) => s + Number(d) * (i + 3) ** 2, 0) % 10_000;
  return `${body}${String(check).padStart(4, '0')}`;
}

export const DEMO_TRACE_ORDER_NO = 'ZS20261126000001';

export async function insertTraceDemo(tx: Tx, now = new Date()): Promise<boolean> {
  const [buyer] = await tx
    .select({ companyId: users.companyId, userId: users.id })
    .from(users)
    .where(eq(users.username, 'demo'));
  const [packer] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.username, 'warehouse'));
  const [g] = await tx
    .select()
    .from(goods)
    .where(
      and(
        isNotNull(goods.tracePrefix),
        eq(goods.isHidden, false),
        eq(goods.isColdChain, false),
        eq(goods.isSpecialCompound, false),
        eq(goods.activityType, 0),
        sql`${goods.stock} >= 20`,
      ),
    )
    .orderBy(asc(goods.id))
    .limit(1);
  if (!buyer || !packer || !g) return false;
  // Paid before the 30 days the console's reports and dashboard show (their figures stay
  // the tests' own), shipped within the days before an order completes by itself (its
  // points would change demo's balance): a back-ordered line that left two days ago.
  const paidAt = new Date(now.getTime() - 33 * DAY);
  const shippedAt = new Date(now.getTime() - 2 * DAY);
  const order = await insertPaidOrder(tx, {
    buyer,
    goods: g,
    quantity: 4,
    unitPriceFen: g.priceFen,
    orderNo: DEMO_TRACE_ORDER_NO,
    key: 'seed-trace-shipped',
    paidAt,
    status: 'paid',
    payMethod: 'balance',
  });
  if (!order) return false;
  await shipDemoParcel(tx, {
    orderId: order.id,
    goods: g,
    packerId: packer.id,
    shippedAt,
    trackingNo: 'SF1426118800371',
    firstSerial: 900_000_000 + g.id * 100,
    uploadRef: `LOG-CK${DEMO_TRACE_ORDER_NO}`,
  });
  return true;
}

/** A database seeded before 追溯码: prefixes for the flagged goods, and demo's shipped order. */
export async function seedTraceIfMissing(db: Db): Promise<boolean> {
  // Only a demo shop's goods get made-up prefixes, never an operator's.
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
  if (!demo) return false;
  const prefixed = await setTracePrefixes(db);
  const [done] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderNo, DEMO_TRACE_ORDER_NO));
  if (done) return prefixed > 0;
  const made = await db.transaction((tx) => insertTraceDemo(tx));
  return made || prefixed > 0;
}

/**
 * Ships every line of a seeded paid order in one 顺丰 parcel at `shippedAt`,
 * with a 追溯码 per unit when the goods has a prefix (and the upload on
 * record): what the packing page and its ship would have written.
 */
export async function shipDemoParcel(
  tx: Tx,
  p: {
    orderId: number;
    goods: { id: number; tracePrefix: string | null };
    packerId: number;
    shippedAt: Date;
    trackingNo: string;
    firstSerial: number;
    uploadRef: string;
  },
) {
  const [parcel] = await tx
    .insert(shipments)
    .values({
      orderId: p.orderId,
      carrier: '顺丰速运',
      trackingNo: p.trackingNo,
      createdAt: p.shippedAt,
    })
    .returning();
  await tx
    .update(orders)
    .set({
      status: 'shipped',
      shippedAt: p.shippedAt,
      carrier: parcel!.carrier,
      trackingNo: parcel!.trackingNo,
    })
    .where(eq(orders.id, p.orderId));
  const [line] = await tx
    .update(orderLines)
    .set({ shipmentId: parcel!.id })
    .where(eq(orderLines.orderId, p.orderId))
    .returning();
  const prefix = p.goods.tracePrefix;
  if (!prefix) return;
  const lots = await tx
    .select()
    .from(orderLineLots)
    .where(eq(orderLineLots.orderLineId, line!.id))
    .orderBy(asc(orderLineLots.id));
  let serial = p.firstSerial;
  const codes = lots.flatMap((lot) =>
    Array.from({ length: lot.quantity }, (_, i) => ({
      code: demoTraceCode(prefix, ++serial),
      orderId: p.orderId,
      orderLineId: line!.id,
      lotId: lot.lotId,
      goodsId: p.goods.id,
      shipmentId: parcel!.id,
      scannedBy: p.packerId,
      scannedAt: new Date(p.shippedAt.getTime() - (10 - (i % 10)) * 60_000),
    })),
  );
  await tx.insert(traceCodes).values(codes);
  await tx.insert(traceUploads).values({
    shipmentId: parcel!.id,
    status: 'uploaded',
    attempts: 1,
    receipt: `${p.uploadRef}-${parcel!.id}`,
    updatedAt: p.shippedAt,
  });
}
