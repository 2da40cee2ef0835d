import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { lotFreezing } from './lots-freeze.ts';
import { heldBackLots } from './lots-shipping-repo.ts';
import { inventoryRepo, type LedgerEntry, type StockCause, type StockLine } from './repo.ts';

export type { StockCause, StockLine };

/** An order line's units going back: the line, its goods, how many. */
export type LineBack = { id: number; goodsId: number; quantity: number };

/**
 * Stock: the only writer of goods.stock, goods.sales, the goods' expiry
 * figures, the lots, which lots order lines received, and the stock ledger.
 */
export function inventoryService() {
  return {
    /** 质量管理's freeze and unfreeze of a lot, in the caller's transaction (lots-freeze.ts). */
    ...lotFreezing(),

    /**
     * Takes every line's stock for an order inside the caller's transaction,
     * lot by lot in FEFO order, and records which lots each of the order's
     * lines received; or reports the first goods that is short with what can
     * be sold of it now (the caller rolls back). The order's lines are
     * written before this (found by the order number). Two statements
     * whatever the number of lines: the goods rows locked in id order, then
     * one set-based allocation.
     */
    async take(
      tx: DbOrTx,
      lines: StockLine[],
      orderNo: string,
    ): Promise<{ goodsId: number; available: number } | null> {
      const repo = inventoryRepo(tx);
      const merged = merge(lines);
      await repo.lockGoods(merged.map((l) => l.goodsId));
      const rows = await repo.allocate(merged, orderNo);
      const short = rows.find((r) => r.available < r.n);
      if (short) return { goodsId: short.goodsId, available: short.available };
      const first = rows[0];
      // Every lot writer locks the goods rows first, so the conditional
      // writes cannot miss; if one did, nothing of this order may stand.
      if (!first?.ok || first.lotsTaken !== first.lotsMeant || first.goodsTaken !== merged.length)
        throw new AppError('conflict', '库存刚刚发生变化，请重新提交订单');
      return null;
    },

    /**
     * A cancelled, refunded or returned order line's units go back to the
     * lots it received (quarantine for a lot frozen or expired since), each
     * unit once; the goods' figures and the ledger follow.
     */
    async giveBack(tx: DbOrTx, lines: LineBack[], cause: StockCause) {
      const wanted = lines.filter((l) => l.quantity > 0);
      if (wanted.length === 0) return;
      const repo = inventoryRepo(tx);
      const before = await repo.lockGoods(merge(wanted).map((l) => l.goodsId));
      const back = await repo.returnToLots(
        wanted.map((l) => ({ lineId: l.id, quantity: l.quantity })),
      );
      const ids = [...new Set(back.map((b) => b.goodsId))];
      const after = await repo.refresh(ids);
      await repo.writeLedger(
        back
          .filter((b) => b.onSale)
          .map((b) => ({ goodsId: b.goodsId, lotId: b.lotId, change: b.quantity })),
        before,
        cause,
      );
      // Units into quarantine do not change what can be sold: the entry names them.
      const held = back.filter((b) => !b.onSale);
      await repo.writeLedger(
        held.map((b) => ({ goodsId: b.goodsId, lotId: b.lotId, change: 0 })),
        after,
        {
          ...cause,
          kind: 'quarantine',
          ref: `${cause.ref}（${held.map((b) => b.quantity).join('、')} 件退回隔离，不再销售）`,
        },
      );
    },

    ledger: (db: DbOrTx, goodsId: number, limit: number, offset: number) =>
      inventoryRepo(db).ledger(goodsId, limit, offset),

    /**
     * Refuses a parcel whose lines hold units of a frozen or expired lot
     * (subscribed to the orders' shipping): GSP lets neither leave. Staff
     * refund or cancel those units (they go to quarantine), then ship.
     */
    async refuseHeldBack(tx: DbOrTx, lineIds: number[]) {
      const held = await heldBackLots(tx, lineIds);
      if (held.length === 0) return;
      const said = held.map(
        (l) => `「${l.goods_name}」批号 ${l.lot_no} ${l.state === 'frozen' ? '已冻结' : '已过期'}`,
      );
      throw new AppError(
        'validation',
        `${said.join('；')}，不能发货：请先对这些商品退款或取消订单（退回的数量进入待处理库存）`,
        { lots: said },
      );
    },

    /** The lots each order line received (lot number, dates, quantity), by line id. */
    async linesLots(db: DbOrTx, lineIds: number[]) {
      const byLine = new Map<
        number,
        { lot_no: string; production_date: string; expiry_date: string; quantity: number }[]
      >();
      for (const r of await inventoryRepo(db).linesLots(lineIds))
        byLine.set(r.lineId, [
          ...(byLine.get(r.lineId) ?? []),
          {
            lot_no: r.lotNo,
            production_date: r.productionDate,
            expiry_date: r.expiryDate,
            quantity: r.quantity,
          },
        ]);
      return byLine;
    },
  };
}

/** One entry per goods, in goods-id order. */
export function merge(lines: StockLine[]): StockLine[] {
  const byGoods = new Map<number, number>();
  for (const l of lines) byGoods.set(l.goodsId, (byGoods.get(l.goodsId) ?? 0) + l.quantity);
  return [...byGoods]
    .sort(([a], [b]) => a - b)
    .map(([goodsId, quantity]) => ({ goodsId, quantity }));
}

export type { LedgerEntry };
export type InventoryService = ReturnType<typeof inventoryService>;
