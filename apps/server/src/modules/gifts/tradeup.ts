import { isRunning } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type TradeUpRow, tradeUpRepo } from './tradeup-repo.ts';

// 换购's rules as the shop holds them: by goods id, read with 满赠's snapshot
// (its timer, and after a staff write), and again inside an order's
// transaction. Its line kind is tradeup-line-kind.ts. Decision:
// docs/decisions/2026-11-25-gifts-and-tradeups.md.

export const TRADEUP_MESSAGES = {
  gone: '该商品不是换购商品',
  notRunning: '换购活动未在进行中',
  soldOut: '换购商品已换完',
} as const;

/** A trade-up runs in its 满减 activity's window (which has no switch). */
export const tradeUpRunning = (r: TradeUpRow, now = new Date()) =>
  isRunning({ startsAt: r.startsAt, endsAt: r.endsAt, enabled: true }, now);

export function tradeUps({ db }: { db: Db }) {
  const held = new Map<number, TradeUpRow>();
  const reload = async () => {
    const rows = await tradeUpRepo(db).current();
    held.clear();
    for (const r of rows) held.set(r.goodsId, r);
  };

  // The rule each order's transaction read (refusal), so the order's record
  // (claim) names the same activity without reading it again. Only inside a
  // transaction: a read outside one (the cart's checkout step) is not kept.
  const readIn = new WeakMap<DbOrTx, Map<number, TradeUpRow>>();
  const readNow = async (tx: DbOrTx, goodsId: number) => {
    const seen = readIn.get(tx)?.get(goodsId);
    if (seen) return seen;
    const r = await tradeUpRepo(tx).byGoods(goodsId);
    if (r) held.set(r.goodsId, r);
    if (r && tx !== db) readIn.set(tx, (readIn.get(tx) ?? new Map()).set(goodsId, r));
    return r;
  };

  return {
    held: (goodsId: number) => held.get(goodsId),
    readNow,
    reload,
    /** Running rules, seconds old: what the cart shows under each activity. */
    rules: () => [...held.values()].filter((r) => tradeUpRunning(r)),
  };
}

export type TradeUps = ReturnType<typeof tradeUps>;
