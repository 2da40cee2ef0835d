import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import {
  creditEntries,
  creditLines,
  creditStatements,
  goods,
  staffUsers,
  users,
} from '../db/schema/index.ts';
import { addDays, beijingDay, lastStatementDate } from '../modules/credit/index.ts';
import { insertPaidOrder } from './paid-order.ts';
import { plainOtcGoods } from './plain-goods.ts';
import { shipDemoParcel } from './trace.ts';

// 账期 in the demo shop: demo has a 月结 line (statement day 1, 30 days to
// pay) and two orders paid on credit last month, closed into one statement
// on the last statement day (both shipped since), waiting for demo to confirm and repay. The due
// date is ahead, so demo may still pay new orders on credit.

const DAY = 86_400_000;
const LIMIT_FEN = 5_000_000;
const SALES = [
  { quantity: 12, days: 40 },
  { quantity: 8, days: 35 },
];

/** A visible plain OTC goods with a selling lot holding enough, from the end of the list (other demos take the first). */
async function creditGoods(tx: Tx) {
  const need = SALES.reduce((n, s) => n + s.quantity, 0);
  const [g] = await tx
    .select()
    .from(goods)
    .where(
      and(
        plainOtcGoods(),
        eq(goods.warehouseId, 1),
        sql`(SELECT coalesce(sum(l.quantity), 0) FROM goods_lots l WHERE l.goods_id = ${goods.id} AND l.state = 'selling') >= ${need}`,
      ),
    )
    .orderBy(desc(goods.id))
    .limit(1);
  return g ?? null;
}

export async function insertCreditDemo(tx: Tx, now = new Date()): Promise<void> {
  const [buyer] = await tx
    .select({ userId: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(users.username, 'demo'));
  const g = await creditGoods(tx);
  const [packer] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.username, 'warehouse'));
  if (!buyer || !g || !packer) return;
  const today = beijingDay(now);
  const periodEnd = lastStatementDate(today, 1);
  const startDate = addDays(today, -60);
  const charges: { orderId: number; fen: number; orderNo: string; at: Date }[] = [];
  for (const [i, s] of SALES.entries()) {
    const paidAt = new Date(now.getTime() - s.days * DAY);
    const order = await insertPaidOrder(tx, {
      buyer,
      goods: g,
      quantity: s.quantity,
      unitPriceFen: g.priceFen,
      orderNo: `CR${paidAt.getTime()}${i}`,
      key: `seed-credit-${i}`,
      paidAt,
      status: 'paid',
      payMethod: 'credit',
    });
    if (!order) continue;
    // Shipped in the last days (as recall.ts's orders): not yet auto-confirmed, so demo's points stay.
    await shipDemoParcel(tx, {
      orderId: order.id,
      goods: g,
      packerId: packer.id,
      shippedAt: new Date(now.getTime() - (3 - i) * DAY),
      trackingNo: `SF14261199005${i}`,
      firstSerial: 920_000_000 + i * 1_000,
      uploadRef: `LOG-CK${order.orderNo}`,
    });
    charges.push({ orderId: order.id, fen: order.payFen, orderNo: order.orderNo, at: paidAt });
  }
  const used = charges.reduce((n, c) => n + c.fen, 0);
  await tx.insert(creditLines).values({
    companyId: buyer.companyId,
    limitFen: LIMIT_FEN,
    usedFen: used,
    terms: 'monthly',
    statementDay: 1,
    payDays: 30,
    startDate,
    createdAt: new Date(now.getTime() - 60 * DAY),
    updatedAt: new Date(now.getTime() - 60 * DAY),
  });
  const [statement] = await tx
    .insert(creditStatements)
    .values({
      companyId: buyer.companyId,
      statementNo: `DZ${periodEnd.replace(/-/g, '')}${String(buyer.companyId).padStart(6, '0')}`,
      periodStart: startDate,
      periodEnd,
      dueDate: addDays(periodEnd, 30),
      openingFen: 0,
      chargesFen: used,
      refundsFen: 0,
      repaidFen: 0,
      closingFen: used,
      closedAt: new Date(`${periodEnd}T00:00:00+08:00`),
    })
    .returning();
  for (const c of charges)
    await tx.insert(creditEntries).values({
      companyId: buyer.companyId,
      kind: 'charge',
      amountFen: c.fen,
      orderId: c.orderId,
      remark: `挂账订单 ${c.orderNo}`,
      statementId: statement!.id,
      createdAt: c.at,
    });
}

/** A demo database seeded before 账期: demo's line and statement, once. */
export async function seedCreditIfMissing(db: Db): Promise<boolean> {
  const [demo] = await db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.username, 'demo'));
  if (!demo) return false;
  const [line] = await db
    .select({ id: creditLines.companyId })
    .from(creditLines)
    .where(eq(creditLines.companyId, demo.companyId));
  if (line) return false;
  await db.transaction((tx) => insertCreditDemo(tx));
  return true;
}
