import { groupAmountFen } from '@shop/domain';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, loginRequired } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { DraftLine } from '../checkout/index.ts';
import type { InventoryService } from '../inventory/index.ts';
import { cancelGrouping, holdGrouping, releaseGrouping } from './group-repo.ts';
import { overLimit } from './place-order.ts';
import { type AddressSnapshot, type OrderRow, orderRepo } from './repo.ts';

// Orders of a group-buy (拼团): placed for one line at the group price
// outside the cart, and held after payment in 'grouping' (待成团) until the
// group fills (-> paid, 待发货) or fails (-> cancelled and refunded). The
// group-buy module drives these through the order service; it never writes
// orders itself. Decision: docs/decisions/2026-11-25-groupbuy.md.

/**
 * What the order service tells a module that follows orders, inside the
 * transaction that changed them: its subscription to the order events
 * (events.ts), since those modules are built above orders.
 */
export type OrderHooks = {
  /** An order just became paid; returns the order as it is now (perhaps held). */
  paid?: (tx: DbOrTx, order: OrderRow) => Promise<OrderRow>;
  /** An unpaid order was just cancelled. */
  cancelledUnpaid?: (tx: DbOrTx, order: OrderRow) => Promise<void>;
  /** An order was just completed, its points credited, in the same transaction (满额返). */
  completed?: (tx: DbOrTx, order: OrderRow) => Promise<void>;
  /** A parcel is being shipped, in its transaction: a throw refuses it (追溯码 missing). */
  shipping?: (tx: DbOrTx, parcel: Parcel) => Promise<void>;
  /** A parcel's transaction committed (the 出库单 upload happens outside it). */
  shipped?: (parcel: Parcel) => Promise<void>;
};

/** One shipment of an order: the lines it carries. */
export type Parcel = { orderId: number; shipmentId: number; lineIds: number[] };

/** The one line of an order placed outside the cart, before its amount. */
export type DirectLine = Pick<
  DraftLine,
  'goodsId' | 'name' | 'manufacturer' | 'specification' | 'unit' | 'quantity' | 'unitPriceFen'
>;

export type DirectOrder = {
  address: AddressSnapshot;
  line: DirectLine;
  key: string;
  remark: string;
  /** The order is cancelled unpaid after this. */
  expiresAt: Date;
  /** 含特殊药品复方制剂: paid from the company's balance only. */
  ownFundsOnly: boolean;
};

export function groupOrders(inventory: InventoryService, orderNo: (now: Date) => string) {
  return {
    /**
     * A sub-account's order of `amountFen` above its limits is refused: a
     * group's place cannot wait for approval (待审批), so the main account
     * buys it. Call it first in the transaction: it takes the login's row
     * lock, as a cart order does before any other (place-order.ts), so its
     * orders are counted one after the other and the locks never cross.
     */
    async holdLimits(tx: DbOrTx, buyer: Buyer, amountFen: number) {
      if (buyer.user.isMain) return;
      const limits = await orderRepo(tx).holdUser(buyer.user.id, false);
      if (!limits) throw loginRequired();
      const over = await overLimit(tx, buyer.user.id, limits, amountFen);
      if (over)
        throw new AppError(
          'conflict',
          `${over}，拼团订单不能提交审批，请联系主账号下单`,
          undefined,
          {
            reason: 'approval_limit',
          },
        );
    },

    /**
     * Inserts an unpaid order of one line at the given unit price, then takes
     * its stock lot by lot (the line records its lots); null when the stock
     * is short, and the caller's transaction must then roll back the order.
     * Group-buy orders ship free (the group price is all the buyer pays).
     */
    async placeDirect(tx: DbOrTx, buyer: Buyer, o: DirectOrder): Promise<OrderRow | null> {
      const amountFen = groupAmountFen(o.line.unitPriceFen, o.line.quantity);
      const line = { ...o.line, amountFen, activityId: null, promo: { kind: 'group' as const } };
      const no = orderNo(new Date());
      const order = await orderRepo(tx).insertWithLines(
        {
          orderNo: no,
          companyId: buyer.company.id,
          userId: buyer.user.id,
          idempotencyKey: o.key,
          goodsFen: amountFen,
          reductionFen: 0,
          couponFen: 0,
          shippingFen: 0,
          payFen: amountFen,
          remark: o.remark,
          address: o.address,
          ownFundsOnly: o.ownFundsOnly,
          expiresAt: o.expiresAt,
        },
        [line],
      );
      return (await inventory.take(tx, [line], no)) ? null : order;
    },

    /** The first order placed with this key, for a retried request. */
    byKey: (tx: DbOrTx, companyId: number, key: string) => orderRepo(tx).byKey(companyId, key),

    /** paid -> grouping (待成团); null when the order was not paid. */
    hold: holdGrouping,

    /** grouping -> paid (待发货) for the filled group's orders; how many moved. */
    release: releaseGrouping,

    /**
     * grouping -> cancelled, claimed with the conditional update: of two
     * sweeps only one gets the row, and only that one gives back the stock
     * (the caller refunds the money in the same transaction). Null otherwise.
     */
    async cancelHeld(tx: DbOrTx, id: number, reason: string): Promise<OrderRow | null> {
      const row = await cancelGrouping(tx, id, reason);
      if (!row) return null;
      const lines = await orderRepo(tx).lines([id]);
      await inventory.giveBack(tx, lines, { kind: 'cancel', ref: row.orderNo });
      return row;
    },
  };
}
