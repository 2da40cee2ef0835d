import type { DbOrTx } from '../../db/client.ts';
import { inventoryRepo, type StockCause, type StockLine } from './repo.ts';

export type { StockCause, StockLine };

/** Stock: the only writer of goods.stock and goods.sales, and of the stock ledger. */
export function inventoryService() {
  return {
    /**
     * Takes every line's stock for an order inside the caller's transaction,
     * or reports the first goods that is short with what is left of it (the
     * caller rolls back).
     */
    async take(
      tx: DbOrTx,
      lines: StockLine[],
      orderNo: string,
    ): Promise<{ goodsId: number; available: number } | null> {
      const repo = inventoryRepo(tx);
      const merged = merge(lines);
      const taken = await repo.change(
        merged.map((l) => ({ goodsId: l.goodsId, quantity: -l.quantity })),
        { kind: 'order', ref: orderNo },
        true,
      );
      const short = merged.find((l) => !taken.has(l.goodsId));
      return short
        ? { goodsId: short.goodsId, available: await repo.stockOf(short.goodsId) }
        : null;
    },

    /** A cancelled or returned order's stock goes back. */
    async giveBack(tx: DbOrTx, lines: StockLine[], cause: StockCause) {
      await inventoryRepo(tx).change(merge(lines), cause, true);
    },

    /**
     * The warehouse sets a goods' stock (receiving or a count), with a reason;
     * false when the goods does not exist.
     */
    async setStock(tx: DbOrTx, goodsId: number, from: number, to: number, cause: StockCause) {
      if (from === to) return true;
      const changed = await inventoryRepo(tx).change(
        [{ goodsId, quantity: to - from }],
        cause,
        false,
      );
      return changed.has(goodsId);
    },

    /**
     * Adds (or takes, when negative) `change` to a goods' stock as it is at
     * that moment, never to below zero; false when nothing changed (short,
     * or no such goods). Relative, so an order taking stock meanwhile is kept.
     */
    async changeStock(tx: DbOrTx, goodsId: number, change: number, cause: StockCause) {
      const changed = await inventoryRepo(tx).change([{ goodsId, quantity: change }], cause, false);
      return changed.has(goodsId);
    },

    /**
     * Many goods set at once for one cause (the console's spreadsheet import):
     * one statement, one ledger entry per goods that changes. Answers the ids
     * changed; a goods missing from the answer does not exist.
     */
    async setStocks(
      tx: DbOrTx,
      changes: { goodsId: number; from: number; to: number }[],
      cause: StockCause,
    ) {
      const deltas = changes
        .filter((c) => c.from !== c.to)
        .map((c) => ({ goodsId: c.goodsId, quantity: c.to - c.from }));
      if (deltas.length === 0) return new Set<number>();
      return inventoryRepo(tx).change(merge(deltas), cause, false);
    },

    ledger: (db: DbOrTx, goodsId: number, limit: number, offset: number) =>
      inventoryRepo(db).ledger(goodsId, limit, offset),
  };
}

/** One entry per goods, in goods-id order. */
function merge(lines: StockLine[]): StockLine[] {
  const byGoods = new Map<number, number>();
  for (const l of lines) byGoods.set(l.goodsId, (byGoods.get(l.goodsId) ?? 0) + l.quantity);
  return [...byGoods]
    .sort(([a], [b]) => a - b)
    .map(([goodsId, quantity]) => ({ goodsId, quantity }));
}

export type InventoryService = ReturnType<typeof inventoryService>;
