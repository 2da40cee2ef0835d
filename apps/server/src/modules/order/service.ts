import { randomInt } from 'node:crypto';
import type { Order, OrderCheck, OrderPage } from '@shop/contract';
import { invoiceTypes } from '@shop/contract';
import type { LinePromo } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { AppError, notFound, Refused } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import { assertCan } from '../../http/session.ts';
import type { AddressService } from '../address/index.ts';
import type { AddLine } from '../cart/index.ts';
import {
  assertInScope,
  type CheckoutService,
  type LineWithGoods,
  presentActivities,
  presentCoupons,
  presentLines,
  presentSummary,
  presentVouchers,
  withOthers,
} from '../checkout/index.ts';
import type { InventoryService } from '../inventory/index.ts';
import type { PointsService } from '../points/index.ts';
import type { ActivityLine, PromotionService } from '../promotion/index.ts';
import { afterSaleLinesPort } from './aftersale-lines.ts';
import { groupOrders, type OrderHooks } from './group-orders.ts';
import { type OrderRow, type OrderScope, type OrderStatus, orderRepo } from './repo.ts';
import { serializeOrder } from './serialize.ts';

export const ORDER_PAGE_SIZE = 10;
const MAX_ORDER_FEN = 2_147_483_647;

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

/** An order line before it is written. */
export type DraftLine = {
  goodsId: number;
  name: string;
  manufacturer: string;
  specification: string;
  unit: string;
  quantity: number;
  unitPriceFen: number;
  amountFen: number;
  reductionFen: number;
  couponFen: number;
  voucherFen: number;
  activityId: number | null;
  combinationId: number | null;
  /** miaosha_goods_id of a flash line (kind 1). */
  flashGoodsId?: number | null;
  /** A 新人特价 line (kind 4). */
  newCustomer?: boolean;
  /** The cart line kind it was bought as (checkout's kinds). */
  kind?: number;
  /** The promotion that priced it; null or absent: the plain price. */
  promo?: LinePromo | null;
};

/**
 * A step that rewrites an order's draft lines before stock is taken, and
 * undoes its claims on cancel: combination packages (claimed, then split into
 * a line per goods), then 满赠 (earned gifts added at ¥0). Each step sees the
 * lines the one before it produced.
 */
export type LineExpander = {
  expand(
    tx: DbOrTx,
    companyId: number,
    lines: DraftLine[],
  ): Promise<{ lines: DraftLine[]; record(orderId: number): Promise<void> }>;
  release(tx: DbOrTx, orderId: number): Promise<void>;
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

type Deps = {
  db: Db;
  cart: CartPort;
  /** Stock shown on goods objects changed: the catalogue forgets those goods. */
  goodsChanged(goodsIds: number[]): Promise<void>;
  checkout: CheckoutService;
  inventory: InventoryService;
  promotion: PromotionService;
  addresses: AddressService;
  /** Credits a completed order's points inside the transaction that completes it. */
  points: Pick<PointsService, 'earn'>;
  /** The operator's unpaid-order minutes (site settings). */
  payMinutes: () => Promise<number>;
  /** Modules following orders (group-buy, 满额返), through the order events (events.ts). */
  hooks?: OrderHooks;
  /** Applied in order (modules/combination, then modules/gifts). */
  expanders: LineExpander[];
  /** The purchase contract's gate (modules/agreement): 459 until the company signed it. */
  contractSigned?: (buyer: Buyer) => Promise<void>;
};

/** The expanders as one: each expands what the previous produced; records and releases all. */
function chain(expanders: LineExpander[]): LineExpander {
  return {
    async expand(tx, companyId, lines) {
      let current = lines;
      const records: ((orderId: number) => Promise<void>)[] = [];
      for (const e of expanders) {
        const out = await e.expand(tx, companyId, current);
        current = out.lines;
        records.push(out.record);
      }
      return {
        lines: current,
        async record(orderId) {
          for (const r of records) await r(orderId);
        },
      };
    },
    async release(tx, orderId) {
      for (const e of expanders) await e.release(tx, orderId);
    },
  };
}

function orderNo(now: Date): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  const stamp = `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}`;
  return `${stamp}${p(randomInt(0, 100_000_000), 8)}`;
}

/** A sub-account without see_all_orders sees only the orders it placed. */
const scopeOf = (buyer: Buyer): OrderScope =>
  buyer.can.see_all_orders
    ? { companyId: buyer.company.id }
    : { companyId: buyer.company.id, userId: buyer.user.id };

/** What priced a cart line of these kinds; a package line is named where it is split (modules/combination). */
const KIND_PROMOS: Partial<Record<number, LinePromo>> = {
  1: { kind: 'flash' },
  4: { kind: 'new_customer' },
  5: { kind: 'tradeup' },
};

const activityLines = (lines: { goodsId: number; quantity: number; activityId: number | null }[]) =>
  lines.flatMap((l): ActivityLine[] =>
    l.activityId === null
      ? []
      : [{ activityId: l.activityId, goodsId: l.goodsId, quantity: l.quantity }],
  );

export function orderService({
  db,
  cart,
  goodsChanged,
  checkout,
  inventory,
  promotion,
  addresses,
  points,
  payMinutes,
  hooks = {},
  expanders,
  contractSigned,
}: Deps) {
  const packages = chain(expanders);
  async function detailOf(tx: DbOrTx, o: OrderRow): Promise<Order> {
    const repo = orderRepo(tx);
    const [lines, names] = await Promise.all([repo.lines([o.id]), repo.userNames([o.userId])]);
    return serializeOrder(o, lines, names.get(o.userId));
  }

  async function mine(buyer: Buyer, id: number, tx: DbOrTx = db) {
    const o = await orderRepo(tx).find(scopeOf(buyer), id);
    if (!o) throw notFound('订单');
    return o;
  }

  /** Gives back what a cancelled order held: its stock, its coupon, its activity limits. */
  async function giveBackIn(tx: DbOrTx, cancelled: OrderRow, staff?: string) {
    const lines = await orderRepo(tx).lines([cancelled.id]);
    await inventory.giveBack(tx, lines, {
      kind: 'cancel',
      ref: cancelled.orderNo,
      ...(staff ? { staff } : {}),
    });
    await promotion.releaseCoupon(tx, cancelled.id);
    await promotion.releaseLimits(tx, cancelled.companyId, activityLines(lines));
    await packages.release(tx, cancelled.id);
    await checkout.releaseKinds(tx, cancelled.companyId, lines);
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
  async function cancelIn(tx: DbOrTx, id: number, reason: string, staff?: string) {
    const cancelled = await orderRepo(tx).cancel(id, reason);
    if (cancelled) await hooks.cancelledUnpaid?.(tx, cancelled);
    return cancelled ? giveBackIn(tx, cancelled, staff) : null;
  }

  /** After a cancel committed: the caches of its coupons and goods forget them. */
  async function cancelled(done: { order: OrderRow; goodsIds: number[] }) {
    promotion.forgetCoupons(done.order.companyId);
    await goodsChanged(done.goodsIds);
  }

  /** Cancels an unpaid order in its own transaction, then tells the caches; null when it was not unpaid. */
  async function cancelNow(id: number, reason: string) {
    const done = await db.transaction((tx) => cancelIn(tx, id, reason));
    if (!done) return null;
    await cancelled(done);
    return done.order;
  }

  /**
   * One transaction: the cart lines are claimed first (a line another
   * request ordered is gone, and the order fails), then every rule is checked
   * on rows read now, stock and activity limits are claimed with conditional
   * writes, and the order is written.
   */
  async function createIn(
    tx: DbOrTx,
    buyer: Buyer,
    input: CreateOrder,
    minutes: number,
    undo: (() => Promise<void>)[],
  ) {
    const rows = await cart.claimForOrder(tx, buyer, input.ids);
    if (!rows) throw new Refused({ reason: 'lines_gone' });
    const {
      context: ctx,
      read: { address },
    } = await checkout.freshContextWith(
      tx,
      buyer,
      rows.map((r) => r.goods.id),
      { address: addresses.snapshotPart(buyer.company.id, input.addressId) },
    );
    if (!address) throw notFound('收货地址');
    // The 经营范围 as the session reads it now: staff may have narrowed it since the cart.
    assertInScope(
      buyer,
      rows.map((r) => r.goods),
    );
    for (const { line, goods: g } of rows)
      if (!checkout.buyable(line, g, buyer)) {
        if (g.isControlled && !buyer.company.controlledSales)
          throw new AppError('forbidden', `${g.name} 为控销品种，授权后可购买`);
        if (g.isHidden || g.midPackQuantity <= 0)
          throw new AppError('bad_request', `${g.name} 暂不可购买`);
        throw new Refused({
          reason: 'out_of_stock',
          available: g.stock,
          goodsId: g.id,
          name: g.name,
          unit: g.unit,
        });
      }
    const refusal = await checkout.refusal(tx, buyer, ctx.activities, withOthers(rows));
    if (refusal) throw new Refused(refusal);
    const priced = checkout.price(ctx, buyer, rows, {
      ...(input.couponId === undefined ? {} : { couponId: input.couponId || null }),
      voucherId: input.voucherId ?? null,
      allSelected: true,
    });
    const unpriced = priced.unpriced.find((why) => why !== null);
    if (unpriced) throw new AppError('bad_request', unpriced);
    const s = priced.summary;
    // Amounts are stored as integer fen; no real order comes near ¥21 million.
    if (s.goodsFen > MAX_ORDER_FEN) throw new Refused({ reason: 'order_too_large' });
    if (input.couponId && s.coupon?.id !== input.couponId)
      throw new Refused({ reason: 'coupon_unusable', couponId: input.couponId });
    if (input.voucherId && s.voucher?.id !== input.voucherId)
      throw new Refused({ reason: 'voucher_unusable', voucherId: input.voucherId });

    const drafts = rows.map(
      ({ line, goods: g }, i): DraftLine => ({
        goodsId: g.id,
        name: g.name,
        manufacturer: g.manufacturer,
        specification: g.specification,
        unit: g.unit,
        quantity: line.quantity,
        unitPriceFen: s.lines[i]!.unitPriceFen,
        amountFen: s.lines[i]!.amountFen,
        reductionFen: s.lines[i]!.reductionFen,
        couponFen: s.lines[i]!.couponFen,
        voucherFen: s.lines[i]!.voucherFen,
        activityId: priced.inputs[i]!.activityId,
        combinationId: line.combinationId ?? null,
        flashGoodsId: line.kind === 1 ? (line.flashGoodsId ?? null) : null,
        newCustomer: line.kind === 4,
        kind: line.kind,
        promo: KIND_PROMOS[line.kind] ?? (priced.welfare[i] ? { kind: 'welfare' } : null),
      }),
    );
    // The counters before any shared row: an order they refuse waits on no lock.
    await checkout.reserveKinds(tx, buyer, rows, undo);
    const { lines, record } = await packages.expand(tx, buyer.company.id, drafts);
    const now = new Date();
    const no = orderNo(now);
    const order = await orderRepo(tx).insertWithLines(
      {
        orderNo: no,
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
        address,
        expiresAt: new Date(now.getTime() + minutes * 60_000),
      },
      lines,
    );
    await record(order.id);
    if (s.coupon && !(await promotion.consumeCoupon(tx, buyer.company.id, s.coupon.id, order.id)))
      throw new Refused({ reason: 'coupon_unusable', couponId: s.coupon.id });
    if (s.voucher && !(await promotion.consumeCoupon(tx, buyer.company.id, s.voucher.id, order.id)))
      throw new Refused({ reason: 'voucher_unusable', voucherId: s.voucher.id });
    // The shared rows (the goods' stock, flash stock) are locked last, just
    // before the commit: every order of a rushed goods waits on that lock.
    const short = await inventory.take(tx, lines, no);
    if (short) {
      // A package's goods are lines of their own, not cart rows.
      const g = lines.find((l) => l.goodsId === short.goodsId)!;
      throw new Refused({ reason: 'out_of_stock', ...short, name: g.name, unit: g.unit });
    }
    await checkout.claimKinds(tx, buyer, rows);
    const limits = activityLines(lines).map((l) => ({
      ...l,
      limit: ctx.activities.get(l.goodsId)?.limitPerBuyer ?? 0,
    }));
    const over = await promotion.claimLimits(tx, buyer.company.id, limits);
    if (over) {
      const g = rows.find((r) => r.goods.id === over.goodsId)!.goods;
      throw new Refused({
        reason: 'activity_limit',
        limit: over.limit,
        bought: over.bought,
        goodsId: g.id,
        name: g.name,
        unit: g.unit,
      });
    }

    return { order, goodsIds: lines.map((l) => l.goodsId) };
  }

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
    find: (tx: DbOrTx, buyer: Buyer, id: number) => orderRepo(tx).find(scopeOf(buyer), id),
    /** unpaid -> paid; null when the order was not unpaid any more. */
    markPaid: async (tx: DbOrTx, id: number, method: string, paidFen: number) => {
      const paid = await orderRepo(tx).markPaid(id, method, paidFen);
      return paid && hooks.paid ? hooks.paid(tx, paid) : paid;
    },
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
      const ctx = await checkout.freshContext(
        db,
        buyer,
        rows.map((r) => r.goods.id),
      );
      // The purchase limit as create applies it: a cart filled past it (parallel adds) is told here, not at create.
      const refusal = await checkout.refusal(db, buyer, ctx.activities, withOthers(rows));
      if (refusal) throw new Refused(refusal);
      const priced = checkout.price(ctx, buyer, rows, {
        allSelected: true,
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
        if (order.couponId || order.voucherId) promotion.forgetCoupons(buyer.company.id);
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
      const scope = scopeOf(buyer);
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
      if (o.status !== 'unpaid')
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
      for (const id of await orderRepo(db).dueForCancel(limit))
        if (await cancelNow(id, '超时未支付，系统自动取消')) n += 1;
      return n;
    },
  };
}

export type OrderService = ReturnType<typeof orderService>;
