import type { Order, OrderCheck, OrderPage } from '@shop/contract';
import { invoiceTypes } from '@shop/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import { assertCan, ownOrders } from '../../http/session.ts';
import type { AddressService } from '../address/index.ts';
import {
  type CheckoutService,
  presentActivities,
  presentCoupons,
  presentLines,
  presentSummary,
  presentVouchers,
} from '../checkout/index.ts';
import type { InventoryService } from '../inventory/index.ts';
import type { PointsService } from '../points/index.ts';
import { afterSaleLinesPort } from './aftersale-repo.ts';
import { groupOrders, type OrderHooks } from './group-orders.ts';
import { type CartPort, type CreateOrder, orderNo, placeFromCart } from './place-order.ts';
import type { OrderRefunds } from './refunds.ts';
import { type OrderRow, type OrderStatus, orderRepo } from './repo.ts';
import { serializeOrder } from './serialize.ts';

export type { CartPort, CreateOrder } from './place-order.ts';

export const ORDER_PAGE_SIZE = 10;

type Deps = {
  db: Db;
  cart: CartPort;
  /** Stock shown on goods objects changed: the catalogue forgets those goods. */
  goodsChanged(goodsIds: number[]): Promise<void>;
  checkout: CheckoutService;
  inventory: InventoryService;
  addresses: AddressService;
  /** Credits a completed order's points inside the transaction that completes it. */
  points: Pick<PointsService, 'earn'>;
  /** The operator's unpaid-order minutes (site settings). */
  payMinutes: () => Promise<number>;
  /** Modules following orders (group-buy, 满额返), through the order events (events.ts). */
  hooks?: OrderHooks;
  /** The purchase contract's gate (modules/agreement): 459 until the company signed it. */
  contractSigned?: (buyer: Buyer) => Promise<void>;
  /** What the refunding modules have sent back for an order (its detail's 已退款). */
  refundsOf: OrderRefunds;
  /** A sub-account's order went to 待审批: the approver hears of it (approvals.ts). */
  awaiting?: (tx: DbOrTx, order: OrderRow) => Promise<void>;
};

export function orderService({
  db,
  cart,
  goodsChanged,
  checkout,
  inventory,
  addresses,
  points,
  payMinutes,
  hooks = {},
  contractSigned,
  refundsOf,
  awaiting,
}: Deps) {
  async function detailOf(tx: DbOrTx, o: OrderRow): Promise<Order> {
    const repo = orderRepo(tx);
    const [lines, names, refunds] = await Promise.all([
      repo.lines([o.id]),
      repo.userNames([o.userId]),
      refundsOf(tx, o.id),
    ]);
    const lots = await inventory.linesLots(
      tx,
      lines.map((l) => l.id),
    );
    return serializeOrder(o, lines, names.get(o.userId), refunds, lots);
  }

  async function mine(buyer: Buyer, id: number, tx: DbOrTx = db) {
    const o = await orderRepo(tx).find(ownOrders(buyer), id);
    if (!o) throw notFound('订单');
    return o;
  }

  /** Gives back what a cancelled order held: its stock, then what checkout's funnel claimed. */
  async function giveBackIn(tx: DbOrTx, cancelled: OrderRow, staff?: string) {
    const lines = await orderRepo(tx).lines([cancelled.id]);
    await inventory.giveBack(tx, lines, {
      kind: 'cancel',
      ref: cancelled.orderNo,
      ...(staff ? { staff } : {}),
    });
    await checkout.release(tx, { orderId: cancelled.id, companyId: cancelled.companyId }, lines);
    return { order: cancelled, goodsIds: lines.map((l) => l.goodsId) };
  }

  /**
   * shipped -> completed with the order's points, in one transaction: the
   * conditional status change lets one of two concurrent completions through,
   * and only that one credits. Null when the order was not shipped.
   */
  function completeNow(id: number) {
    return db.transaction(async (tx) => {
      const done = await orderRepo(tx).complete(id);
      if (done) {
        await points.earn(tx, done);
        await hooks.completed?.(tx, done);
      }
      return done;
    });
  }

  /** Cancels an unpaid order and gives back what it held; null when it was not unpaid. */
  async function cancelIn(
    tx: DbOrTx,
    id: number,
    reason: string,
    staff?: string,
    dueBefore?: Date,
  ) {
    const cancelled = await orderRepo(tx).cancel(id, reason, dueBefore);
    if (cancelled) await hooks.cancelledUnpaid?.(tx, cancelled);
    return cancelled ? giveBackIn(tx, cancelled, staff) : null;
  }

  /** After a cancel committed: the caches of its coupons and goods forget them. */
  async function cancelled(done: { order: OrderRow; goodsIds: number[] }) {
    checkout.couponsChanged(done.order.companyId);
    await goodsChanged(done.goodsIds);
  }

  /** Cancels an unpaid order in its own transaction, then tells the caches; null when it was not unpaid. */
  async function cancelNow(id: number, reason: string, dueBefore?: Date) {
    const done = await db.transaction((tx) => cancelIn(tx, id, reason, undefined, dueBefore));
    if (!done) return null;
    await cancelled(done);
    return done.order;
  }

  const createIn = placeFromCart({ cart, checkout, addresses, inventory, awaiting });

  const created = (o: OrderRow) => ({
    id: o.id,
    order_no: o.orderNo,
    pay_amount: serializeOrder(o, []).pay_amount,
  });

  return {
    /** Order lines' claimed quantity and refunded money, for the after-sales module. */
    afterSales: afterSaleLinesPort,
    cancelNow,
    /** For staff cancels: the same give-back inside the console's transaction. */
    cancelIn,
    giveBackIn,
    cancelled,
    mine,
    detailOf,

    /** The buyer's order by id, for the payment module, inside its transaction. */
    find: (tx: DbOrTx, buyer: Buyer, id: number) => orderRepo(tx).find(ownOrders(buyer), id),
    /** unpaid -> paid; null when the order was not unpaid any more. */
    markPaid: async (tx: DbOrTx, id: number, method: string, paidFen: number) => {
      const paid = await orderRepo(tx).markPaid(id, method, paidFen);
      return paid && hooks.paid ? hooks.paid(tx, paid) : paid;
    },
    /** Waits for a bank transfer until `until` (待确认到账); null when the order is not unpaid. */
    holdForTransfer: (tx: DbOrTx, id: number, until: Date) =>
      orderRepo(tx).holdForTransfer(id, until),
    /** Group-buy orders: placed outside the cart, held until the group fills. */
    group: groupOrders(inventory, orderNo),
    /** The company's orders per status (all its buyers), inside the caller's transaction. */
    statusCounts: (tx: DbOrTx, companyId: number) => orderRepo(tx).counts({ companyId }),
    /** An order of a company, for a payment provider's callback (no session). */
    ofCompany: (tx: DbOrTx, companyId: number, id: number) => orderRepo(tx).find({ companyId }, id),

    /** Step 2: what the order of these lines would be, with the choices to make. */
    async check(
      buyer: Buyer,
      ids: number[],
      couponId: number | undefined,
      addressId: number | undefined,
      voucherId?: number | undefined,
    ): Promise<OrderCheck> {
      checkout.assertMayBuy(buyer);
      assertCan(buyer, 'order');
      const rows = await cart.linesOf(buyer, ids);
      if (rows.length !== ids.length) throw notFound('购物车商品');
      const list = await addresses.list(buyer.company.id);
      if (addressId !== undefined && !list.some((a) => a.id === addressId))
        throw notFound('收货地址');
      const priced = await checkout.check(buyer, rows, {
        ...(couponId === undefined ? {} : { couponId: couponId || null }),
        voucherId: voucherId || null,
      });
      return {
        lines: presentLines(buyer, rows, priced),
        addresses: list,
        address_id: addressId ?? list.find((a) => a.is_default === 1)?.id ?? 0,
        coupons: presentCoupons(priced),
        vouchers: presentVouchers(priced),
        manjians: presentActivities(priced),
        summary: presentSummary(priced.summary, rows.length),
        invoice_types: invoiceTypes.map((t) => ({ ...t })),
      };
    },

    /**
     * The same key returns the first order, whatever happens in between. The
     * key is looked up only when the transaction fails: a replay finds its
     * cart lines gone (or the key taken) and gets the first order.
     */
    async create(buyer: Buyer, input: CreateOrder) {
      checkout.assertMayBuy(buyer);
      assertCan(buyer, 'order');
      await contractSigned?.(buyer);
      // Reservations made outside the database (the flash counter) that a failed transaction gives back.
      const undo: (() => Promise<void>)[] = [];
      try {
        const minutes = await payMinutes();
        const { order, goodsIds } = await db.transaction((tx) =>
          createIn(tx, buyer, input, minutes, undo),
        );
        await Promise.all([cart.changed(buyer.user.id, buyer.company.id), goodsChanged(goodsIds)]);
        if (order.couponId || order.voucherId) checkout.couponsChanged(buyer.company.id);
        return created(order);
      } catch (e) {
        await Promise.all(undo.map((f) => f()));
        const first = await orderRepo(db).byKey(buyer.company.id, input.key);
        if (first) return created(first);
        throw e;
      }
    },

    async list(
      buyer: Buyer,
      status: OrderStatus | 'all',
      keywords: string,
      pageNo: number,
    ): Promise<OrderPage> {
      const repo = orderRepo(db);
      const scope = ownOrders(buyer);
      const [{ rows, total }, counts] = await Promise.all([
        repo.page(scope, status, keywords, ORDER_PAGE_SIZE, (pageNo - 1) * ORDER_PAGE_SIZE),
        repo.counts(scope),
      ]);
      const [lines, names] = await Promise.all([
        repo.lines(rows.map((r) => r.id)),
        repo.userNames(rows.map((r) => r.userId)),
      ]);
      return {
        ...page(
          rows.map((o) =>
            serializeOrder(
              o,
              lines.filter((l) => l.orderId === o.id),
              names.get(o.userId),
            ),
          ),
          total,
          pageNo,
          ORDER_PAGE_SIZE,
        ),
        counts: {
          awaiting_approval: counts.awaiting_approval ?? 0,
          unpaid: counts.unpaid ?? 0,
          paid: counts.paid ?? 0,
          shipped: counts.shipped ?? 0,
          completed: counts.completed ?? 0,
          cancelled: counts.cancelled ?? 0,
          grouping: counts.grouping ?? 0,
        },
      };
    },

    async detail(buyer: Buyer, id: number) {
      return detailOf(db, await mine(buyer, id));
    },

    async cancel(buyer: Buyer, id: number) {
      // Cancelling gives back stock and coupons of an order: an ordering right.
      assertCan(buyer, 'order');
      const o = await mine(buyer, id);
      if (o.status !== 'unpaid' && o.status !== 'awaiting_approval')
        throw new AppError(
          'conflict',
          `订单${o.status === 'cancelled' ? '已取消' : '已支付'}，不能取消`,
        );
      const cancelled = await cancelNow(o.id, '买家取消');
      if (!cancelled) throw new AppError('conflict', '订单状态已变化，请刷新');
      return detailOf(db, cancelled);
    },

    async buyAgain(buyer: Buyer, id: number) {
      const o = await mine(buyer, id);
      const lines = await orderRepo(db).lines([o.id]);
      return cart.addMany(
        buyer,
        lines.map((l) => ({ goodsId: l.goodsId, number: l.quantity, isYj: false, type: 0 })),
      );
    },

    /** The goods and numbers of one of the company's orders (a standing list made from it). */
    async goodsOf(buyer: Buyer, id: number) {
      const o = await mine(buyer, id);
      return (await orderRepo(db).lines([o.id])).map((l) => ({
        goodsId: l.goodsId,
        quantity: l.quantity,
      }));
    },

    /** 确认收货: a shipped order of the buyer's becomes completed. */
    async confirm(buyer: Buyer, id: number) {
      assertCan(buyer, 'order');
      const o = await mine(buyer, id);
      const done = await completeNow(o.id);
      if (!done)
        throw new AppError(
          'conflict',
          o.status === 'completed' ? '订单已确认收货' : '订单尚未发货，不能确认收货',
        );
      return detailOf(db, done);
    },

    /** The background job: completes orders shipped `days` ago that nobody confirmed. */
    async completeDue(days: number, limit = 100): Promise<number> {
      let n = 0;
      for (const id of await orderRepo(db).dueForCompletion(days, limit))
        if (await completeNow(id)) n += 1;
      return n;
    },

    /** The background job: cancels unpaid orders past their time, a batch at a time. */
    async expireDue(limit = 100): Promise<number> {
      let n = 0;
      // Still past its time when cancelled: an approval meanwhile gave it a fresh window.
      for (const id of await orderRepo(db).dueForCancel(limit))
        if (await cancelNow(id, '超时未支付，系统自动取消', new Date())) n += 1;
      return n;
    },
  };
}

export type OrderService = ReturnType<typeof orderService>;
