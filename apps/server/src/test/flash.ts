import type { Db } from '../db/client.ts';
import { flashGoods, flashSessions } from '../db/schema/index.ts';
import type { TestBuyer } from './buyers.ts';
import type { TestApp } from './helper.ts';

const HOUR = 3600_000;
let sessions = 0;

/** A flash session running now (from an hour ago) with one goods on offer; its flash goods row. */
export async function runningFlash(
  db: Db,
  goodsId: number,
  o: { stock: number; limit: number; priceFen?: number },
) {
  const [s] = await db
    .insert(flashSessions)
    .values({
      title: `测试场${++sessions}`,
      startsAt: new Date(Date.now() - HOUR),
      endsAt: new Date(Date.now() + 2 * HOUR),
    })
    .returning();
  const [f] = await db
    .insert(flashGoods)
    .values({
      sessionId: s!.id,
      goodsId,
      priceFen: o.priceFen ?? 990,
      stockTotal: o.stock,
      stockLeft: o.stock,
      limitPerBuyer: o.limit,
    })
    .returning();
  return f!;
}

/** 加入购物车 of a flash line (type 1 with its miaosha_goods_id), as the spec's client sends it. */
export const addFlash = (t: TestApp, b: TestBuyer, goodsId: number, flashId: number, number = 1) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: b.headers,
    payload: { params: [{ goods_id: goodsId, number, type: 1, miaosha_goods_id: flashId }] },
  });
