import type { LinePromo } from '@shop/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  addresses,
  orderLines,
  orders,
  payments,
  walletLedger,
  wallets,
} from '../db/schema/index.ts';
import { inventoryModule } from '../modules/inventory/index.ts';
import { pointsModule } from '../modules/points/index.ts';

// A paid demo order, recorded the way the shop records one: the order and its
// line, the stock taken, the payment and, paid from the wallet, the debit with
// its ledger entry; once completed, its points. Demo data written any other
// way leaves the balance and the ledger disagreeing.

export type SeedGoods = {
  id: number;
  name: string;
  manufacturer: string;
  specification: string;
  unit: string;
};

export type SeedPaidOrder = {
  buyer: { companyId: number; userId: number };
  goods: SeedGoods;
  quantity: number;
  unitPriceFen: number;
  orderNo: string;
  /** Seeds' idempotency keys: the order's, and `${key}-pay` for the payment. */
  key: string;
  paidAt: Date;
  status: 'grouping' | 'paid' | 'completed';
  /** The wallet, the online sandbox (no wallet entry), or 挂账 (the caller records the credit entry). */
  payMethod: 'balance' | 'sandbox' | 'credit';
  completedAt?: Date;
  /** The promotion that priced the line (拼团, 新人价), as an order records it. */
  promo?: LinePromo;
};

/** The order, or null when the buyer has no address to ship to. */
export async function insertPaidOrder(tx: Tx, o: SeedPaidOrder) {
  const [address] = await tx
    .select()
    .from(addresses)
    .where(eq(addresses.companyId, o.buyer.companyId))
    .limit(1);
  if (!address) return null;
  const amountFen = o.unitPriceFen * o.quantity;
  const [order] = await tx
    .insert(orders)
    .values({
      orderNo: o.orderNo,
      companyId: o.buyer.companyId,
      userId: o.buyer.userId,
      idempotencyKey: o.key,
      status: o.status,
      goodsFen: amountFen,
      reductionFen: 0,
      couponFen: 0,
      shippingFen: 0,
      payFen: amountFen,
      paidFen: amountFen,
      payMethod: o.payMethod,
      address: {
        name: address.name,
        phone: address.phone,
        region: address.region,
        detail: address.detail,
      },
      expiresAt: new Date(o.paidAt.getTime() + 30 * 60_000),
      paidAt: o.paidAt,
      completedAt: o.completedAt ?? null,
      createdAt: new Date(o.paidAt.getTime() - 60_000),
    })
    .returning();
  const g = o.goods;
  await tx.insert(orderLines).values({
    orderId: order!.id,
    goodsId: g.id,
    name: g.name,
    manufacturer: g.manufacturer,
    specification: g.specification,
    unit: g.unit,
    quantity: o.quantity,
    unitPriceFen: o.unitPriceFen,
    amountFen,
    promo: o.promo ?? null,
  });
  // Lot by lot, first expiry first, as the shop takes it (the line records its lots).
  const short = await inventoryModule().service.take(
    tx,
    [{ goodsId: g.id, quantity: o.quantity }],
    o.orderNo,
  );
  if (short) throw new Error(`demo order ${o.orderNo}: goods ${g.id} has only ${short.available}`);
  if (o.payMethod === 'balance') await debitWallet(tx, o, order!.id, amountFen);
  await tx.insert(payments).values({
    tradeNo: `P${o.paidAt.getTime()}${o.key}`,
    orderId: order!.id,
    companyId: o.buyer.companyId,
    provider: o.payMethod,
    amountFen,
    status: 'succeeded',
    idempotencyKey: `${o.key}-pay`,
    paidAt: o.paidAt,
    createdAt: o.paidAt,
  });
  if (o.status === 'completed') {
    await pointsModule({ db: tx }).service.earn(tx, order!);
  }
  return order!;
}

async function debitWallet(tx: Tx, o: SeedPaidOrder, orderId: number, amountFen: number) {
  const [w] = await tx
    .update(wallets)
    .set({ balanceFen: sql`${wallets.balanceFen} - ${amountFen}` })
    .where(eq(wallets.companyId, o.buyer.companyId))
    .returning({ balance: wallets.balanceFen });
  if (!w) throw new Error(`seed: company ${o.buyer.companyId} has no wallet`);
  await tx.insert(walletLedger).values({
    companyId: o.buyer.companyId,
    amountFen: -amountFen,
    balanceAfterFen: w.balance,
    kind: 2,
    orderId,
    remark: `支付订单 ${o.orderNo}`,
  });
}
