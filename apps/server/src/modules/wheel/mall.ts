import { randomInt } from 'node:crypto';
import type { JfscGoods, JfscOrder } from '@shop/contract';
import { formatYuan } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { page } from '../../http/envelope.ts';
import { AppError, notFound, Refused } from '../../http/errors.ts';
import { assertCan, type Buyer } from '../../http/session.ts';
import type { AddressService, AddressSnapshot } from '../address/index.ts';
import type { PointsService } from '../points/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { mallRepo, type PointsGoodsRow, type PointsOrderRow } from './mall-repo.ts';
import { pointsGoodsFields } from './points-goods-answer.ts';

// The points mall (积分商城): goods for points, optionally plus a cash part
// paid from the balance (decision 2026-11-25-points-mall.md). An exchange is
// one transaction: the order row with the client's key first (a retry finds
// it), then the per-buyer allowance, the stock, the points and the cash,
// each a conditional write; any refusal rolls all of it back.

export const JFSC_PAGE_SIZE = 12;
const STATUS_TEXT: Record<string, string> = { paid: '待发货', shipped: '已发货' };
const SOURCE_TEXT: Record<number, string> = { 1: '积分兑换', 2: '抽奖奖品' };

/** 限购 travels as a 403 that the shop handles silently (spec section 8). */
const overLimit = (limit: number) =>
  new AppError('forbidden', '限购', undefined, { reason: 'limit', limit });

const INT32_MAX = 2_147_483_647;
const shortOfPoints = (need: number) =>
  new AppError('conflict', '积分不足', undefined, { reason: 'points', need });
const shortOfBalance = (need: number) =>
  new AppError('conflict', '余额不足', undefined, { reason: 'balance', need });

export function pointsOrderNo(now = new Date()): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  const stamp = `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}`;
  // JF marks a points order apart from a goods order's number.
  return `JF${stamp}${p(randomInt(0, 100_000_000), 8)}`;
}

/** A points order as the buyer's list and the console's (with its company) show it. */
export function presentOrder(o: PointsOrderRow): JfscOrder {
  return {
    id: o.id,
    order_no: o.orderNo,
    source: o.source,
    source_text: SOURCE_TEXT[o.source] ?? '',
    goods_id: o.goodsId ?? 0,
    goods_name: o.goodsName,
    image: o.image,
    number: o.number,
    points: o.points,
    cash: formatYuan(o.cashFen),
    status: o.status,
    status_text: STATUS_TEXT[o.status] ?? o.status,
    address: o.address ?? null,
    carrier: o.carrier,
    tracking_no: o.trackingNo,
    shipped_at: o.shippedAt?.toISOString() ?? null,
    created_at: o.createdAt.toISOString(),
  };
}

function presentGoods(g: PointsGoodsRow, bought: number): JfscGoods {
  const limited = g.perBuyer > 0 && bought >= g.perBuyer;
  return {
    ...pointsGoodsFields(g),
    exchanged: bought,
    state: g.stock <= 0 ? 1 : limited ? 2 : 0,
  };
}

export type ExchangeInput = { goodsId: number; number: number; addressId: number; key: string };

export function mallService(deps: {
  db: Db;
  points: Pick<PointsService, 'spend' | 'balance'>;
  wallet: Pick<WalletService, 'payPointsOrder'>;
  addresses: Pick<AddressService, 'snapshotPart' | 'defaultSnapshotPart'>;
}) {
  const { db } = deps;

  async function exchangeIn(buyer: Buyer, input: ExchangeInput) {
    const companyId = buyer.company.id;
    // A company staff froze may look, not take.
    if (buyer.company.frozen) throw new Refused({ reason: 'frozen' });
    // The company's points are spent like an order; a cash part is paid from its balance.
    assertCan(buyer, 'order');
    return db.transaction(async (tx) => {
      const repo = mallRepo(tx);
      const goods = await repo.goods(input.goodsId);
      if (!goods?.onShelf) throw notFound('积分商品');
      if (goods.cashFen > 0) assertCan(buyer, 'pay');
      const { address } = await readTogether(tx, {
        address: deps.addresses.snapshotPart(companyId, input.addressId),
      });
      if (!address) throw notFound('收货地址');
      const total = goods.points * input.number;
      const cashFen = goods.cashFen * input.number;
      // Past a 32-bit column no company holds as much: refused as short, never a 500.
      if (total > INT32_MAX) throw shortOfPoints(total);
      if (cashFen > INT32_MAX) throw shortOfBalance(cashFen);
      const order = await repo.insertOrder({
        orderNo: pointsOrderNo(),
        companyId,
        userId: buyer.user.id,
        source: 1,
        goodsId: goods.id,
        goodsName: goods.name,
        image: goods.image,
        number: input.number,
        points: total,
        cashFen,
        address,
        key: input.key,
      });
      // The key was used: answer what it made (a concurrent twin waited for it).
      if (!order) return { order: null, points: 0 };
      if (goods.perBuyer > 0 && input.number > goods.perBuyer) throw overLimit(goods.perBuyer);
      if ((await repo.claimAllowance(companyId, goods.id, input.number, goods.perBuyer)) === null)
        throw overLimit(goods.perBuyer);
      if (!(await repo.takeStock(goods.id, input.number)))
        throw new AppError('conflict', goods.stock > 0 ? '库存不足' : '商品已兑完', undefined, {
          reason: 'out_of_stock',
        });
      const after = await deps.points.spend(
        tx,
        companyId,
        total,
        `兑换 ${goods.name} ×${input.number}（积分订单 ${order.orderNo}）`,
      );
      if (after === null) throw shortOfPoints(total);
      if (cashFen > 0 && !(await deps.wallet.payPointsOrder(tx, companyId, cashFen, order.orderNo)))
        throw shortOfBalance(cashFen);
      return { order, points: after };
    });
  }

  return {
    async goodsPage(companyId: number, pageNo: number) {
      const { rows, total } = await mallRepo(db).shelf(
        companyId,
        JFSC_PAGE_SIZE,
        (pageNo - 1) * JFSC_PAGE_SIZE,
      );
      return {
        ...page(
          rows.map((r) => presentGoods(r.goods, r.bought)),
          total,
          pageNo,
          JFSC_PAGE_SIZE,
        ),
        points: await deps.points.balance(companyId),
      };
    },

    /** An exchange, once per key: a retry (or a concurrent twin) answers the first order. */
    async exchange(buyer: Buyer, input: ExchangeInput) {
      const made = await exchangeIn(buyer, input);
      if (made.order) return { order: presentOrder(made.order), points: made.points };
      const first = await mallRepo(db).orderByKey(buyer.company.id, input.key);
      if (!first) throw new AppError('conflict', '兑换处理中，请稍后再试');
      return { order: presentOrder(first), points: await deps.points.balance(buyer.company.id) };
    },

    async orderPage(companyId: number, status: 'paid' | 'shipped' | undefined, pageNo: number) {
      const { rows, total } = await mallRepo(db).orderPage(
        companyId,
        status,
        JFSC_PAGE_SIZE,
        (pageNo - 1) * JFSC_PAGE_SIZE,
      );
      return page(rows.map(presentOrder), total, pageNo, JFSC_PAGE_SIZE);
    },

    /** A goods prize of the wheel: a 0-point order to the company's default address, in the draw's transaction. */
    async prizeOrder(
      tx: DbOrTx,
      buyer: Buyer,
      prizeName: string,
    ): Promise<{ order: PointsOrderRow; address: AddressSnapshot | null }> {
      const { address } = await readTogether(tx, {
        address: deps.addresses.defaultSnapshotPart(buyer.company.id),
      });
      const order = await mallRepo(tx).insertOrder({
        orderNo: pointsOrderNo(),
        companyId: buyer.company.id,
        userId: buyer.user.id,
        source: 2,
        goodsName: prizeName,
        number: 1,
        points: 0,
        address,
      });
      return { order: order!, address };
    },
  };
}

export type MallService = ReturnType<typeof mallService>;
