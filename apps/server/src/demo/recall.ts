import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import {
  auditLog,
  goods,
  goodsLots,
  orderLineLots,
  orderLines,
  staffUsers,
  users,
} from '../db/schema/index.ts';
import { inventoryModule } from '../modules/inventory/index.ts';
import { messagesModule } from '../modules/messages/index.ts';
import { recallNotice } from '../modules/quality/index.ts';
import { insertPaidOrder } from './paid-order.ts';
import { plainOtcGoods } from './plain-goods.ts';
import { hashStaffPasswords } from './staff.ts';
import { shipDemoParcel } from './trace.ts';

// A recall (召回) in the demo shop: an OTC goods sold to demo (two orders)
// and to clinic (one), all shipped and received (with their 追溯码), from the
// same lot, which the quality manager then froze for recall. The recall
// report has rows and demo's and clinic's messages hold the notice. The goods
// is the first (by id) that fits, so the seed stays the same run to run.

const DAY = 86_400_000;
export const DEMO_RECALL_REASON = '省药品检验所抽检：溶出度不符合规定，生产企业主动召回';
/** Who froze it: the demo's quality manager (staff.ts). */
const QUALITY = { username: 'quality', role: 'quality' };

const SALES = [
  // Older than the 30 days the console's reports and dashboard show, as invoice.ts's orders,
  // so their figures stay those of the tests' own orders.
  { username: 'demo', quantity: 20, days: 48 },
  { username: 'demo', quantity: 10, days: 40 },
  { username: 'clinic', quantity: 12, days: 36 },
];

/** A visible plain OTC goods whose first lot out holds enough for every sale, skipping the first two goods other demos sell. */
async function recallGoods(tx: Tx) {
  const need = SALES.reduce((n, s) => n + s.quantity, 0);
  const [g] = await tx
    .select()
    .from(goods)
    .where(
      and(
        plainOtcGoods(),
        eq(goods.warehouseId, 1),
        sql`${goods.id} > 2`,
        sql`NOT EXISTS (SELECT 1 FROM goods_lots n WHERE n.goods_id = ${goods.id} AND n.state <> 'selling')`,
        sql`(SELECT l.quantity FROM goods_lots l WHERE l.goods_id = ${goods.id} AND l.state = 'selling'
          ORDER BY l.expiry_date, l.received_at, l.id LIMIT 1) >= ${need}`,
      ),
    )
    .orderBy(asc(goods.id))
    .limit(1);
  return g ?? null;
}

export async function insertRecallDemo(tx: Tx, now = new Date()): Promise<void> {
  const g = await recallGoods(tx);
  const people = await tx
    .select({ username: users.username, userId: users.id, companyId: users.companyId })
    .from(users)
    .where(inArray(users.username, ['demo', 'clinic']));
  const [packer] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.username, 'warehouse'));
  if (!g || people.length < 2 || !packer) return;
  const made: { companyId: number; id: number; orderNo: string; shipped: boolean }[] = [];
  for (const [i, s] of SALES.entries()) {
    const buyer = people.find((p) => p.username === s.username)!;
    const paidAt = new Date(now.getTime() - s.days * DAY);
    const order = await insertPaidOrder(tx, {
      buyer,
      goods: {
        id: g.id,
        name: g.name,
        manufacturer: g.manufacturer,
        specification: g.specification,
        unit: g.unit,
      },
      quantity: s.quantity,
      unitPriceFen: g.priceFen,
      orderNo: `RC${paidAt.getTime()}${i}`,
      key: `seed-recall-${i}`,
      paidAt,
      status: 'paid',
      payMethod: 'sandbox',
    });
    if (!order) continue;
    // Received: a back-ordered parcel that left two days ago (within the days
    // before an order completes by itself, whose points would change demo's).
    await shipDemoParcel(tx, {
      orderId: order.id,
      goods: g,
      packerId: packer.id,
      shippedAt: new Date(now.getTime() - 2 * DAY + i * 3_600_000),
      trackingNo: `SF14261188004${i}`,
      firstSerial: 910_000_000 + i * 1_000,
      uploadRef: `LOG-CK${order.orderNo}`,
    });
    made.push({ companyId: buyer.companyId, id: order.id, orderNo: order.orderNo, shipped: true });
  }
  const [first] = made;
  if (!first) return;
  const [taken] = await tx
    .select({ lotId: orderLineLots.lotId })
    .from(orderLineLots)
    .innerJoin(orderLines, eq(orderLines.id, orderLineLots.orderLineId))
    .where(eq(orderLines.orderId, first.id))
    .orderBy(asc(orderLineLots.id))
    .limit(1);
  if (!taken) return;
  const c = await inventoryModule().service.freeze(tx, taken.lotId, {
    kind: 'recall',
    reason: DEMO_RECALL_REASON,
    staff: QUALITY.username,
  });
  const notify = messagesModule({ db: tx }).service.notify;
  for (const companyId of [...new Set(made.map((m) => m.companyId))])
    await notify(
      tx,
      companyId,
      recallNotice({
        goodsName: g.name,
        spec: g.specification,
        manufacturer: g.manufacturer,
        lotNo: c.after.lotNo,
        reason: DEMO_RECALL_REASON,
        orders: made.filter((m) => m.companyId === companyId),
      }),
    );
  const [staff] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.username, QUALITY.username));
  await tx.insert(auditLog).values({
    staffId: staff?.id ?? null,
    ...QUALITY,
    action: 'lot.freeze',
    targetType: 'goods_lot',
    targetId: String(taken.lotId),
    before: { state: 'selling', freeze_kind: null, reason: '', quantity: c.before.quantity },
    after: {
      state: 'frozen',
      freeze_kind: 'recall',
      reason: DEMO_RECALL_REASON,
      quantity: c.after.quantity,
      stock_change: c.change,
      companies_told: new Set(made.map((m) => m.companyId)).size,
    },
  });
}

/**
 * A demo database seeded before 质量管理: the `quality` staff login, and the
 * recalled lot once (a lot frozen for recall marks it done).
 */
export async function seedRecallIfMissing(db: Db): Promise<boolean> {
  const [staff] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.username, QUALITY.username));
  const [recalled] = await db
    .select({ id: goodsLots.id })
    .from(goodsLots)
    .where(eq(goodsLots.freezeKind, 'recall'))
    .limit(1);
  if (staff && recalled) return false;
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
  if (!demo) return false;
  const hashes = staff ? [] : await hashStaffPasswords();
  await db.transaction(async (tx) => {
    if (!staff)
      await tx
        .insert(staffUsers)
        .values({ username: 'quality', name: '郑质管', role: 'quality', passwordHash: hashes[0]! });
    if (!recalled) await insertRecallDemo(tx);
  });
  return true;
}
