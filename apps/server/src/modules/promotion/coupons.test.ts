import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/index.ts';
import { loginAs, type TestApp, testApp } from '../../test/helper.ts';

let t: TestApp;
let demo: Record<string, string>;
let clinic: Record<string, string>;

beforeAll(async () => {
  t = await testApp({ goodsCount: 20 });
  demo = await loginAs(t, 'demo');
  clinic = await loginAs(t, 'clinic');
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ url, headers }).then((r) => r.json());

describe('coupons', () => {
  it("lists the buyer's own coupons by status, and counts the unused ones", async () => {
    const unused = (await get('/api/user/coupon?status=0', demo)).data;
    expect(unused.total).toBe(3);
    expect(unused.data.map((c: { name: string }) => c.name)).toContain('满200减10元券');
    expect(unused.data[0]).toMatchObject({
      status: 0,
      amount: expect.stringMatching(/^\d+\.\d\d$/),
    });
    expect((await get('/api/user/coupon-count', demo)).data).toEqual({ unused: 3, cash: 0 });
    expect((await get('/api/user/coupon-count', clinic)).data).toEqual({ unused: 1, cash: 0 });
  });

  it('counts an unused coupon past its end as expired', async () => {
    const [first] = (await get('/api/user/coupon', demo)).data.data;
    await t.db
      .update(coupons)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(coupons.id, first.id));
    expect((await get('/api/user/coupon?status=2', demo)).data.data[0]).toMatchObject({
      id: first.id,
      status: 2,
    });
    expect((await get('/api/user/coupon-count', demo)).data).toEqual({ unused: 2, cash: 0 });
  });

  it('refuses an unknown status', async () => {
    expect((await get('/api/user/coupon?status=9', demo)).code).toBe(422);
  });
});
