import type { Db, DbOrTx } from '../../db/client.ts';
import type { Bus } from '../../platform/bus.ts';
import { sharedCache } from '../../platform/shared-cache.ts';
import { runningGoodsPart, type WelfareEventRow, welfareRepo } from './repo.ts';

// Which goods sell at 94折 now. The goods objects and the cart page read a
// cache a few seconds old (forgotten in every process when staff change an
// event); an order reads the events in its own statement (runningGoodsPart).

const TTL_MS = 5_000;
export const WELFARE_CHANGED = 'welfare_changed';

type Member = { goodsId: number; event: WelfareEventRow };

export function welfareDiscount(db: Db, bus: Bus) {
  const coming = sharedCache<Map<number, WelfareEventRow[]>>(bus, WELFARE_CHANGED, {
    ttlMs: TTL_MS,
    maxEntries: 1,
    name: 'welfare events',
  });

  async function load(via: DbOrTx) {
    const byGoods = new Map<number, WelfareEventRow[]>();
    for (const { goodsId, event } of (await welfareRepo(via).comingEvents()) as Member[])
      byGoods.set(goodsId, [...(byGoods.get(goodsId) ?? []), event]);
    return byGoods;
  }

  return {
    /** The goods among these in a running 94折 event, from the cache (display only). */
    async runningCached(goodsIds: number[], via: DbOrTx = db): Promise<Set<number>> {
      if (goodsIds.length === 0) return new Set();
      const index = await coming.get('', () => load(via));
      const now = Date.now();
      return new Set(
        goodsIds.filter((id) =>
          (index.get(id) ?? []).some(
            (e) => e.startsAt.getTime() <= now && e.endsAt.getTime() > now,
          ),
        ),
      );
    },

    /** The same read now, as part of an order's one statement. */
    runningPart: runningGoodsPart,

    /** Staff changed an event: every process forgets its cache. */
    changed: () => coming.forget(''),
  };
}

export type WelfareDiscount = ReturnType<typeof welfareDiscount>;
