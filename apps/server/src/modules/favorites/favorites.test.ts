import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBuyers } from '../../test/buyers.ts';
import { type TestApp, testApp } from '../../test/helper.ts';

// Each test makes its own buyers: none reads favourites another left.

let t: TestApp;
let goodsIds: number[];
let made = 0;

beforeAll(async () => {
  t = await testApp({ goodsCount: 80 });
  const list = await t.app.inject({ url: '/api/goods/list?page_size=5' });
  goodsIds = list.json().data.data.map((g: { id: number }) => g.id);
});
afterAll(() => t?.close());

const newBuyer = async () => (await makeBuyers(t.db, 1, `fav${++made}`))[0]!.headers;

const post = (url: string, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as never });
const favIds = async (headers: Record<string, string>) =>
  (await t.app.inject({ url: '/api/favorite?page=1', headers }))
    .json()
    .data.data.map((g: { id: number }) => g.id);

describe('favourites', () => {
  it('adds, lists with is_favorite, and cancels', async () => {
    const demo = await newBuyer();
    const add = await post('/api/favorite', demo, { goods_ids: `${goodsIds[0]},${goodsIds[1]}` });
    expect(add.json()).toMatchObject({ code: 10000, msg: '收藏成功' });
    expect(new Set(await favIds(demo))).toEqual(new Set([goodsIds[0], goodsIds[1]]));

    const detail = await t.app.inject({ url: `/api/goods/detail/${goodsIds[0]}`, headers: demo });
    expect(detail.json().data.is_favorite).toBe(1);

    const again = await post('/api/favorite', demo, { goods_ids: [goodsIds[0]] });
    expect(again.json().code).toBe(10000);

    const cancel = await post('/api/favorite/cancel', demo, { goods_ids: [goodsIds[0]] });
    expect(cancel.json()).toMatchObject({ code: 10000, msg: '取消收藏成功' });
    expect(await favIds(demo)).toEqual([goodsIds[1]]);
  });

  it('accepts PHP-style goods_ids[] in a form body', async () => {
    const demo = await newBuyer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/favorite',
      headers: { ...demo, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `goods_ids[]=${goodsIds[2]}&goods_ids[]=${goodsIds[3]}`,
    });
    expect(res.json().code).toBe(10000);
    expect(new Set(await favIds(demo))).toEqual(new Set([goodsIds[2], goodsIds[3]]));
  });

  it("keeps one company's favourites away from another", async () => {
    const [demo, clinic] = [await newBuyer(), await newBuyer()];
    await post('/api/favorite', demo, { goods_ids: [goodsIds[0], goodsIds[1]] });
    const mine = await favIds(demo);
    expect(mine).toHaveLength(2);
    expect(await favIds(clinic)).toEqual([]);
    // Cancelling someone else's favourite ids changes nothing of theirs.
    await post('/api/favorite/cancel', clinic, { goods_ids: mine });
    expect(await favIds(demo)).toEqual(mine);
    const detail = await t.app.inject({ url: `/api/goods/detail/${mine[0]}`, headers: clinic });
    expect(detail.json().data.is_favorite).toBe(0);
  });

  it('writes nothing when one id is unknown', async () => {
    const clinic = await newBuyer();
    const res = await post('/api/favorite', clinic, { goods_ids: [goodsIds[4], 99999999] });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('商品不存在');
    expect(await favIds(clinic)).toEqual([]);
  });

  it('requires login and valid ids', async () => {
    const demo = await newBuyer();
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/favorite',
      payload: { goods_ids: [1] },
    });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe(10001);
    for (const bad of ['', 'abc', '1,x', '-1', [1.5]]) {
      const res = await post('/api/favorite', demo, { goods_ids: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(Object.keys(res.json().errors)[0], res.body).toMatch(/^goods_ids/);
    }
  });
});
