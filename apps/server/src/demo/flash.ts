import { and, asc, eq, gt, lt, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { flashGoods, flashSessions, fullReductionGoods, goods, users } from '../db/schema/index.ts';
import { plainGoods } from './plain-goods.ts';

// The flash sale's demo: an ended, a running and an upcoming session around
// the moment the server starts, so /miaosha always has a session on sale when
// the demo is started (today, tomorrow, any day), and every state shows.

const HOUR = 3600 * 1000;

/** [start offset, end offset] in hours from now, title, and per goods: stock, left, limit. */
const SESSIONS = [
  {
    from: -4,
    to: -1,
    title: '早场秒杀',
    goods: [
      [100, 12, 2],
      [50, 0, 2],
      [80, 30, 5],
    ],
  },
  {
    from: -1,
    to: 3,
    title: '限时秒杀',
    goods: [
      [200, 156, 2],
      [100, 100, 5],
      [60, 9, 2],
      [30, 0, 2],
      [500, 420, 0],
      [120, 64, 3],
    ],
  },
  {
    from: 3,
    to: 6,
    title: '晚场秒杀',
    goods: [
      [100, 100, 2],
      [80, 80, 2],
      [60, 60, 3],
    ],
  },
] as const;

export async function insertFlashSessions(tx: Tx, now = new Date()) {
  const at = (h: number) => new Date(now.getTime() + h * HOUR);
  // Goods already in a session near these windows stay out (one session per goods at a time),
  // and so do goods in 满减 activities (a flash line takes no part in 满减).
  const busy = tx
    .select({ id: flashGoods.goodsId })
    .from(flashGoods)
    .innerJoin(flashSessions, eq(flashSessions.id, flashGoods.sessionId))
    .where(and(lt(flashSessions.startsAt, at(7)), gt(flashSessions.endsAt, at(-5))));
  const inActivity = tx.select({ id: fullReductionGoods.goodsId }).from(fullReductionGoods);
  const needed = SESSIONS.reduce((n, s) => n + s.goods.length, 0);
  const picked = await tx
    .select({ id: goods.id, priceFen: goods.priceFen, step: goods.midPackQuantity })
    .from(goods)
    .where(
      and(
        plainGoods(),
        gt(goods.stock, 600),
        gt(goods.priceFen, 500),
        gt(goods.midPackQuantity, 0),
        sql`${goods.id} % 7 = 3`,
        notInArray(goods.id, busy),
        notInArray(goods.id, inActivity),
      ),
    )
    .orderBy(asc(goods.id))
    .limit(needed);
  if (picked.length < needed) return false;
  let i = 0;
  for (const s of SESSIONS) {
    const [session] = await tx
      .insert(flashSessions)
      .values({ title: s.title, startsAt: at(s.from), endsAt: at(s.to), enabled: true })
      .returning();
    await tx.insert(flashGoods).values(
      s.goods.map(([total, left, limit], sort) => {
        const g = picked[i++]!;
        // Counted in packing steps: a buyer orders whole mid-packs, so a limit of 2 means two of them.
        return {
          sessionId: session!.id,
          goodsId: g.id,
          // About 40% off, in whole yuan and ninety fen (the way such prices are set).
          priceFen: Math.max(90, Math.floor((g.priceFen * 0.6) / 100) * 100 + 90),
          stockTotal: total * g.step,
          stockLeft: left * g.step,
          limitPerBuyer: limit * g.step,
          sort,
        };
      }),
    );
  }
  return true;
}

/** At every start: when no session is on sale now, a new ended/running/upcoming day is added. */
export async function seedFlashIfMissing(db: Db, now = new Date()): Promise<boolean> {
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
  if (!demo) return false;
  const [running] = await db
    .select({ id: flashSessions.id })
    .from(flashSessions)
    .innerJoin(flashGoods, eq(flashGoods.sessionId, flashSessions.id))
    .where(
      and(
        eq(flashSessions.enabled, true),
        lt(flashSessions.startsAt, now),
        gt(flashSessions.endsAt, new Date(now.getTime() + HOUR)),
      ),
    )
    .limit(1);
  if (running) return false;
  return db.transaction((tx) => insertFlashSessions(tx, now));
}
