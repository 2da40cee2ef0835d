import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBuyers, plainGoods, setGoods, type TestBuyer } from '../../test/buyers.ts';
import { addFlash, runningFlash } from '../../test/flash.ts';
import { type TestApp, testApp } from '../../test/helper.ts';

// Hostile review of the flash zone's writers (objects and their JSON
// remembered by identity) and of the precomputed security headers.

let t: TestApp;
let a: TestBuyer;
let b: TestBuyer;
beforeAll(async () => {
  t = await testApp({ goodsCount: 30 });
  [a, b] = (await makeBuyers(t.db, 2, 'zat')) as [TestBuyer, TestBuyer];
}, 120_000);
afterAll(() => t?.close());

type Item = { id: number; cartNum: number; is_favorite: number; miaosha_percent: number };
async function itemOf(headers: Record<string, string> | undefined, goodsId: number) {
  const day = (await t.app.inject({ url: '/api/miaosha', ...(headers ? { headers } : {}) })).json()
    .data as { sessions: { goods: Item[] }[] };
  return day.sessions.flatMap((s) => s.goods).find((g) => g.id === goodsId)!;
}

describe('/api/miaosha never shows one buyer what is another’s', () => {
  it("keeps cart quantities and favourites per buyer, and a sale's percent fresh", async () => {
    await setGoods(t.db, 7, { ...plainGoods, stock: 1000, midPackQuantity: 1 });
    const f = await runningFlash(t.db, 7, { stock: 10, limit: 5, priceFen: 500 });
    await new Promise((r) => setTimeout(r, 2100));
    // b reads first: the shared objects are made and their JSON remembered.
    expect(await itemOf(b.headers, 7)).toMatchObject({ cartNum: 0, is_favorite: 0 });
    await addFlash(t, a, 7, f.id, 3);
    await t.app.inject({
      method: 'POST',
      url: '/api/favorite',
      headers: a.headers,
      payload: { goods_ids: [7] },
    });
    for (let i = 0; i < 3; i++) {
      expect(await itemOf(a.headers, 7)).toMatchObject({ cartNum: 3, is_favorite: 1 });
      expect(await itemOf(b.headers, 7)).toMatchObject({ cartNum: 0, is_favorite: 0 });
      expect(await itemOf(undefined, 7)).toMatchObject({ cartNum: 0, is_favorite: 0 });
    }
    // a orders its 3: the sold percent shows within the display's 2 s.
    const list = (await t.app.inject({ url: '/api/cart/list', headers: a.headers })).json().data;
    const line = list.data.find((x: { type: number }) => x.type === 1);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: a.headers,
      payload: { ids: [line.id], address_id: a.addressId, coupon_id: 0, key: 'zone-attack-1' },
    });
    expect(made.json().code).toBe(10000);
    await new Promise((r) => setTimeout(r, 2100));
    expect((await itemOf(b.headers, 7)).miaosha_percent).toBe(30);
    expect((await itemOf(a.headers, 7)).cartNum).toBe(0);
  });
});

describe('security headers', () => {
  it('are the same on answers, refusals, 404s and errors', async () => {
    const pick = (h: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(h).filter(([k]) =>
          /^(content-security-policy|x-|strict-transport|cross-origin|referrer-policy|origin-agent)/.test(
            k,
          ),
        ),
      );
    const answers = await Promise.all([
      t.app.inject({ url: '/api/miaosha' }),
      t.app.inject({ url: '/api/miaosha/abc' }),
      t.app.inject({ url: '/api/nowhere' }),
      t.app.inject({ url: '/api/user/info' }),
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'application/json' },
        payload: '{bad',
      }),
    ]);
    const first = pick(answers[0]!.headers);
    expect(first['content-security-policy']).toBeTruthy();
    expect(first['x-content-type-options']).toBe('nosniff');
    for (const res of answers.slice(1)) expect(pick(res.headers)).toEqual(first);
  });
});
