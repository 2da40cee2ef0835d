import { addDays, shopDay } from '@shop/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrivalNotices, users } from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, setGoods, type TestBuyer } from '../../test/buyers.ts';
import { jsonCalls, staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import type { CatalogService } from '../catalog/index.ts';
import { messageService } from '../messages/service.ts';
import { ARRIVAL_NOTICES_MAX, noticesService } from './service.ts';

// 到货通知 fires once per waiting company when stock arrives; 降价通知 once per
// drop of a favourite goods, never on a rise, never for a company that turned
// it off. The notices are sent after the change is announced, so the tests
// wait for the message to appear (or for a quiet while when none may).

let t: TestApp;
let warehouse: Record<string, string>;
let operator: Record<string, string>;
let made = 0;
const { get, post, put, del } = jsonCalls(() => t);

beforeAll(async () => {
  t = await testApp({ goodsCount: 20 });
  [warehouse, operator] = await Promise.all([
    staffLogin(t, 'warehouse'),
    staffLogin(t, 'operator'),
  ]);
});
afterAll(() => t?.close());

const buyer = async () => (await makeBuyers(t.db, 1, `tz${++made}`))[0]!;

type Msg = { kind: string; title: string; body: string; link: string };
const messages = async (b: TestBuyer, kind: string): Promise<Msg[]> =>
  ((await get('/api/user/message?page_size=50', b.headers)).json().data.data as Msg[]).filter(
    (m) => m.kind === kind,
  );

/** Waits until every buyer holds `n` messages of the kind; then a little longer, to catch a second. */
async function settle(buyers: TestBuyer[], kind: string, n: number, waitMs = 5_000) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const counts = await Promise.all(buyers.map(async (b) => (await messages(b, kind)).length));
    if (counts.every((c) => c >= n) || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  await new Promise((r) => setTimeout(r, 300));
  return Promise.all(buyers.map((b) => messages(b, kind)));
}

const lotOf = (goodsId: number, lotNo: string, quantity: number) => {
  const fields = {
    lot_no: lotNo,
    production_date: addDays(shopDay(Date.now()), -100),
    expiry_date: addDays(shopDay(Date.now()), 700),
    quantity: String(quantity),
    supplier: '国药控股湖北有限公司',
  };
  const boundary = '----arrival1';
  const payload = Buffer.from(
    `${Object.entries(fields)
      .map(
        ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
      )
      .join('')}--${boundary}--\r\n`,
  );
  return t.app.inject({
    method: 'POST',
    url: `/admin-api/goods/${goodsId}/lots`,
    headers: { ...warehouse, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
};

describe('到货通知', () => {
  it('tells each waiting company once when a lot is received, then is done', async () => {
    const [a, b, c] = [await buyer(), await buyer(), await buyer()];
    const goodsId = await makeGoods(t.db, { name: '到货测试药', stock: 0 });
    const url = `/api/goods/${goodsId}/arrival-notice`;
    const first = await post(url, a.headers);
    expect(first.json()).toMatchObject({ code: 10000, data: { subscribed: 1 } });
    expect((await post(url, a.headers)).json().data.subscribed).toBe(1);
    expect((await post(url, b.headers)).json().code).toBe(10000);
    expect((await get(url, a.headers)).json().data.subscribed).toBe(1);
    expect((await get(url, c.headers)).json().data.subscribed).toBe(0);

    const waiting = (await get('/admin-api/arrival-notices?keyword=到货测试', operator)).json()
      .data;
    expect(waiting.data).toEqual([
      expect.objectContaining({ goods_id: goodsId, companies: 2, stock: 0 }),
    ]);
    // The keyword matches literally: % is not a wildcard.
    expect((await get('/admin-api/arrival-notices?keyword=%25', operator)).json().data.total).toBe(
      0,
    );

    expect((await lotOf(goodsId, 'DH001', 50)).statusCode).toBe(200);
    const [ma, mb, mc] = await settle([a, b], 'arrival_notice', 1).then(async (x) => [
      ...x,
      await messages(c, 'arrival_notice'),
    ]);
    expect(ma).toHaveLength(1);
    expect(ma![0]).toMatchObject({
      title: '到货通知：到货测试药 已到货',
      link: `/list/info/${goodsId}`,
    });
    expect(mb).toHaveLength(1);
    expect(mc).toHaveLength(0);
    expect((await get(url, a.headers)).json().data.subscribed).toBe(0);

    // More stock later tells nobody again.
    expect((await lotOf(goodsId, 'DH002', 20)).statusCode).toBe(200);
    const again = await settle([a, b], 'arrival_notice', 2, 1_000);
    expect(again.map((m) => m.length)).toEqual([1, 1]);
    const after = (await get('/admin-api/arrival-notices?keyword=到货测试', operator)).json().data;
    expect(after.total).toBe(0);
  });

  it('refuses goods in stock, cancels, and keeps companies apart', async () => {
    const [a, b] = [await buyer(), await buyer()];
    const inStock = await makeGoods(t.db, { name: '有货测试药', stock: 100 });
    const r = await post(`/api/goods/${inStock}/arrival-notice`, a.headers);
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ code: 409, msg: '该商品有货，可直接购买' });

    const goodsId = await makeGoods(t.db, { name: '取消测试药', stock: 0 });
    const url = `/api/goods/${goodsId}/arrival-notice`;
    await post(url, a.headers);
    await post(url, b.headers);
    expect((await del(url, b.headers)).json().data.subscribed).toBe(0);
    expect((await get(url, a.headers)).json().data.subscribed).toBe(1);
    await lotOf(goodsId, 'QX001', 10);
    const [ma, mb] = await settle([a], 'arrival_notice', 1).then(async (x) => [
      ...x,
      await messages(b, 'arrival_notice'),
    ]);
    expect(ma).toHaveLength(1);
    expect(mb).toHaveLength(0);

    for (const bad of ['0', 'abc', '-1'])
      expect((await post(`/api/goods/${bad}/arrival-notice`, a.headers)).statusCode).toBe(422);
    expect((await post('/api/goods/2000000000/arrival-notice', a.headers)).statusCode).toBe(404);
    expect((await post(url, {})).json().code).toBe(10001);
  });

  it('holds the 200-notice limit when subscriptions arrive at once; asked again at it, the same', async () => {
    const [a] = [await buyer()];
    const ids: number[] = [];
    for (let i = 0; i < ARRIVAL_NOTICES_MAX + 10; i++)
      ids.push(await makeGoods(t.db, { name: `缺货上限药${i}`, stock: 0 }));
    const [u] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.companyId, a.companyId));
    const before = ids.slice(0, ARRIVAL_NOTICES_MAX - 5);
    await t.db
      .insert(arrivalNotices)
      .values(before.map((goodsId) => ({ companyId: a.companyId, userId: u!.id, goodsId })));
    const answers = await Promise.all(
      ids
        .slice(ARRIVAL_NOTICES_MAX - 5)
        .map((id) => post(`/api/goods/${id}/arrival-notice`, a.headers)),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(10);
    const waiting = await t.db
      .select({ id: arrivalNotices.id })
      .from(arrivalNotices)
      .where(and(eq(arrivalNotices.companyId, a.companyId), isNull(arrivalNotices.notifiedAt)));
    expect(waiting).toHaveLength(ARRIVAL_NOTICES_MAX);
    const again = await post(`/api/goods/${before[0]}/arrival-notice`, a.headers);
    expect(again.json()).toMatchObject({ code: 10000, data: { subscribed: 1 } });
  }, 60_000);
});

describe('降价通知', () => {
  const price = (id: number, yuan: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/admin-api/goods/${id}`,
      headers: operator,
      payload: { price: yuan },
    });

  it('tells a favouring company once per drop, not on a rise, not when turned off', async () => {
    const [on, off, none] = [await buyer(), await buyer(), await buyer()];
    const goodsId = await makeGoods(t.db, { name: '降价测试药', priceFen: 1_000 });
    for (const b of [on, off])
      expect((await post('/api/favorite', b.headers, { goods_ids: [goodsId] })).json().code).toBe(
        10000,
      );
    expect((await get('/api/user/notice-settings', off.headers)).json().data).toEqual({
      price_drop: 1,
    });
    const turned = await put('/api/user/notice-settings', off.headers, { price_drop: 0 });
    expect(turned.json()).toMatchObject({ code: 10000, data: { price_drop: 0 } });

    expect((await price(goodsId, '8.00')).json().code).toBe(10000);
    const [m1] = await settle([on], 'price_drop', 1);
    expect(m1).toHaveLength(1);
    expect(m1![0]!.body).toBe('您收藏的「降价测试药」由 ¥10.00 降至 ¥8.00。');
    expect(await messages(off, 'price_drop')).toHaveLength(0);
    expect(await messages(none, 'price_drop')).toHaveLength(0);

    // Stock moving, or the same price saved again, is not another drop.
    await lotOf(goodsId, 'JJ001', 10);
    await price(goodsId, '8.00');
    expect((await settle([on], 'price_drop', 2, 1_000))[0]).toHaveLength(1);

    await price(goodsId, '12.00');
    expect((await settle([on], 'price_drop', 2, 1_000))[0]).toHaveLength(1);

    await price(goodsId, '9.50');
    const [m3] = await settle([on], 'price_drop', 2);
    expect(m3).toHaveLength(2);
    expect(m3![0]!.body).toBe('您收藏的「降价测试药」由 ¥12.00 降至 ¥9.50。');
    expect(await messages(off, 'price_drop')).toHaveLength(0);

    for (const bad of [
      { price_drop: 2 },
      { price_drop: 'yes' },
      {},
      { price_drop: 1, constructor: 1 },
    ])
      expect((await put('/api/user/notice-settings', on.headers, bad)).statusCode).toBe(422);
  });
});

describe('several processes hearing one change', () => {
  it('send each notice once, whichever claims it first', async () => {
    const [a, b] = [await buyer(), await buyer()];
    const goodsId = await makeGoods(t.db, { name: '并发到货药', stock: 0, priceFen: 2_000 });
    for (const x of [a, b]) {
      await post(`/api/goods/${goodsId}/arrival-notice`, x.headers);
      await post('/api/favorite', x.headers, { goods_ids: [goodsId] });
    }
    // Stock and price written behind the app's back: nothing was announced, as after a crash.
    await setGoods(t.db, goodsId, { stock: 40, priceFen: 1_500 });
    // The checks' own work needs no catalogue (it reads goods in its own queries).
    const notify = messageService(t.db).notify;
    const workers = [1, 2, 3, 4].map(() =>
      noticesService({ db: t.db, catalog: {} as CatalogService, notify }),
    );
    const sent = await Promise.all(workers.map((w) => w.check([goodsId])));
    expect(sent.reduce((x, y) => x + y, 0)).toBe(4);
    for (const x of [a, b]) {
      expect(await messages(x, 'arrival_notice')).toHaveLength(1);
      expect(await messages(x, 'price_drop')).toHaveLength(1);
    }
    // The sweep over everything outstanding finds nothing more.
    expect(await workers[0]!.check()).toBe(0);
  });
});
