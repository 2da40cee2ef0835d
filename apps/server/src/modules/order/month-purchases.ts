import type { SpecialPurchases } from '../checkout/index.ts';
import { monthPurchasesRepo } from './month-purchases-repo.ts';

// The order module's answer to checkout's SpecialPurchases port: the orders
// are its own, so it counts them (and locks their company and goods).

export const monthPurchases = (): SpecialPurchases => ({
  async bought(tx, companyId, goodsIds, since, lock) {
    if (goodsIds.length === 0) return new Map();
    const repo = monthPurchasesRepo(tx);
    // The lock first: the count then sees every earlier order of the company that committed.
    if (lock) await repo.lock(companyId, goodsIds);
    return repo.bought(companyId, goodsIds, since);
  },
});
