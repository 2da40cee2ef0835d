import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { flashGoods, flashPurchases, orders } from '../../db/schema/index.ts';
import { type Bus, memoryBus } from '../../platform/bus.ts';
import { memoryKv } from '../../platform/kv.ts';
import { LogSmsProvider } from '../../platform/sms.ts';
import { makeBuyers, plainGoods, setGoods, type TestBuyer } from '../../test/buyers.ts';
import { addFlash, runningFlash } from '../../test/flash.ts';
import { type TestApp, testApp } from '../../test/helper.ts';

// Hostile review of "flash orders claim the counters first" (flash.reserve):
// the counters must never drift so that a buyer is refused 已抢光 or 限购
// after orders that failed for another reason, were cancelled, timed out or
// replayed; and nothing may pass the flash stock or a company's limit.

const SOLD_OUT = '已抢光';
const OVER = (n: number) => `数量超过活动限购${n}，可原价购买`;
let t: TestApp;

async function offer(goodsId: number, stock: number, limit: number) {
  await setGoods(t.db, goodsId, { ...plainGoods, stock: 1000, midPackQuantity: 1, priceFen: 5000 });
  return runningFlash(t.db, goodsId, { stock, limit });
}

const add = (b: TestBuyer, goodsId: number, flashId: number, number = 1) =>
  addFlash(t, b, goodsId, flashId, number);

async function lineOf(b: TestBuyer, goodsId: number): Promise<number> {
  const list = (await t.app.inject({ url: '/api/cart/list', headers: b.headers })).json().data;
  const l = list.data.find(
    (x: { type: number; goods: { id: number } }) => x.type === 1 && x.goods.id === goodsId,
  );
  if (!l) throw new Error(`no flash line of goods ${goodsId}`);
  return l.id;
}

const order = async (b: TestBuyer, ids: number[], key: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: b.headers,
      payload: { ids, address_id: b.addressId, coupon_id: 0, key },
    })
  ).json() as { code: number; msg: string; data: { id: number } };

const cancel = (b: TestBuyer, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/order/${id}/cancel`, headers: b.headers });

async function rows(flashId: number, companyId: number) {
  const [f] = await t.db.select().from(flashGoods).where(eq(flashGoods.id, flashId));
  const [p] = await t.db
    .select()
    .from(flashPurchases)
    .where(and(eq(flashPurchases.companyId, companyId), eq(flashPurchases.flashGoodsId, flashId)));
  return { left: f!.stockLeft, bought: p?.quantity ?? 0 };
}

/** Adds and orders `qty` units; the answer. */
async function buy(b: TestBuyer, goodsId: number, flashId: number, qty: number, key: string) {
  const added = (await add(b, goodsId, flashId, qty)).json();
  if (added.code !== 10000) return added as { code: number; msg: string; data: { id: number } };
  return order(b, [await lineOf(b, goodsId)], key);
}

// The display cache the counters' keys come from: let it load the new offer.
const settle = () => new Promise((r) => setTimeout(r, 2100));

let buyers: TestBuyer[];
let team: TestBuyer[];
beforeAll(async () => {
  t = await testApp({ goodsCount: 60 });
  buyers = await makeBuyers(t.db, 4, 'fca');
  const head = buyers[0]!;
  team = [head, ...(await makeBuyers(t.db, 5, 'fcat', head.companyId))];
}, 120_000);
afterAll(() => t?.close());

describe('the counters come back when an order fails after they were claimed', () => {
  it("an order refused for the goods' own stock gives back units and the company's count", async () => {
    const [a, b] = buyers as [TestBuyer, TestBuyer];
    const f = await offer(31, 2, 2);
    await settle();
    expect((await add(a, 31, f.id, 2)).json().code).toBe(10000);
    const line = await lineOf(a, 31);
    // The goods' own stock runs out after the line was added: each order
    // claims the counters, then fails at inventory.take.
    await setGoods(t.db, 31, { ...plainGoods, stock: 0, midPackQuantity: 1, priceFen: 5000 });
    for (let i = 0; i < 5; i++) {
      const r = await order(a, [line], `fca-short-${i}`);
      expect(r.code).not.toBe(10000);
      expect(r.msg).not.toBe(SOLD_OUT);
      expect(r.msg).not.toBe(OVER(2));
    }
    await setGoods(t.db, 31, { ...plainGoods, stock: 1000, midPackQuantity: 1, priceFen: 5000 });
    // Five failed orders of 2 units: the whole flash stock 5 times, the limit 5 times over.
    const ok = await order(a, [line], 'fca-short-ok');
    expect(ok.code).toBe(10000);
    expect(await rows(f.id, a.companyId)).toEqual({ left: 0, bought: 2 });
    // And nobody else gets what is gone.
    expect((await buy(b, 31, f.id, 1, 'fca-short-b')).msg).toBe(SOLD_OUT);
  });

  it('a multi-line order refused on its second flash line gives back the first line too', async () => {
    const [u1, u2] = team as [TestBuyer, TestBuyer];
    // A first: its counters are claimed before B's (flash goods id order).
    const fa = await offer(33, 2, 2);
    const fb = await offer(34, 10, 2);
    await settle();
    expect((await add(u1, 34, fb.id, 2)).json().code).toBe(10000);
    expect((await add(u2, 33, fa.id, 2)).json().code).toBe(10000);
    expect((await add(u2, 34, fb.id, 1)).json().code).toBe(10000);
    const lineB1 = await lineOf(u1, 34);
    const lineA = await lineOf(u2, 33);
    const lineB2 = await lineOf(u2, 34);
    // u1 takes the company's 2 of B; u2's order of A and B is over B's limit.
    expect((await order(u1, [lineB1], 'fca-multi-1')).code).toBe(10000);
    for (let i = 0; i < 3; i++) {
      const r = await order(u2, [lineA, lineB2], `fca-multi-2-${i}`);
      expect(r.msg).toBe(OVER(2));
    }
    // A's units and the company's count of A came back each time.
    expect((await order(u2, [lineA], 'fca-multi-3')).code).toBe(10000);
    expect(await rows(fa.id, u2.companyId)).toEqual({ left: 0, bought: 2 });
  });
});

describe('cancelled, timed-out and replayed orders leave the counters right', () => {
  it('buys the whole stock at the limit again after each cancel and timeout', async () => {
    const [a, , c] = buyers as [TestBuyer, TestBuyer, TestBuyer];
    const f = await offer(35, 2, 2);
    await settle();
    for (let i = 0; i < 3; i++) {
      const r = await buy(a, 35, f.id, 2, `fca-cycle-${i}`);
      expect(r.code).toBe(10000);
      // The same key replayed answers the same order and claims nothing more.
      const again = await order(a, [1], `fca-cycle-${i}`);
      expect(again).toMatchObject({ code: 10000, data: { id: r.data.id } });
      if (i % 2 === 0) expect((await cancel(a, r.data.id)).statusCode).toBe(200);
      else {
        await t.db
          .update(orders)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(orders.id, r.data.id));
        expect(await t.app.services.orders.expireDue()).toBeGreaterThanOrEqual(1);
      }
      expect(await rows(f.id, a.companyId)).toEqual({ left: 2, bought: 0 });
    }
    // Another company may take the whole stock now.
    await settle();
    const r = await buy(c, 35, f.id, 2, 'fca-cycle-c');
    expect(r.code).toBe(10000);
    expect((await buy(a, 35, f.id, 1, 'fca-cycle-a-late')).msg).toBe(SOLD_OUT);
  });
});

describe('concurrency', () => {
  it("one company's concurrent orders never pass its limit, and refused ones leave no trace", async () => {
    const f = await offer(36, 20, 2);
    await settle();
    const lines: number[] = [];
    for (const u of team) {
      expect((await add(u, 36, f.id, 1)).json().code).toBe(10000);
      lines.push(await lineOf(u, 36));
    }
    const answers = await Promise.all(team.map((u, i) => order(u, [lines[i]!], `fca-conc-${i}`)));
    const won = answers.filter((a) => a.code === 10000);
    expect(won).toHaveLength(2);
    for (const a of answers.filter((x) => x.code !== 10000)) expect(a.msg).toBe(OVER(2));
    expect(await rows(f.id, team[0]!.companyId)).toEqual({ left: 18, bought: 2 });
    // A cancel lets exactly one more through.
    const loser = answers.findIndex((a) => a.code !== 10000);
    await cancel(team[answers.findIndex((a) => a.code === 10000)]!, won[0]!.data.id);
    expect((await order(team[loser]!, [lines[loser]!], `fca-conc-again`)).code).toBe(10000);
    expect(await rows(f.id, team[0]!.companyId)).toEqual({ left: 18, bought: 2 });
  });

  it('a race where most orders fail after the counters still sells every unit, never more', async () => {
    const many = await makeBuyers(t.db, 12, 'fcm');
    const f = await offer(37, 5, 1);
    // Each order also holds 1 of a plain goods with only 3 in stock: the
    // rest of the race fails at inventory.take, after the flash counters.
    await setGoods(t.db, 38, { ...plainGoods, stock: 3, midPackQuantity: 1, priceFen: 1000 });
    await settle();
    const lines: number[][] = [];
    for (const b of many) {
      expect((await add(b, 37, f.id, 1)).json().code).toBe(10000);
      const plain = await t.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: b.headers,
        payload: { params: [{ goods_id: 38, number: 1 }] },
      });
      expect(plain.json().code).toBe(10000);
      const list = (await t.app.inject({ url: '/api/cart/list', headers: b.headers })).json().data;
      lines.push(
        list.data
          .filter((x: { goods: { id: number } }) => [37, 38].includes(x.goods.id))
          .map((x: { id: number }) => x.id),
      );
    }
    const first = await Promise.all(many.map((b, i) => order(b, lines[i]!, `fca-many-${i}`)));
    expect(first.filter((a) => a.code === 10000)).toHaveLength(3);
    // The plain goods restocked: the others retry one by one.
    await setGoods(t.db, 38, { ...plainGoods, stock: 1000, midPackQuantity: 1, priceFen: 1000 });
    const retried: Awaited<ReturnType<typeof order>>[] = [];
    for (const [i, b] of many.entries())
      if (first[i]!.code !== 10000) retried.push(await order(b, lines[i]!, `fca-many-r-${i}`));
    expect(retried.filter((a) => a.code === 10000)).toHaveLength(2);
    for (const a of retried.filter((x) => x.code !== 10000)) expect(a.msg).toBe(SOLD_OUT);
    const [row] = await t.db.select().from(flashGoods).where(eq(flashGoods.id, f.id));
    expect(row!.stockLeft).toBe(0);
  });
});

describe('two server processes whose counters are their own (WORKERS=2 without Redis)', () => {
  // Two processes on the same database and bus, each with in-process
  // counters, as main.ts makes them (memoryKv per process, postgresBus).
  let bus: Bus;
  let first: App;
  let second: App;
  const server = () =>
    buildApp({
      db: t.db,
      kv: memoryKv(Date.now, false),
      bus,
      sms: new LogSmsProvider(() => {}),
      publicUrl: 'http://shop.test',
    });
  beforeAll(async () => {
    bus = memoryBus();
    [first, second] = await Promise.all([server(), server()]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await bus?.close();
  });
  const on =
    (app: App) =>
    async (opts: {
      method: 'POST';
      url: string;
      headers: Record<string, string>;
      payload: unknown;
    }) =>
      (await app.inject(opts as never)).json();

  it('an order cancelled on the other process leaves neither 已抢光 nor 限购 behind', async () => {
    const [, , , d] = buyers as [TestBuyer, TestBuyer, TestBuyer, TestBuyer];
    // 2 of 2 (已抢光 if the units stay counted), 2 of 10 (限购 if the company's count does).
    for (const [goodsId, stock] of [
      [39, 2],
      [40, 10],
    ] as const) {
      const f = await offer(goodsId, stock, 2);
      await settle();
      // Ordered on this process, cancelled on the other (a buyer's next
      // request, or the unpaid-order sweep, lands on either).
      const p1 = on(first);
      for (let i = 0; i < 3; i++) {
        // The add on either process (its gate), the order always on the first (flash.reserve).
        const added = await on(i % 2 === 0 ? first : second)({
          method: 'POST',
          url: '/api/cart',
          headers: d.headers,
          payload: { params: [{ goods_id: goodsId, number: 2, type: 1, miaosha_goods_id: f.id }] },
        });
        expect(added).toMatchObject({ code: 10000 });
        const r = await p1({
          method: 'POST',
          url: '/api/order/create',
          headers: { ...d.headers, 'content-type': 'application/json' },
          payload: JSON.stringify({
            ids: [await lineOf(d, goodsId)],
            address_id: d.addressId,
            coupon_id: 0,
            key: `fca-proc-${goodsId}-${i}`,
          }),
        });
        expect(r).toMatchObject({ code: 10000 });
        const res = await second.inject({
          method: 'POST',
          url: `/api/order/${r.data.id}/cancel`,
          headers: d.headers,
        });
        expect(res.statusCode).toBe(200);
        expect(await rows(f.id, d.companyId)).toEqual({ left: stock, bought: 0 });
        await settle();
      }
    }
  });
});
