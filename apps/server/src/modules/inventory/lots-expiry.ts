import type { Db } from '../../db/client.ts';
import { inventoryRepo } from './repo.ts';

// The expiry job: lots past their expiry date (the shop's day) become
// expired, their goods' stock and expiry are derived again and the ledger
// says why the stock fell; goods whose 近效期 mark no longer matches their
// expiry (a day passed, the setting changed) are marked again. Allocation
// checks the date itself, so a late run never lets an expired unit be sold.

export function lotsExpiry(db: Db, goodsChanged: (ids: number[]) => Promise<void>) {
  return async (): Promise<number> => {
    const reads = inventoryRepo(db);
    const [past, stale] = await Promise.all([
      reads.goodsWithLotsPastDate(),
      reads.shortExpiryStale(),
    ]);
    const ids = [...new Set([...past, ...stale])].sort((a, b) => a - b);
    if (ids.length === 0) return 0;
    const expired = await db.transaction(async (tx) => {
      const repo = inventoryRepo(tx);
      const before = await repo.lockGoods(ids);
      const lots = past.length > 0 ? await repo.expireLots(past) : [];
      await repo.refresh(past);
      await repo.setShortExpiry(stale);
      await repo.writeLedger(
        lots
          .filter((l) => l.quantity > 0)
          .sort((a, b) => a.goodsId - b.goodsId || a.id - b.id)
          .map((l) => ({ goodsId: l.goodsId, lotId: l.id, change: -l.quantity })),
        before,
        { kind: 'expire', ref: '批次已过有效期，停止销售' },
      );
      return lots.length;
    });
    await goodsChanged(ids);
    return expired + stale.length;
  };
}
