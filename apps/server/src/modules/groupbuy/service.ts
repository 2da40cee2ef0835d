import type { Goods, GroupbuyBought, GroupbuyDetail, GroupbuyOfOrder } from '@shop/contract';
import { checkQuantity, formatYuan, groupAmountFen, groupExpiry } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { page } from '../../http/envelope.ts';
import { AppError, notFound, Refused } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import { assertCan } from '../../http/session.ts';
import { ttlCache } from '../../platform/ttl-cache.ts';
import type { AddressService } from '../address/index.ts';
import type { GoodsRow } from '../catalog/index.ts';
import { type CheckoutService, outOfStock, quantityGoods } from '../checkout/index.ts';
import type { OrderHooks, OrderRow, OrderService } from '../order/index.ts';
import { maskName, presentActivity, presentGroup, stateOf } from './present.ts';
import { type ActivityRow, type Counts, groupbuyRepo } from './repo.ts';

// 拼团: a buyer opens a group or takes a place in an open one and pays at
// once; the order waits (待成团) until every place is paid, then ships like
// any order; a group that runs out of time is failed once and each paid
// member is refunded once. Decision: docs/decisions/2026-11-25-groupbuy.md.

export const ZONE_PAGE_SIZE = 20;
/**
 * A zone page's activities and group counts may be this old (the detail
 * page reads its groups now); the goods objects are made for each buyer.
 * Read on every request, the zone made 0.41-0.68 of the goods list's rate
 * in bench:promo.
 */
const ZONE_TTL_MS = 2_000;
export const FAILED_REASON = '拼团未成团，订单已取消并原路退款';
const UNPAID_REASON = '拼团未成团，未支付订单已取消';

/** Marks (on) or unmarks goods as 拼团 inside the caller's transaction; the goods it changed. */
export type MarkGroupBuy = (tx: DbOrTx, goodsIds: number[], on: boolean) => Promise<number[]>;

type Deps = {
  db: Db;
  orders: OrderService;
  checkout: CheckoutService;
  addresses: AddressService;
  goodsByIds: (ids: number[], buyer: Buyer | null) => Promise<Goods[]>;
  goodsChanged: (ids: number[]) => Promise<void>;
  markGroupBuy: MarkGroupBuy;
  payMinutes: () => Promise<number>;
  refundOrder: (tx: DbOrTx, orderId: number, why: string) => Promise<unknown>;
  /** The purchase contract's gate (modules/agreement): 459 until the company signed it. */
  contractSigned?: (buyer: Buyer) => Promise<void>;
};

export type BuyInput = {
  addressId: number | undefined;
  remark: string;
  key: string;
} & ({ activityId: number } | { groupId: number });

/** Why an activity sells nothing now, in the spec's words (section 8) where it has them. */
function notRunning(a: ActivityRow | undefined): AppError | null {
  if (!a) return notFound('拼团活动');
  const state = stateOf(a);
  if (state === 1)
    return new AppError('conflict', '活动未开始', undefined, { reason: 'not_started' });
  if (state === 2) return new AppError('conflict', '活动已结束', undefined, { reason: 'ended' });
  return null;
}

/** A unique-index violation of `index`, as the driver reports it (drizzle wraps it in `cause`). */
function isUnique(e: unknown, index: string): boolean {
  for (let c = e as { constraint?: string; message?: string; cause?: unknown } | undefined; c; ) {
    if (c.constraint === index || c.message?.includes(index)) return true;
    c = c.cause as typeof c;
  }
  return false;
}

export function groupbuyService(deps: Deps) {
  const { db, orders, checkout } = deps;
  const zonePages = ttlCache<{ rows: ActivityRow[]; total: number; counts: Map<number, Counts> }>(
    ZONE_TTL_MS,
    100,
    { name: 'groupbuy zone' },
  );

  async function goodsOf(ids: number[], buyer: Buyer | null) {
    return new Map((await deps.goodsByIds(ids, buyer)).map((g) => [g.id, g]));
  }

  async function present(rows: ActivityRow[], buyer: Buyer | null, counts?: Map<number, Counts>) {
    const [goods, open] = await Promise.all([
      goodsOf(
        rows.map((r) => r.goodsId),
        buyer,
      ),
      counts ?? groupbuyRepo(db).counts(rows.map((r) => r.id)),
    ]);
    return rows.flatMap((a) => {
      const g = goods.get(a.goodsId);
      // A hidden goods takes its activity off the shop.
      return g ? [presentActivity(a, g, open.get(a.id))] : [];
    });
  }

  /** The address asked for, else the default; read before the transaction opens. */
  async function addressIdOf(buyer: Buyer, addressId: number | undefined) {
    if (addressId !== undefined) return addressId;
    const list = await deps.addresses.list(buyer.company.id);
    const id = (list.find((a) => a.is_default === 1) ?? list[0])?.id;
    if (id === undefined) throw new AppError('bad_request', '请先添加收货地址');
    return id;
  }

  /** What the order keeps of the address, inside the order's transaction. */
  /** The delivery address; a 含特殊药品复方制剂 goes only to the company's registered one. */
  async function addressOf(tx: DbOrTx, buyer: Buyer, id: number, g: GoodsRow) {
    const { address, registered } = await readTogether(tx, {
      address: deps.addresses.snapshotPart(buyer.company.id, id),
      registered: deps.addresses.registeredPart(buyer.company.id, id),
    });
    if (!address) throw notFound('收货地址');
    if (g.isSpecialCompound && !registered)
      throw new Refused({ reason: 'special_address', goodsId: g.id, name: g.name, unit: g.unit });
    return address;
  }

  /** The group-buy of the order placed with this key, for a retried request. */
  async function replay(buyer: Buyer, key: string): Promise<GroupbuyBought | null> {
    const first = await orders.group.byKey(db, buyer.company.id, key);
    if (!first) return null;
    const m = await groupbuyRepo(db).memberOfOrder(first.id);
    if (!m) throw new AppError('conflict', '该请求已用于另一笔订单，请刷新页面后重试');
    return bought(first, m.groupId);
  }

  const bought = (o: OrderRow, groupId: number): GroupbuyBought => ({
    order_id: o.id,
    order_no: o.orderNo,
    pay_amount: formatYuan(o.payFen),
    group_id: groupId,
  });

  /**
   * What the purchase needs that is read outside its transaction (the goods
   * through the catalogue's prepared statement, the default address); the
   * transaction then decides on rows it reads and writes itself.
   */
  async function prepare(buyer: Buyer, input: BuyInput) {
    const repo = groupbuyRepo(db);
    const existing = 'groupId' in input ? await repo.group(input.groupId) : undefined;
    if ('groupId' in input && !existing) throw notFound('拼团');
    const a = await repo.activity('activityId' in input ? input.activityId : existing!.activityId);
    const refused = notRunning(a);
    if (refused) throw refused;
    const goods = await checkout.goods([a!.goodsId]);
    return {
      activityId: a!.id,
      groupId: existing?.id,
      goods: goods.get(a!.goodsId)!,
      addressId: await addressIdOf(buyer, input.addressId),
    };
  }

  /** One transaction: the place, the stock and the order, or nothing. */
  async function buyIn(
    tx: DbOrTx,
    buyer: Buyer,
    input: BuyInput,
    pre: Awaited<ReturnType<typeof prepare>>,
    minutes: number,
  ) {
    const repo = groupbuyRepo(tx);
    const existing = pre.groupId === undefined ? undefined : await repo.group(pre.groupId);
    // Read again inside: an operator may have stopped it meanwhile.
    const a = await repo.activity(pre.activityId);
    const refused = notRunning(a);
    if (refused) throw refused;
    const activity = a!;
    // The sub-account's limits first: its row lock comes before any other, as for a cart order.
    await orders.group.holdLimits(tx, buyer, groupAmountFen(activity.priceFen, activity.quantity));

    const g = pre.goods;
    if (!g) throw new AppError('bad_request', '商品 暂不可购买');
    // The funnel's compliance rules, buyability and special-compound limits, as every other way in.
    await checkout.refuseDirect(tx, buyer, g, activity.quantity);
    const problem = checkQuantity(
      activity.quantity,
      { ...quantityGoods(g, buyer), purchaseLimit: activity.quantity, purchaseMinimum: 0 },
      true,
    );
    if (problem?.kind === 'over_stock') throw outOfStock(g);
    if (problem?.kind === 'not_step')
      throw new AppError('bad_request', `${g.name} 须按中包装 ${problem.step} 的倍数购买`);
    const address = await addressOf(tx, buyer, pre.addressId, g);

    const now = new Date();
    let group = existing;
    if (existing) {
      if ((await repo.mineAmong(buyer.company.id, [existing.id])).size > 0)
        throw new AppError('conflict', '您已参加该团，请勿重复参团');
      const claimed = await repo.claimPlace(existing.id);
      if (!claimed) {
        const fresh = await repo.group(existing.id);
        if (fresh?.state === 'open' && fresh.members >= fresh.size)
          throw new AppError('conflict', '该团已满员，请参加其他团或自己开团', undefined, {
            reason: 'full',
          });
        throw new AppError('conflict', '该团已结束，请参加其他团或自己开团', undefined, {
          reason: 'closed',
        });
      }
      group = claimed;
    } else {
      group = await repo.insertGroup({
        activityId: activity.id,
        openerCompanyId: buyer.company.id,
        size: activity.groupSize,
        members: 1,
        expiresAt: groupExpiry(now, activity.groupHours, activity.endsAt),
      });
    }
    const order = await orders.group.placeDirect(tx, buyer, {
      address,
      key: input.key,
      remark: input.remark,
      ownFundsOnly: g.isSpecialCompound,
      // Unpaid, the place is held at most as long as the group waits.
      expiresAt: new Date(Math.min(now.getTime() + minutes * 60_000, group!.expiresAt.getTime())),
      line: {
        goodsId: g.id,
        name: g.name,
        manufacturer: g.manufacturer,
        specification: g.specification,
        unit: g.unit,
        quantity: activity.quantity,
        unitPriceFen: activity.priceFen,
      },
    });
    if (!order) throw outOfStock(g, 0);
    await repo.insertMember({
      groupId: group!.id,
      companyId: buyer.company.id,
      userId: buyer.user.id,
      orderId: order.id,
    });
    return { order, groupId: group!.id, goodsId: g.id };
  }

  /** Settles one member of a failed group: cancels its order, refunding what was paid, once. */
  /**
   * Goods whose activities have all ended lose their 拼团 mark. Each goods is
   * rechecked under the lock the console's writes take, so an activity made
   * meanwhile keeps it.
   */
  async function unmarkEnded(limit: number) {
    const changed: number[] = [];
    for (const goodsId of await groupbuyRepo(db).markedWithoutLive(limit)) {
      const done = await db.transaction(async (tx) => {
        const repo = groupbuyRepo(tx);
        await repo.lockGoods(goodsId);
        if ((await repo.liveGoods([goodsId])).size > 0) return [];
        return deps.markGroupBuy(tx, [goodsId], false);
      });
      changed.push(...done);
    }
    await deps.goodsChanged(changed);
    return changed.length;
  }

  async function settle(m: { id: number; orderId: number; state: string }) {
    if (m.state === 'unpaid') {
      // The order service's cancel hook marks the member as gone.
      return (await orders.cancelNow(m.orderId, UNPAID_REASON)) ? 1 : 0;
    }
    const done = await db.transaction(async (tx) => {
      if (!(await groupbuyRepo(tx).memberRefunded(m.id))) return null;
      const cancelled = await orders.group.cancelHeld(tx, m.orderId, FAILED_REASON);
      if (!cancelled) throw new Error(`group-buy order ${m.orderId} was not waiting for its group`);
      await deps.refundOrder(tx, m.orderId, FAILED_REASON);
      return cancelled;
    });
    if (!done) return 0;
    await orders.cancelled({
      order: done,
      goodsIds: (await orders.detailOf(db, done)).lines.map((l) => l.goods_id),
    });
    return 1;
  }

  const hooks: Required<Pick<OrderHooks, 'paid' | 'cancelledUnpaid'>> = {
    /** A member paid: counted; the last payment fills the group and releases every order. */
    async paid(tx, order) {
      const repo = groupbuyRepo(tx);
      const m = await repo.memberPaid(order.id);
      if (!m) return order;
      const g = await repo.countPaid(m.groupId);
      if (g?.state === 'filled') {
        await orders.group.release(tx, await repo.paidOrderIds(g.id));
        return order;
      }
      // Still open (or failed meanwhile: the sweep refunds it): wait for the group.
      return (await orders.group.hold(tx, order.id)) ?? order;
    },
    /** An unpaid member's order was cancelled: its place is free again. */
    async cancelledUnpaid(tx, order) {
      const repo = groupbuyRepo(tx);
      const m = await repo.leave(order.id);
      if (m) await repo.freePlace(m.groupId);
    },
  };

  return {
    hooks,

    async zone(buyer: Buyer | null, pageNo: number) {
      const { rows, total, counts } = await zonePages.get(String(pageNo), async () => {
        const repo = groupbuyRepo(db);
        const listed = await repo.zone(ZONE_PAGE_SIZE, (pageNo - 1) * ZONE_PAGE_SIZE);
        return { ...listed, counts: await repo.counts(listed.rows.map((r) => r.id)) };
      });
      return page(await present(rows, buyer, counts), total, pageNo, ZONE_PAGE_SIZE);
    },

    /** /list/info-pt/{goods id}: the goods' activity and its open groups. */
    async detail(buyer: Buyer | null, goodsId: number): Promise<GroupbuyDetail> {
      const repo = groupbuyRepo(db);
      const a = await repo.activityOfGoods(goodsId);
      if (!a) throw notFound('拼团活动');
      const [activity] = await present([a], buyer);
      if (!activity) throw notFound('拼团活动');
      const open = await repo.openGroups(a.id);
      const mine = buyer
        ? await repo.mineAmong(
            buyer.company.id,
            open.map((o) => o.g.id),
          )
        : new Set<number>();
      return { activity, groups: open.map((o) => presentGroup(o.g, o.opener, mine.has(o.g.id))) };
    },

    /** Opens a group or joins one, placing its unpaid order; the same key returns the first. */
    async buy(buyer: Buyer, input: BuyInput): Promise<GroupbuyBought> {
      checkout.assertMayBuy(buyer);
      assertCan(buyer, 'order');
      await deps.contractSigned?.(buyer);
      const first = await replay(buyer, input.key);
      if (first) return first;
      try {
        const minutes = await deps.payMinutes();
        const pre = await prepare(buyer, input);
        const r = await db.transaction((tx) => buyIn(tx, buyer, input, pre, minutes));
        await deps.goodsChanged([r.goodsId]);
        return bought(r.order, r.groupId);
      } catch (e) {
        const again = await replay(buyer, input.key);
        if (again) return again;
        if (isUnique(e, 'groupbuy_members_once'))
          throw new AppError('conflict', '您已参加该团，请勿重复参团');
        throw e;
      }
    },

    /** The group of one of the buyer's orders (the order detail shows it); null for other orders. */
    async ofOrder(buyer: Buyer, orderId: number): Promise<GroupbuyOfOrder | null> {
      await orders.mine(buyer, orderId);
      const repo = groupbuyRepo(db);
      const m = await repo.memberOfOrder(orderId);
      if (!m) return null;
      const g = (await repo.group(m.groupId))!;
      const a = (await repo.activity(g.activityId))!;
      const [activity] = await present([a], buyer);
      if (!activity) throw notFound('拼团活动');
      const members = await repo.members([g.id]);
      return {
        activity,
        group: presentGroup(g, await repo.openerName(g.openerCompanyId), true),
        members: members
          .filter((r) => r.m.state !== 'left')
          .map((r) => ({
            id: r.m.id,
            name: maskName(r.company),
            paid: r.m.state === 'unpaid' ? 0 : 1,
          })),
      };
    },

    /**
     * The background job: fails open groups past their time (each claimed by
     * one process), then settles their members, each once.
     */
    async sweep(limit = 100): Promise<{ failed: number; settled: number; unmarked: number }> {
      let failed = 0;
      for (const id of await groupbuyRepo(db).expiredOpen(limit))
        if (await db.transaction((tx) => groupbuyRepo(tx).fail(id))) failed += 1;
      let settled = 0;
      for (const { m } of await groupbuyRepo(db).unsettledOfFailed(limit))
        settled += await settle(m);
      return { failed, settled, unmarked: await unmarkEnded(limit) };
    },
  };
}

export type GroupbuyService = ReturnType<typeof groupbuyService>;
