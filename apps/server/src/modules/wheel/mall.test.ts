import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  pointsGoods,
  pointsGoodsBought,
  pointsLedger,
  pointsOrders,
  walletLedger,
  wallets,
} from '../../db/schema/index.ts';
import { makeBuyers, type TestBuyer } from '../../test/buyers.ts';
import { loginAs, staffLogin, type TestApp, testApp } from '../../test/helper.ts';

// The points mall: goods, an exchange (idempotent by key), its limits under
// concurrency, and the points order shipped from the console.

let t: TestApp;
let made = 0;
let keys = 0;

beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
const newBuyers = (n: number) => makeBuyers(t.db, n, `jfsc${++made}-`);
const key = () => `test-key-${Date.now()}-${++keys}`;
const exchange = (b: TestBuyer, over: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/jfsc/exchange',
    headers: b.headers,
    payload: { number: 1, address_id: b.addressId, key: key(), ...over },
  });

async function goods(over: Partial<typeof pointsGoods.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(pointsGoods)
    .values({ name: `测试积分商品${++made}`, points: 100, stock: 100, ...over })
    .returning();
  return row!;
}
const setPoints = (companyId: number, points: number) =>
  t.db.update(companies).set({ points }).where(eq(companies.id, companyId));
const pointsOf = async (companyId: number) =>
  (await t.db.select().from(companies).where(eq(companies.id, companyId)))[0]!.points;
const stockOf = async (id: number) =>
  (await t.db.select().from(pointsGoods).where(eq(pointsGoods.id, id)))[0]!.stock;

describe('the points mall', () => {
  it('shows the shelf to the demo buyer with its points, and exchanges into a points order', async () => {
    const demo = await loginAs(t, 'demo');
    const shelf = (await get('/api/jfsc/goods', demo)).json().data;
    expect(shelf.points).toBe(1280);
    const names = shelf.data.map((g: { name: string }) => g.name);
    expect(names).toContain('医用外科口罩（50只/盒）');
    expect(names).not.toContain('红外额温枪（旧款）');
    const mask = shelf.data.find((g: { name: string }) => g.name.startsWith('医用外科口罩'));
    expect(mask).toMatchObject({ points: 200, per_buyer: 5, exchanged: 0, state: 0 });
    const soldOut = shelf.data.find((g: { name: string }) => g.name === '药品收纳分装盒');
    expect(soldOut.state).toBe(1);

    const addresses = (await get('/api/user/address', demo)).json().data;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jfsc/exchange',
      headers: demo,
      payload: { goods_id: mask.id, number: 2, address_id: addresses[0].id, key: key() },
    });
    expect(res.statusCode).toBe(200);
    const out = res.json().data;
    expect(out.points).toBe(880);
    expect(out.order).toMatchObject({
      number: 2,
      points: 400,
      status: 'paid',
      status_text: '待发货',
    });
    const orders = (await get('/api/jfsc/orders', demo)).json().data;
    expect(orders.data[0]).toMatchObject({ id: out.order.id, goods_name: mask.name });
    const log = (await get('/api/user/points/log?type=2', demo)).json().data;
    expect(log.data[0]).toMatchObject({ points: -400, balance: 880, type: 4 });
    // The console counts what was exchanged of this goods (a count once read 0 for every goods).
    const shelf2 = await t.app.inject({
      url: '/admin-api/points-goods?page_size=100',
      headers: await staffLogin(t, 'operator'),
    });
    const row = shelf2.json().data.data.find((g: { id: number }) => g.id === mask.id);
    expect(row.exchanged).toBe(2);
  });

  it('answers the same key with the same order, once, also when sent at the same time', async () => {
    const [b] = await newBuyers(1);
    await setPoints(b!.companyId, 1_000);
    const g = await goods();
    const k = key();
    const res = await Promise.all(
      [1, 2, 3, 4, 5].map(() => exchange(b!, { goods_id: g.id, key: k })),
    );
    const ids = res.map((r) => r.json().data.order.id);
    expect(new Set(ids).size).toBe(1);
    expect(await pointsOf(b!.companyId)).toBe(900);
    expect(await stockOf(g.id)).toBe(99);
    const again = await exchange(b!, { goods_id: g.id, key: k });
    expect(again.json().data.order.id).toBe(ids[0]);
    expect(await pointsOf(b!.companyId)).toBe(900);
  });

  it('never spends the same points twice under concurrent exchanges', async () => {
    const [b] = await newBuyers(1);
    await setPoints(b!.companyId, 350);
    const g = await goods();
    const res = await Promise.all(
      Array.from({ length: 20 }, () => exchange(b!, { goods_id: g.id })),
    );
    const okCount = res.filter((r) => r.statusCode === 200).length;
    expect(okCount).toBe(3);
    for (const r of res.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().msg).toBe('积分不足');
    }
    expect(await pointsOf(b!.companyId)).toBe(50);
    expect(await stockOf(g.id)).toBe(97);
    const ledger = await t.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.companyId, b!.companyId));
    expect(ledger.reduce((s, e) => s + e.delta, 0)).toBe(-300);
  });

  it('积分+现金: takes the points and the cash part from the balance together, or neither', async () => {
    const [rich, poor] = await newBuyers(2);
    const g = await goods({ points: 100, cashFen: 990, stock: 10 });
    const balanceOf = async (companyId: number) =>
      (await t.db.select().from(wallets).where(eq(wallets.companyId, companyId)))[0]!.balanceFen;
    await setPoints(rich!.companyId, 1_000);
    await t.db
      .update(wallets)
      .set({ balanceFen: 2_500 })
      .where(eq(wallets.companyId, rich!.companyId));
    const shelf = (await get('/api/jfsc/goods', rich!.headers)).json().data.data;
    expect(shelf.find((x: { id: number }) => x.id === g.id)).toMatchObject({
      points: 100,
      cash: '9.90',
    });

    const ok = await exchange(rich!, { goods_id: g.id, number: 2 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.order).toMatchObject({ points: 200, cash: '19.80', number: 2 });
    expect(await pointsOf(rich!.companyId)).toBe(800);
    expect(await balanceOf(rich!.companyId)).toBe(520);
    const ledger = await t.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.companyId, rich!.companyId));
    expect(ledger.map((e) => [e.amountFen, e.balanceAfterFen, e.kind])).toEqual([[-1_980, 520, 7]]);
    const log = (await get('/api/user/user-money/log?use_type=7', rich!.headers)).json().data;
    expect(log.data[0]).toMatchObject({ use_type: 7, use_type_text: '积分兑换' });
    const money = (await get('/api/user/user-money', rich!.headers)).json().data;
    expect(money).toMatchObject({ balance: '5.20', total_spent: '19.80' });

    // Three at once with ¥5.20 left: none of them is covered; nothing is taken.
    const short = await Promise.all([1, 2, 3].map(() => exchange(rich!, { goods_id: g.id })));
    for (const r of short) {
      expect(r.statusCode).toBe(409);
      expect(r.json().msg).toBe('余额不足');
    }
    expect(await pointsOf(rich!.companyId)).toBe(800);
    expect(await balanceOf(rich!.companyId)).toBe(520);
    expect(await stockOf(g.id)).toBe(8);

    // Points enough, no balance: refused, and no order, allowance or points move.
    await setPoints(poor!.companyId, 1_000);
    await t.db.update(wallets).set({ balanceFen: 0 }).where(eq(wallets.companyId, poor!.companyId));
    const refused = await exchange(poor!, { goods_id: g.id });
    expect(refused.json()).toMatchObject({ code: 409, msg: '余额不足' });
    expect(await pointsOf(poor!.companyId)).toBe(1_000);
    const orders = await t.db
      .select()
      .from(pointsOrders)
      .where(eq(pointsOrders.companyId, poor!.companyId));
    expect(orders).toHaveLength(0);
    const claimed = await t.db
      .select()
      .from(pointsGoodsBought)
      .where(eq(pointsGoodsBought.companyId, poor!.companyId));
    expect(claimed).toHaveLength(0);
  });

  it('holds stock and the per-buyer limit under concurrency; over the limit is 403 限购', async () => {
    const buyers = await newBuyers(30);
    for (const b of buyers) await setPoints(b.companyId, 10_000);
    const g = await goods({ stock: 25, perBuyer: 1 });
    const res = await Promise.all(
      buyers.flatMap((b) => [exchange(b, { goods_id: g.id }), exchange(b, { goods_id: g.id })]),
    );
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(25);
    expect(res.every((r) => [200, 403, 409].includes(r.statusCode))).toBe(true);
    const limited = res.filter((r) => r.statusCode === 403);
    expect(limited.length).toBeGreaterThan(0);
    for (const r of limited) expect(r.json().msg).toBe('限购');
    expect(await stockOf(g.id)).toBe(0);
    const orders = await t.db.select().from(pointsOrders).where(eq(pointsOrders.goodsId, g.id));
    expect(new Set(orders.map((o) => o.companyId)).size).toBe(25);
    const [b] = await newBuyers(1);
    await setPoints(b!.companyId, 10_000);
    const big = await goods({ perBuyer: 2 });
    expect((await exchange(b!, { goods_id: big.id, number: 3 })).json().msg).toBe('限购');
    expect(await pointsOf(b!.companyId)).toBe(10_000);
  }, 120_000);

  it('refuses another company’s address, unknown or off-shelf goods, and bad input', async () => {
    const [b, other] = await newBuyers(2);
    await setPoints(b!.companyId, 1_000);
    const g = await goods();
    const theirs = await exchange(b!, { goods_id: g.id, address_id: other!.addressId });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().msg).toBe('收货地址不存在');
    const off = await goods({ onShelf: false });
    expect((await exchange(b!, { goods_id: off.id })).statusCode).toBe(404);
    for (const bad of [
      { goods_id: 'x' },
      { goods_id: g.id, number: 0 },
      { goods_id: g.id, number: -1 },
      { goods_id: g.id, number: 1.5 },
      { goods_id: g.id, number: 100_000 },
      { goods_id: g.id, key: 'short' },
      { goods_id: g.id, key: '' },
    ])
      expect((await exchange(b!, bad)).statusCode).toBe(422);
    expect(await pointsOf(b!.companyId)).toBe(1_000);
    const orders = (await get('/api/jfsc/orders', other!.headers)).json().data;
    expect(orders.total).toBe(0);
  });
});

describe('the console', () => {
  it('creates goods, takes them off the shelf and ships a points order, audited', async () => {
    const op = await staffLogin(t, 'operator');
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin-api/points-goods',
      headers: op,
      payload: {
        name: '测试保温杯',
        points: 300,
        cash: '12.5',
        stock: 5,
        per_buyer: 1,
        on_shelf: 1,
      },
    });
    expect(created.statusCode).toBe(200);
    const g = created.json().data;
    expect(g).toMatchObject({ points: 300, cash: '12.50' });
    const badCash = await t.app.inject({
      method: 'POST',
      url: '/admin-api/points-goods',
      headers: op,
      payload: { name: '测试', points: 300, cash: '-1', stock: 5, per_buyer: 1, on_shelf: 1 },
    });
    expect(badCash.statusCode).toBe(422);
    const [b] = await newBuyers(1);
    await setPoints(b!.companyId, 1_000);
    const order = (await exchange(b!, { goods_id: g.id })).json().data.order;
    const off = await t.app.inject({
      method: 'POST',
      url: `/admin-api/points-goods/${g.id}/off-shelf`,
      headers: op,
    });
    expect(off.json().data.on_shelf).toBe(0);
    // The operator may not ship; the warehouse may, once.
    const ship = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/admin-api/points-orders/${order.id}/ship`,
        headers,
        payload: { carrier: '顺丰速运', tracking_no: 'SF1234567890' },
      });
    expect((await ship(op)).statusCode).toBe(403);
    const wh = await staffLogin(t, 'warehouse');
    expect((await ship(wh)).statusCode).toBe(200);
    expect((await ship(wh)).json().msg).toBe('订单已发货');
    const mine = (await get('/api/jfsc/orders', b!.headers)).json().data.data[0];
    expect(mine).toMatchObject({
      status: 'shipped',
      carrier: '顺丰速运',
      tracking_no: 'SF1234567890',
    });
    const audit = await t.app.inject({
      url: '/admin-api/audit-log?target_type=points_order',
      headers: await staffLogin(t, 'admin'),
    });
    expect(audit.json().data.data[0]).toMatchObject({ action: 'points_order.ship' });
  });
});
