import { randomInt } from 'node:crypto';
import { formatYuan } from '@shop/domain';
import type { DbOrTx } from '../../db/client.ts';
import { loginRequired, notFound, Refused } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { AddressService } from '../address/index.ts';
import type { AddLine } from '../cart/index.ts';
import type { CheckoutService, LineWithGoods } from '../checkout/index.ts';
import type { InventoryService } from '../inventory/index.ts';
import { type OrderRow, orderRepo } from './repo.ts';

// Placing an order from cart lines: the order's part of checkout's funnel
// (its own writes: the order row, the stock), inside one transaction.

export type CreateOrder = {
  ids: number[];
  addressId: number;
  /** undefined: the best usable coupon (as step 2 shows); 0: none. */
  couponId: number | undefined;
  /** The cash voucher chosen at step 2; undefined: none. */
  voucherId?: number | undefined;
  invoiceType: number;
  remark: string;
  key: string;
};

/** The cart as the order sees it: a narrow port, so the order never reaches into cart lines. */
export type CartPort = {
  claimForOrder(tx: DbOrTx, buyer: Buyer, ids: number[]): Promise<LineWithGoods[] | null>;
  /** The user's cart in this store changed (an order took lines): its cached quantities go. */
  changed(userId: number, companyId: number): Promise<void>;
  linesOf(buyer: Buyer, ids: number[]): Promise<LineWithGoods[]>;
  addMany(
    buyer: Buyer,
    adds: AddLine[],
  ): Promise<{ total: number; added: number; skipped: { name: string; reason: string }[] }>;
};

/** An order number: the time to the second, then 8 random digits. */
export function orderNo(now: Date): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  const stamp = `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}`;
  return `${stamp}${p(randomInt(0, 100_000_000), 8)}`;
}

/**
 * Why a sub-account's order of `payFen` waits for its main account (待审批):
 * above its per-order limit, or taking its calendar month above its monthly
 * limit (the orders counted are read under the login's row lock, so two
 * orders placed at once are counted one after the other); null: it does not.
 */
export async function overLimit(
  tx: DbOrTx,
  userId: number,
  limits: { orderLimitFen: number; monthLimitFen: number },
  payFen: number,
): Promise<string | null> {
  if (limits.orderLimitFen > 0 && payFen > limits.orderLimitFen)
    return `超出单笔限额 ¥${formatYuan(limits.orderLimitFen)}`;
  if (limits.monthLimitFen > 0) {
    const spent = await orderRepo(tx).monthSpent(userId);
    if (spent + payFen > limits.monthLimitFen)
      return `超出本月限额 ¥${formatYuan(limits.monthLimitFen)}（本月已下单 ¥${formatYuan(spent)}）`;
  }
  return null;
}

/** The order of these cart lines, placed by checkout's funnel; the transaction is the caller's. */
export function placeFromCart({
  cart,
  checkout,
  addresses,
  inventory,
  awaiting,
}: {
  cart: CartPort;
  checkout: CheckoutService;
  addresses: AddressService;
  inventory: InventoryService;
  /** An order went to 待审批: the approver hears of it, in the order's transaction. */
  awaiting?: (tx: DbOrTx, order: OrderRow) => Promise<void>;
}) {
  /**
   * One transaction: the cart lines are claimed first (a line another
   * request ordered is gone, and the order fails), then checkout's funnel
   * checks every rule on rows read now, prices, claims with conditional
   * writes, and asks for the order and its stock to be written.
   */
  return async function createIn(
    tx: DbOrTx,
    buyer: Buyer,
    input: CreateOrder,
    minutes: number,
    undo: (() => Promise<void>)[],
  ) {
    const limits = await orderRepo(tx).holdUser(buyer.user.id, buyer.user.isMain);
    if (!limits) throw loginRequired();
    const rows = await cart.claimForOrder(tx, buyer, input.ids);
    if (!rows) throw new Refused({ reason: 'lines_gone' });
    // 含特殊药品复方制剂 (packages hold none): own funds only, to the registered address.
    const special = rows.find((r) => r.goods.isSpecialCompound)?.goods;
    let order: OrderRow | undefined;
    const { lines } = await checkout.place(
      tx,
      buyer,
      rows,
      {
        ...(input.couponId === undefined ? {} : { couponId: input.couponId || null }),
        voucherId: input.voucherId ?? null,
        more: {
          address: addresses.snapshotPart(buyer.company.id, input.addressId),
          registered: addresses.registeredPart(buyer.company.id, input.addressId),
        },
        undo,
      },
      {
        accept: ({ address, registered }) => {
          if (!address) throw notFound('收货地址');
          if (special && !registered)
            throw new Refused({
              reason: 'special_address',
              goodsId: special.id,
              name: special.name,
              unit: special.unit,
            });
        },
        async write({ summary: s }, drafts, { address }) {
          const now = new Date();
          const waits = buyer.user.isMain
            ? null
            : await overLimit(tx, buyer.user.id, limits, s.payFen);
          order = await orderRepo(tx).insertWithLines(
            {
              orderNo: orderNo(now),
              companyId: buyer.company.id,
              userId: buyer.user.id,
              idempotencyKey: input.key,
              goodsFen: s.goodsFen,
              reductionFen: s.reductionFen,
              couponFen: s.couponFen,
              shippingFen: s.shippingFen,
              payFen: s.payFen,
              couponId: s.coupon?.id ?? null,
              voucherFen: s.voucherFen,
              voucherId: s.voucher?.id ?? null,
              invoiceType: input.invoiceType,
              remark: input.remark,
              address: address!,
              ownFundsOnly: special !== undefined,
              expiresAt: new Date(now.getTime() + minutes * 60_000),
              ...(waits ? { status: 'awaiting_approval', approvalReason: waits } : {}),
            },
            drafts,
          );
          return { id: order.id, no: order.orderNo };
        },
        takeStock: (drafts, no) => inventory.take(tx, drafts, no),
      },
    );
    if (order!.status === 'awaiting_approval') await awaiting?.(tx, order!);
    return { order: order!, goodsIds: lines.map((l) => l.goodsId) };
  };
}
