import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type TestApp, testApp } from '../../test/helper.ts';

let t: TestApp;
let demo: Record<string, string>;
let pending: Record<string, string>;

beforeAll(async () => {
  t = await testApp();
  demo = await loginAs(t, 'demo');
  pending = await loginAs(t, 'pending');
});
afterAll(() => t?.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /api/goods/list', () => {
  it('pages the catalogue with a total', async () => {
    const { status, body } = await get('/api/goods/list?page=2&page_size=7', demo);
    expect(status).toBe(200);
    expect(body.code).toBe(10000);
    expect(body.data.data).toHaveLength(7);
    expect(body.data.current_page).toBe(2);
    expect(body.data.per_page).toBe(7);
    expect(body.data.last_page).toBe(Math.ceil(body.data.total / 7));
    const first = await get('/api/goods/list?page=1&page_size=7', demo);
    const ids = new Set(first.body.data.data.map((g: { id: number }) => g.id));
    for (const g of body.data.data) expect(ids.has(g.id)).toBe(false);
  });

  it('hides prices from visitors and shows them to buyers', async () => {
    const visitor = await get('/api/goods/list?page_size=3');
    for (const g of visitor.body.data.data) {
      expect(g.price).toBeNull();
      expect(g.market_price).toBeNull();
      expect(g.is_buy).toBe(0);
      expect(g.buy_tip).toBe('登录后购买');
    }
    const buyer = await get('/api/goods/list?page_size=3', demo);
    for (const g of buyer.body.data.data) expect(g.price).toMatch(/^\d+\.\d{2}$/);
  });

  it('lets a buyer under review see prices but not buy', async () => {
    const { body } = await get('/api/goods/list?page_size=5&has_stock=1', pending);
    for (const g of body.data.data) {
      expect(g.price).toMatch(/^\d+\.\d{2}$/);
      expect(g.is_buy).toBe(0);
      expect(g.buy_tip).toBe('资质审核通过后可购买');
    }
  });

  it('filters by a top-level category and by its child', async () => {
    const fl = await get('/api/goods/fl');
    const root = fl.body.data[0];
    const child = root.children[0];
    const byRoot = await get(`/api/goods/list?select=${root.id}&page_size=100`);
    expect(byRoot.body.data.total).toBeGreaterThan(0);
    const childIds = new Set(root.children.map((c: { id: number }) => c.id));
    for (const g of byRoot.body.data.data) expect(childIds.has(g.category_id)).toBe(true);
    const byChild = await get(`/api/goods/list?select=${child.id}&page_size=100`);
    for (const g of byChild.body.data.data) expect(g.category_id).toBe(child.id);
    expect(byChild.body.data.total).toBeLessThanOrEqual(byRoot.body.data.total);
  });

  it('filters by zone markers', async () => {
    const yx = await get('/api/goods/list?yx=1&page_size=50');
    expect(yx.body.data.total).toBeGreaterThan(0);
    for (const g of yx.body.data.data) expect(g.is_youx).toBe(1);
    const zy = await get('/api/goods/list?zy=2&page_size=50');
    for (const g of zy.body.data.data) expect(g.type).toBe(1);
    const jxq = await get('/api/goods/list?jxq=1&page_size=50');
    for (const g of jxq.body.data.data) expect(g.ck_id).toBe(3);
  });

  it('searches by name, pinyin initials and manufacturer', async () => {
    const byName = await get(`/api/goods/list?keywords=${encodeURIComponent('阿莫西林')}`);
    expect(byName.body.data.total).toBeGreaterThan(0);
    for (const g of byName.body.data.data) expect(g.name + g.sccj).toContain('阿莫西林');
    const byInitials = await get('/api/goods/list?keywords=amxl');
    expect(
      byInitials.body.data.data.some((g: { name: string }) => g.name.includes('阿莫西林')),
    ).toBe(true);
    const maker = byName.body.data.data[0].sccj as string;
    const byMaker = await get(`/api/goods/list?sccj=${encodeURIComponent(maker)}&page_size=100`);
    for (const g of byMaker.body.data.data) expect(g.sccj).toBe(maker);
  });

  it('sorts by price both ways', async () => {
    const asc = await get('/api/goods/list?sort=price&order=asc&page_size=30', demo);
    const prices = asc.body.data.data.map((g: { price: string }) => Number(g.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await get('/api/goods/list?sort=price&order=desc&page_size=30', demo);
    const dprices = desc.body.data.data.map((g: { price: string }) => Number(g.price));
    expect(dprices).toEqual([...dprices].sort((a, b) => b - a));
  });

  it('treats LIKE wildcards and quotes in keywords literally', async () => {
    for (const k of ['%', '_', '\\', "'", '"', "%'; DROP TABLE goods; --"]) {
      const { status, body } = await get(`/api/goods/list?keywords=${encodeURIComponent(k)}`);
      expect(status).toBe(200);
      expect(body.data.total).toBe(0);
    }
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page_size=1000', 'page_size'],
    ['page_size=-1', 'page_size'],
    ['select=abc', 'select'],
    ['select=999999', 'select'],
    ['sort=random', 'sort'],
    ['yx=7', 'yx'],
    [`keywords=${'a'.repeat(10_000)}`, 'keywords'],
  ])('answers 422 naming the field for %s', async (query, field) => {
    const { status, body } = await get(`/api/goods/list?${query}`);
    expect(status).toBe(422);
    expect(body.code).toBe(422);
    expect(typeof body.msg).toBe('string');
    expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect(Object.keys(body.errors)).toContain(field);
  });
});

describe('GET /api/goods/detail/:id', () => {
  it('returns every product fact, tier prices and the category path', async () => {
    const list = await get('/api/goods/list?page_size=100', demo);
    const tiered = list.body.data.data.find(
      (g: { ladder_price: unknown[] }) => g.ladder_price.length,
    );
    expect(tiered).toBeDefined();
    const { body } = await get(`/api/goods/detail/${tiered.id}`, demo);
    const g = body.data;
    for (const f of ['sccj', 'ypgg', 'jx', 'jzl', 'zbz', 'bzdw', 'yxq', 'gjbzm', 'number']) {
      expect(g[f]).not.toBeUndefined();
    }
    expect(g.ladder_price_type).toBe(1);
    for (const tier of g.ladder_price) expect(Number(tier.price)).toBeLessThan(Number(g.price));
    expect(g.category_path.at(-1).id).toBe(g.category_id);
    expect(g.goods_image[0].list).toBe(`/img/goods/${g.id}/1.svg`);
  });

  it('answers 404 for unknown ids and 422 for malformed ones', async () => {
    const missing = await get('/api/goods/detail/99999999');
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('商品不存在');
    const bad = await get('/api/goods/detail/abc');
    expect(bad.status).toBe(422);
    const huge = await get('/api/goods/detail/99999999999999999999');
    expect(huge.status).toBe(422);
  });
});

describe('GET /api/goods/search', () => {
  it("finds 阿莫西林 by its initials 'amxl'", async () => {
    const { body } = await get('/api/goods/search?keywords=amxl&type=0');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(10);
    expect(body.data.every((s: string) => s.startsWith('阿莫西林'))).toBe(true);
  });

  it('finds by Chinese prefix and by manufacturer', async () => {
    const byName = await get(`/api/goods/search?keywords=${encodeURIComponent('阿莫')}`);
    expect(byName.body.data[0]).toMatch(/^阿莫/);
    const maker = (await get('/api/goods/list?page_size=1')).body.data.data[0].sccj as string;
    const byMaker = await get(
      `/api/goods/search?keywords=${encodeURIComponent(maker.slice(0, 4))}`,
    );
    expect(byMaker.body.data.some((s: string) => s.startsWith(maker.slice(0, 4)))).toBe(true);
  });

  it('returns nothing for an empty key and treats wildcards literally', async () => {
    expect((await get('/api/goods/search?keywords=')).body.data).toEqual([]);
    for (const k of ['%', '_', '\\', "'"]) {
      const { status, body } = await get(`/api/goods/search?keywords=${encodeURIComponent(k)}`);
      expect(status).toBe(200);
      expect(body.data).toEqual([]);
    }
  });
});

describe('other catalogue calls', () => {
  it('hot goods are the best sellers, in order', async () => {
    const { body } = await get('/api/goods/hot', demo);
    expect(body.data).toHaveLength(10);
  });

  it('related goods share the category and exclude the goods itself', async () => {
    const g = (await get('/api/goods/list?page_size=1')).body.data.data[0];
    const { body } = await get(`/api/goods/relation?goods_id=${g.id}&page=1`);
    for (const r of body.data.data) {
      expect(r.category_id).toBe(g.category_id);
      expect(r.id).not.toBe(g.id);
    }
    expect((await get('/api/goods/relation?goods_id=99999999')).status).toBe(404);
  });

  it('recommends goods by sales', async () => {
    const { body } = await get('/api/index/wntj?sort=sale&order=desc&page_size=10');
    expect(body.data.data).toHaveLength(10);
  });

  it('lists the top manufacturers for a filter', async () => {
    const { body } = await get('/api/goods/filters?yx=1');
    expect(body.data.manufacturers.length).toBeGreaterThan(0);
    const counts = body.data.manufacturers.map((m: { count: number }) => m.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});
