import { randomInt } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { AddressService, serializeAddress } from '../address/service.ts';
import { priceLines } from '../cart/pricing.ts';
import {
  activityLimitError,
  assertMayBuy,
  limitError,
  lineBuyable,
  quantityError,
} from '../cart/rules.ts';
import {
  serializeActivities,
  serializeCoupons,
  serializeLine,
  serializeSummary,
} from '../cart/serialize.ts';
import type { CartService } from '../cart/service.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { PromotionService } from '../promotion/service.ts';
import { type OrderRow, type OrderStatus, orderRepo } from './repo.ts';
import { INVOICE_TYPES, serializeOrder } from './serialize.ts';

export const ORDER_PAGE_SIZE = 10;
const MAX_ORDER_FEN = 2_147_483_647;

export type CreateOrder = {
  ids: number[];
  addressId: number;
  /** undefined: the best usable coupon (as step 2 shows); 0: none. */
  couponId: number | undefined;
  invoiceType: number;
  remark: string;
  key: string;
};

type Deps = {
  db: Db;
  cart: CartService;
  catalog: CatalogService;
  promotion: PromotionService;
  addresses: AddressService;
  payMinutes: number;
};

const outOfStock = (name: string) => new AppError('bad_request', `库存不足：${name}`);

function orderNo(now: Date): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  const stamp = `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}`;
  return `${stamp}${p(randomInt(0, 100_000_000), 8)}`;
}

export function orderService({ db, cart, catalog, promotion, addresses, payMinutes }: Deps) {
  async function detailOf(tx: DbOrTx, o: OrderRow) {
    return serializeOrder(o, await orderRepo(tx).lines([o.id]));
  }

  async function mine(buyer: Buyer, id: number, tx: DbOrTx = db) {
    const o = await orderRepo(tx).find(buyer.companyId, id);
    if (!o) throw notFound('订单');
    return o;
  }

  /** Gives back what an unpaid order held: its stock and its coupon. */
  async function cancelIn(tx: DbOrTx, id: number, reason: string) {
    const repo = orderRepo(tx);
    const cancelled = await repo.cancel(id, reason);
    if (!cancelled) return null;
    for (const l of await repo.lines([id])) await repo.returnStock(l.goodsId, l.quantity);
    await promotion.releaseCoupon(tx, id);
    return cancelled;
  }

  async function createIn(tx: DbOrTx, buyer: Buyer, input: CreateOrder) {
    const rows = await cart.linesForOrder(tx, buyer, input.ids);
    if (rows.length !== input.ids.length) throw notFound('购物车商品');
    const address = await addresses.snapshot(tx, buyer.companyId, input.addressId);
    for (const { line, goods: g } of rows) {
      if (!lineBuyable(g, buyer)) {
        if (g.stock < g.midPackQuantity) throw outOfStock(g.name);
        throw new AppError('bad_request', `${g.name} 暂不可购买`);
      }
      const problem = quantityError(line.quantity, g, buyer);
      if (problem) throw line.quantity > g.stock ? outOfStock(g.name) : problem;
    }
    const priced = await priceLines(tx, promotion, buyer, rows, {
      ...(input.couponId === undefined ? {} : { couponId: input.couponId || null }),
      allSelected: true,
    });
    for (const { line, goods: g } of rows) {
      const a = priced.activities.find((x) => x.id === g.fullReductionId);
      if (a && !line.originalPrice && a.limitPerBuyer > 0 && line.quantity > a.limitPerBuyer)
        throw activityLimitError(a.limitPerBuyer, g.id);
    }
    const perGoods = new Map<number, number>();
    for (const { line, goods: g } of rows) {
      const combined = (perGoods.get(g.id) ?? 0) + line.quantity;
      perGoods.set(g.id, combined);
      const overLimit = limitError(combined, g);
      if (overLimit) throw overLimit;
    }
    const s = priced.summary;
    // Amounts are stored as integer fen; no real order comes near ¥21 million.
    if (s.goodsFen > MAX_ORDER_FEN) throw fieldError('ids', '单笔订单金额过大，请分开下单');
    if (input.couponId && s.coupon?.id !== input.couponId)
      throw fieldError('coupon_id', '该优惠券不满足使用条件');

    const repo = orderRepo(tx);
    // Same order of updates in every transaction: two orders never wait on each other in a cycle.
    const byGoods = [...rows].sort((a, b) => a.goods.id - b.goods.id);
    for (const { line, goods: g } of byGoods)
      if (!(await repo.takeStock(g.id, line.quantity))) throw outOfStock(g.name);

    const now = new Date();
    const order = await repo.insert({
      orderNo: orderNo(now),
      companyId: buyer.companyId,
      userId: buyer.userId,
      idempotencyKey: input.key,
      goodsFen: s.goodsFen,
      reductionFen: s.reductionFen,
      couponFen: s.couponFen,
      shippingFen: s.shippingFen,
      payFen: s.payFen,
      couponId: s.coupon?.id ?? null,
      invoiceType: input.invoiceType,
      remark: input.remark,
      address,
      expiresAt: new Date(now.getTime() + payMinutes * 60_000),
    });
    await repo.insertLines(
      rows.map(({ line, goods: g }, i) => ({
        orderId: order.id,
        goodsId: g.id,
        name: g.name,
        manufacturer: g.manufacturer,
        specification: g.specification,
        unit: g.unit,
        quantity: line.quantity,
        unitPriceFen: s.lines[i]!.unitPriceFen,
        amountFen: s.lines[i]!.amountFen,
      })),
    );
    if (s.coupon && !(await promotion.consumeCoupon(tx, buyer.companyId, s.coupon.id, order.id)))
      throw fieldError('coupon_id', '该优惠券已被使用');
    await cart.removeLines(tx, buyer, input.ids);
    return order;
  }

  const created = (o: OrderRow) => ({
    id: o.id,
    order_no: o.orderNo,
    pay_amount: serializeOrder(o, []).pay_amount,
  });

  return {
    cancelIn,
    forgetCoupons: (companyId: number) => promotion.forgetCoupons(companyId),
    mine,
    detailOf,

    /** Step 2: what the order of these lines would be, with the choices to make. */
    async check(buyer: Buyer, ids: number[], couponId: number | undefined) {
      assertMayBuy(buyer);
      const rows = await cart.linesForOrder(db, buyer, ids);
      if (rows.length !== ids.length) throw notFound('购物车商品');
      const priced = await priceLines(db, promotion, buyer, rows, {
        allSelected: true,
        ...(couponId === undefined ? {} : { couponId: couponId || null }),
      });
      return {
        lines: cart.presentLines(buyer, rows, priced),
        addresses: await addresses.list(buyer.companyId),
        coupons: serializeCoupons(priced),
        manjians: serializeActivities(priced),
        summary: serializeSummary(priced.summary, rows.length),
        invoice_types: INVOICE_TYPES,
      };
    },

    /**
     * One transaction; the same key returns the first order, whatever happens
     * in between. The key is looked up only when the transaction fails: a
     * replay finds its cart lines gone (or the key taken) and gets the first order.
     */
    async create(buyer: Buyer, input: CreateOrder) {
      assertMayBuy(buyer);
      try {
        const order = await db.transaction((tx) => createIn(tx, buyer, input));
        if (order.couponId) promotion.forgetCoupons(buyer.companyId);
        return created(order);
      } catch (e) {
        const first = await orderRepo(db).byKey(buyer.companyId, input.key);
        if (first) return created(first);
        throw e;
      }
    },

    async list(buyer: Buyer, status: OrderStatus | 'all', keywords: string, pageNo: number) {
      const repo = orderRepo(db);
      const [{ rows, total }, counts] = await Promise.all([
        repo.page(
          buyer.companyId,
          status,
          keywords,
          ORDER_PAGE_SIZE,
          (pageNo - 1) * ORDER_PAGE_SIZE,
        ),
        repo.counts(buyer.companyId),
      ]);
      const lines = await repo.lines(rows.map((r) => r.id));
      return {
        ...page(
          rows.map((o) =>
            serializeOrder(
              o,
              lines.filter((l) => l.orderId === o.id),
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
        },
      };
    },

    async detail(buyer: Buyer, id: number) {
      return detailOf(db, await mine(buyer, id));
    },

    async cancel(buyer: Buyer, id: number) {
      return db
        .transaction(async (tx) => {
          const o = await mine(buyer, id, tx);
          if (o.status !== 'unpaid')
            throw new AppError(
              'conflict',
              `订单${o.status === 'cancelled' ? '已取消' : '已支付'}，不能取消`,
            );
          const cancelled = await cancelIn(tx, id, '买家取消');
          if (!cancelled) throw new AppError('conflict', '订单状态已变化，请刷新');
          return detailOf(tx, cancelled);
        })
        .finally(() => promotion.forgetCoupons(buyer.companyId));
    },

    async buyAgain(buyer: Buyer, id: number) {
      const o = await mine(buyer, id);
      const lines = await orderRepo(db).lines([o.id]);
      return cart.addMany(
        buyer,
        lines.map((l) => ({ goodsId: l.goodsId, number: l.quantity, isYj: false, type: 0 })),
      );
    },

    /** The background job: cancels unpaid orders past their time, a batch at a time. */
    async expireDue(limit = 100): Promise<number> {
      let n = 0;
      for (const id of await orderRepo(db).dueForCancel(limit)) {
        const done = await db.transaction((tx) => cancelIn(tx, id, '超时未支付，系统自动取消'));
        if (done) {
          n += 1;
          promotion.forgetCoupons(done.companyId);
        }
      }
      return n;
    },
  };
}

export type OrderService = ReturnType<typeof orderService>;
