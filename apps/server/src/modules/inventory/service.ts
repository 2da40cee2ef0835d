import type { DbOrTx } from '../../db/client.ts';
import { inventoryRepo, type StockLine } from './repo.ts';

export type { StockLine };

/** Stock: the only writer of goods.stock and goods.sales. */
export function inventoryService() {
  return {
    /**
     * Takes every line's stock inside the caller's transaction, or reports the
     * first goods that is short with what is left of it (the caller rolls back).
     */
    async take(
      tx: DbOrTx,
      lines: StockLine[],
    ): Promise<{ goodsId: number; available: number } | null> {
      const repo = inventoryRepo(tx);
      const merged = merge(lines);
      if (merged.length === 1) {
        if (await repo.takeOne(merged[0]!)) return null;
        return { goodsId: merged[0]!.goodsId, available: await repo.stockOf(merged[0]!.goodsId) };
      }
      const taken = await repo.takeMany(merged);
      const short = merged.find((l) => !taken.has(l.goodsId));
      return short
        ? { goodsId: short.goodsId, available: await repo.stockOf(short.goodsId) }
        : null;
    },

    /** A cancelled or returned order's stock goes back. */
    async giveBack(tx: DbOrTx, lines: StockLine[]) {
      const repo = inventoryRepo(tx);
      for (const line of merge(lines)) await repo.giveBack(line);
    },
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
