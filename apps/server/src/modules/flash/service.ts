import { type FlashRefusal, flashRefusal, flashStatus, shopDay, shopDayStart } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Kv } from '../../platform/kv.ts';
import { ttlCache } from '../../platform/ttl-cache.ts';
import { type FlashOffer, type FlashSessionRow, flashRepo } from './repo.ts';

/** A flash line an order takes: its flash goods and how many. */
export type FlashItem = { flashGoodsId: number; goodsId: number; quantity: number };
export type FlashShort = FlashRefusal & { flashGoodsId: number; goodsId: number };

/** The display may be this old (the cart page, the zone); orders read the rows now. */
const DISPLAY_TTL_MS = 2_000;
const RESERVATION_TTL_S = 3 * 24 * 3600;
/**
 * How long a process believes its own reading that a flash goods is sold
 * out: the rush after the units are gone is refused without asking Redis.
 * A unit given back in this process clears it; elsewhere it lasts this long.
 */
const SOLD_OUT_MEMO_MS = 1_000;

type Keyed = { id: number; startsAt: Date };
// The window start keeps a counter of one database apart from a new database's same id.
const reservedKey = (o: Keyed) => `flash:taken:${o.id}:${o.startsAt.getTime()}`;
/** Units of a flash goods a company holds in orders (flash_purchases), as the gate counts them. */
const boughtKey = (o: Keyed, companyId: number) =>
  `flash:bought:${o.id}:${o.startsAt.getTime()}:${companyId}`;

/**
 * Flash sessions and goods: their offers for pricing, the taking of flash
 * stock and the per-company limit inside an order's transaction, and their
 * giving back when an unpaid order is cancelled.
 */
export function flashService(db: Db, kv: Kv) {
  // The flash goods of the goods a page shows, a moment old: one read per
  // interval for every buyer, not one per request.
  const byGoods = ttlCache<Map<number, FlashOffer[]>>(DISPLAY_TTL_MS, 1, { name: 'flash offers' });
  // The last loaded map, read without waiting: an order holding row locks
  // must not wait on a load that needs a pool connection (the pool may be
  // full of orders queued on those locks).
  let latest = new Map<number, FlashOffer[]>();
  // `via`: the caller's transaction when it is in one (the embedded database has one connection).
  const index = (via: DbOrTx = db) =>
    byGoods.get('', async () => {
      const now = new Date();
      const from = new Date(now.getTime() - 24 * 3600_000);
      const to = new Date(now.getTime() + 24 * 3600_000);
      const repo = flashRepo(via);
      const sessions = await repo.sessionsBetween(from, to);
      const map = new Map<number, FlashOffer[]>();
      for (const o of await repo.offersOfSessions(sessions.map((s) => s.id)))
        map.set(o.goodsId, [...(map.get(o.goodsId) ?? []), o]);
      latest = map;
      return map;
    });

  const byId = <O extends FlashOffer>(offers: O[]) => new Map(offers.map((o) => [o.id, o]));

  // The zone's sessions and goods of a day, as old as the display may be:
  // bench:promo measured two queries on every /api/miaosha at 0.25 of the
  // in-memory goods list on a loaded machine.
  type Day = { session: FlashSessionRow; offers: FlashOffer[] }[];
  const days = ttlCache<Day>(DISPLAY_TTL_MS, 4, { name: 'flash days' });

  const soldOutUntil = new Map<number, number>();
  /**
   * Units reserved per flash goods in Redis (or in-process) by orders in
   * flight or done: what the add's gate reads as sold out. False (and not
   * counted) past the total; the conditional UPDATE decides either way.
   */
  async function reserveUnits(o: FlashOffer, quantity: number) {
    const taken = await kv.incr(reservedKey(o), RESERVATION_TTL_S, quantity);
    // Counters of this process alone miss units given back on another one.
    if (taken <= o.stockTotal || !kv.shared) return true;
    await kv.incr(reservedKey(o), RESERVATION_TTL_S, -quantity);
    return false;
  }
  const unreserve = (o: Keyed, quantity: number) => {
    soldOutUntil.delete(o.id);
    return kv.incr(reservedKey(o), RESERVATION_TTL_S, -quantity).then(() => undefined);
  };
  const countBought = (o: Keyed, companyId: number, quantity: number) =>
    kv.incr(boughtKey(o, companyId), RESERVATION_TTL_S, quantity).then(() => undefined);

  /** No flash stock left a moment ago, or reservations cover it all (remembered a moment when they do). */
  async function soldOut(o: FlashOffer) {
    if ((soldOutUntil.get(o.id) ?? 0) > Date.now()) return true;
    // The rows a moment ago (an operator's change, units sold before a restart).
    if (o.stockLeft <= 0) return true;
    if (!kv.shared || (await kv.get(reservedKey(o))) < o.stockTotal) return false;
    soldOutUntil.set(o.id, Date.now() + SOLD_OUT_MEMO_MS);
    return true;
  }

  return {
    /** Offers of these goods read now (in the caller's transaction), by flash goods id. */
    async offersNow(tx: DbOrTx, goodsIds: number[]) {
      return byId(await flashRepo(tx).offersOfGoods([...new Set(goodsIds)]));
    },

    /** The same, a moment old: what a page may show, never what is charged. */
    async offersCached(goodsIds: number[], via: DbOrTx = db) {
      const all = await index(via);
      return byId(goodsIds.flatMap((g) => all.get(g) ?? []));
    },

    /**
     * A sold-out or over-limit refusal from the counters alone, before the
     * cart opens a transaction: most presses of a rush come after the units
     * are gone. Null admits nothing for good; the rows decide next.
     */
    async admit(companyId: number, items: FlashItem[]): Promise<FlashShort | null> {
      const all = await index();
      const now = new Date();
      for (const item of items) {
        const o = all.get(item.goodsId)?.find((x) => x.id === item.flashGoodsId);
        // Outside its window the rows give the right words (活动未开始, 已结束).
        if (!o || flashStatus(o, now) !== 'running') continue;
        const short = { flashGoodsId: item.flashGoodsId, goodsId: item.goodsId };
        if (await soldOut(o)) return { reason: 'sold_out', ...short };
        const limit = o.limitPerBuyer;
        if (limit === 0 || !kv.shared) continue;
        const bought = await kv.get(boughtKey(o, companyId));
        if (bought + item.quantity > limit)
          return { reason: 'over_limit', limit, bought, ...short };
      }
      return null;
    },

    /** Why these flash lines cannot be bought now (rows read now, one statement), or null. */
    async refusal(tx: DbOrTx, companyId: number, items: FlashItem[]): Promise<FlashShort | null> {
      if (items.length === 0) return null;
      const ids = [...new Set(items.map((i) => i.flashGoodsId))];
      const offers = byId(await flashRepo(tx).offersBoughtBy(companyId, ids));
      const now = new Date();
      for (const item of items) {
        const o = offers.get(item.flashGoodsId);
        const r: FlashRefusal | null =
          !o || o.goodsId !== item.goodsId
            ? { reason: 'not_running', status: 'ended' }
            : flashRefusal(o, item.quantity, o.bought, now);
        if (r) return { ...r, flashGoodsId: item.flashGoodsId, goodsId: item.goodsId };
      }
      return null;
    },

    /**
     * The counters first (Redis when set): each flash line's units and the
     * company's count are claimed before the order touches a shared row, so
     * an order past the stock or the limit is refused without waiting on the
     * rows' locks, and the orders that go on hold those locks without a
     * Redis round trip. `undo` gives the counters back if the order fails.
     * The rows decide after (take): a counter never sells a unit.
     */
    async reserve(
      tx: DbOrTx,
      companyId: number,
      items: FlashItem[],
      undo: (() => Promise<void>)[],
    ): Promise<FlashShort | null> {
      const repo = flashRepo(tx);
      const now = new Date();
      for (const item of [...items].sort((a, b) => a.flashGoodsId - b.flashGoodsId)) {
        const short = { flashGoodsId: item.flashGoodsId, goodsId: item.goodsId };
        const known =
          latest.get(item.goodsId)?.find((o) => o.id === item.flashGoodsId) ??
          (await repo.offersByIds([item.flashGoodsId]))[0];
        if (!known || known.goodsId !== item.goodsId)
          return { reason: 'not_running', status: 'ended', ...short };
        const [reserved, bought] = await Promise.all([
          reserveUnits(known, item.quantity),
          kv.incr(boughtKey(known, companyId), RESERVATION_TTL_S, item.quantity),
        ]);
        undo.push(() => countBought(known, companyId, -item.quantity));
        if (reserved) undo.push(() => unreserve(known, item.quantity));
        else
          return {
            ...(flashRefusal(known, item.quantity, 0, now) ?? { reason: 'sold_out' }),
            ...short,
          };
        const limit = known.limitPerBuyer;
        if (kv.shared && limit > 0 && bought > limit)
          return { reason: 'over_limit', limit, bought: bought - item.quantity, ...short };
      }
      return null;
    },

    /**
     * Takes flash stock and claims the limit inside the order's transaction
     * (after reserve), in flash goods order (no deadlocks between orders):
     * one statement per flash goods, the rows decide.
     */
    async take(tx: DbOrTx, companyId: number, items: FlashItem[]): Promise<FlashShort | null> {
      const repo = flashRepo(tx);
      for (const item of [...items].sort((a, b) => a.flashGoodsId - b.flashGoodsId)) {
        const short = { flashGoodsId: item.flashGoodsId, goodsId: item.goodsId };
        const taken = await repo.take(item, companyId);
        if (taken.stock && taken.limit) continue;
        const [o] = await repo.offersBoughtBy(companyId, [item.flashGoodsId]);
        if (!o || o.goodsId !== item.goodsId)
          return { reason: 'not_running', status: 'ended', ...short };
        if (taken.stock)
          return { reason: 'over_limit', limit: o.limitPerBuyer, bought: o.bought, ...short };
        return {
          ...(flashRefusal(o, item.quantity, 0, new Date()) ?? { reason: 'sold_out' }),
          ...short,
        };
      }
      return null;
    },

    /** A cancelled order's flash units and limit come back. */
    async giveBack(tx: DbOrTx, companyId: number, items: FlashItem[]) {
      const repo = flashRepo(tx);
      const offers = byId(await repo.offersByIds(items.map((i) => i.flashGoodsId)));
      for (const item of [...items].sort((a, b) => a.flashGoodsId - b.flashGoodsId)) {
        await repo.giveBackStock(item.flashGoodsId, item.quantity);
        await repo.releasePurchase(companyId, item.flashGoodsId, item.quantity);
        const o = offers.get(item.flashGoodsId);
        if (o)
          await Promise.all([
            unreserve(o, item.quantity),
            countBought(o, companyId, -item.quantity),
          ]);
      }
    },

    /** Sessions overlapping the shop's (Beijing) day of `now`, with their goods. */
    async day(now: Date) {
      const start = shopDayStart(shopDay(now));
      const end = new Date(start.getTime() + 24 * 3600_000);
      return days.get(String(start.getTime()), async () => {
        const repo = flashRepo(db);
        const sessions = (await repo.sessionsBetween(start, end)).filter((s) => s.enabled);
        const offers = await repo.offersOfSessions(sessions.map((s) => s.id));
        return sessions.map((s) => ({
          session: s,
          offers: offers.filter((o) => o.sessionId === s.id),
        }));
      });
    },

    async session(id: number) {
      const repo = flashRepo(db);
      const s = await repo.session(id);
      if (!s?.enabled) return null;
      return { session: s, offers: await repo.offersOfSessions([s.id]) };
    },

    /** Forgets the display cache (after an operator's change in this process). */
    forget: () => {
      byGoods.delete('');
      latest = new Map();
      days.clear();
    },
  };
}

export type FlashService = ReturnType<typeof flashService>;
