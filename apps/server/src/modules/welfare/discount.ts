import { isRunning, welfareUnitPrice } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import type { Bus } from '../../platform/bus.ts';
import { sharedCache } from '../../platform/shared-cache.ts';
import type { OfferModifier } from '../checkout/index.ts';
import { runningGoodsPart, type WelfareEventRow, welfareRepo } from './repo.ts';

// Which goods sell at 94折 now. The goods objects and the cart page read a
// cache a few seconds old (forgotten in every process when staff change an
// event); an order reads the events in its own statement (runningGoodsPart).
// To checkout, 94折 is an offer modifier: it changes an ordinary line's
// price, it is not a kind of line (an activity line's own price never changes).

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
      return new Set(goodsIds.filter((id) => (index.get(id) ?? []).some((e) => isRunning(e, now))));
    },

    /** The same read now, as part of an order's one statement. */
    runningPart: runningGoodsPart,

    /** Staff changed an event: every process forgets its cache. */
    changed: () => coming.forget(''),
  };
}

export type WelfareDiscount = ReturnType<typeof welfareDiscount>;

/** 94折 as checkout's offer modifier: 6% off the tier price of goods in a running event. */
export function welfareModifier(d: WelfareDiscount): OfferModifier<Set<number>> {
  return {
    name: 'welfare',
    reads: {
      part: (_companyId, goodsIds) => d.runningPart(goodsIds),
      now: async (tx, _companyId, goodsIds) =>
        (await readTogether(tx, { goods: d.runningPart(goodsIds) })).goods,
      cached: (_companyId, goodsIds, via) => d.runningCached(goodsIds, via),
    },
    modify: (unitFen, g, inEvent) => (inEvent?.has(g.id) ? welfareUnitPrice(unitFen) : null),
    promo: { kind: 'welfare' },
    marks: { is_welfare: 1 },
  };
}
