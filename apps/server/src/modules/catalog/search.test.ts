import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGoods } from '../../test/buyers.ts';
import { type TestApp, testApp } from '../../test/helper.ts';
import { initials } from './pinyin.ts';

let t: TestApp;
const INJECTION = '注射用阿莫西林钠克拉维酸钾';
beforeAll(async () => {
  t = await testApp();
  // The small test catalogue may lack the goods whose name holds 阿莫西林
  // further in: two of them, before anything is read (and cached).
  for (const manufacturer of ['华北制药股份有限公司', '石药集团欧意药业有限公司']) {
    await makeGoods(t.db, { name: INJECTION, nameInitials: initials(INJECTION), manufacturer });
  }
});
afterAll(() => t?.close());

type Goods = { id: number; name: string; sccj: string; gjbzm: string; category_id: number };
type Facet = { id: number; name: string; count: number };

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

/** Every goods a list query holds, page after page. */
async function everyGoods(query: string): Promise<Goods[]> {
  const all: Goods[] = [];
  for (let page = 1; ; page++) {
    const { body } = await get(`/api/goods/list?${query}&page_size=100&page=${page}`);
    all.push(...body.data.data);
    if (page >= body.data.last_page) return all;
  }
}

describe('keyword search on the goods list', () => {
  it('finds by pinyin initials anywhere in the name, the names starting with them first', async () => {
    const byName = await everyGoods(`keywords=${encodeURIComponent('阿莫西林')}`);
    const byInitials = await everyGoods('keywords=amxl');
    // Every goods named with 阿莫西林 is found by its initials, the injection included.
    const found = new Set(byInitials.map((g) => g.id));
    const named = byName.filter((g) => g.name.includes('阿莫西林'));
    expect(named.some((g) => g.name === INJECTION)).toBe(true);
    for (const g of named) expect(found.has(g.id)).toBe(true);

    const { body } = await get('/api/goods/list?keywords=amxl');
    expect(body.data.total).toBe(byInitials.length);
    // Prefix matches (阿莫西林…) before the goods where amxl is inside the name.
    const starts = byInitials.map((g) => g.name.startsWith('阿莫西林'));
    const firstInside = starts.indexOf(false);
    expect(firstInside).toBeGreaterThan(0);
    expect(starts.slice(firstInside).every((s) => !s)).toBe(true);
    expect(byInitials.slice(firstInside).some((g) => g.name === INJECTION)).toBe(true);
  });

  it('keeps the chosen sort for a search', async () => {
    const { body } = await get('/api/goods/list?keywords=amxl&sort=new&page_size=50');
    const ids = body.data.data.map((g: Goods) => g.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('finds a goods by its national code and by a word in its manufacturer', async () => {
    const [g] = (await get('/api/goods/list?page_size=1&page=7')).body.data.data as Goods[];
    const byCode = await everyGoods(`keywords=${encodeURIComponent(g!.gjbzm)}`);
    expect(byCode.map((x) => x.id)).toContain(g!.id);
    const word = [...g!.sccj].slice(2, 5).join('');
    const byMaker = await everyGoods(`keywords=${encodeURIComponent(word)}`);
    expect(byMaker.map((x) => x.id)).toContain(g!.id);
    for (const x of byMaker) expect(x.name + x.sccj).toContain(word);
  });

  it('matches letters that are no goods initials with nothing', async () => {
    const { body } = await get('/api/goods/list?keywords=qqqq');
    expect(body.data.total).toBe(0);
    expect(body.data.data).toEqual([]);
  });
});

describe('GET /api/goods/search (suggestions)', () => {
  it('suggests names with the initials inside after those starting with them', async () => {
    // 克拉维酸 is inside 注射用阿莫西林钠克拉维酸钾 (…amxlnklwsj), never at its start.
    const { body } = await get('/api/goods/search?keywords=klws');
    expect(body.data).toContain(INJECTION);
    const prefix = (await get('/api/goods/search?keywords=amxl')).body.data as string[];
    expect(prefix.length).toBeGreaterThan(0);
    const firstInside = prefix.findIndex((s) => !s.startsWith('阿莫西林'));
    if (firstInside >= 0) {
      expect(prefix.slice(firstInside).every((s) => !s.startsWith('阿莫西林'))).toBe(true);
    }
  });
});

describe('GET /api/goods/filters', () => {
  it('offers only the categories and manufacturers with goods, with their counts', async () => {
    const { body: tree } = await get('/api/goods/fl');
    const roots = tree.data as Facet[];
    const goodsOf = await everyGoods('keywords=amxl');
    const { status, body } = await get('/api/goods/filters?keywords=amxl');
    expect(status).toBe(200);
    const cats = body.data.categories as Facet[];
    expect(cats.length).toBeGreaterThan(0);
    for (const c of cats) expect(c.count).toBeGreaterThan(0);
    // The main tree's roots with goods add up to the whole search, and fewer
    // than all the roots have any.
    const shownRoots = cats.filter((c) => roots.some((r) => r.id === c.id));
    expect(shownRoots.reduce((n, c) => n + c.count, 0)).toBe(goodsOf.length);
    expect(shownRoots.length).toBeLessThan(roots.length);
    // A category's count is what its list holds for the same search.
    for (const c of cats.slice(0, 3)) {
      const list = await get(`/api/goods/list?keywords=amxl&select=${c.id}`);
      expect(list.body.data.total).toBe(c.count);
    }
    const makers = body.data.manufacturers as { name: string; count: number }[];
    expect(makers.reduce((n, m) => n + m.count, 0)).toBeLessThanOrEqual(goodsOf.length);
    for (const m of makers) {
      expect(goodsOf.filter((g) => g.sccj === m.name)).toHaveLength(m.count);
    }
  });

  it('counts the categories with the chosen manufacturer, and offers the other manufacturers', async () => {
    const all = (await get('/api/goods/filters?keywords=amxl')).body.data;
    const maker = all.manufacturers[0] as { name: string; count: number };
    const chosen = (
      await get(`/api/goods/filters?keywords=amxl&sccj=${encodeURIComponent(maker.name)}`)
    ).body.data;
    expect(chosen.manufacturers).toEqual(all.manufacturers);
    const goodsOf = await everyGoods(`keywords=amxl&sccj=${encodeURIComponent(maker.name)}`);
    expect(goodsOf).toHaveLength(maker.count);
    const roots = ((await get('/api/goods/fl')).body.data as Facet[]).map((r) => r.id);
    const shownRoots = (chosen.categories as Facet[]).filter((c) => roots.includes(c.id));
    expect(shownRoots.reduce((n, c) => n + c.count, 0)).toBe(maker.count);
  });

  it('counts inside the chosen category', async () => {
    const cats = (await get('/api/goods/filters?keywords=amxl')).body.data.categories as Facet[];
    const root = cats[0]!;
    const inside = (await get(`/api/goods/filters?keywords=amxl&select=${root.id}`)).body.data
      .categories as Facet[];
    expect(inside.find((c) => c.id === root.id)?.count).toBe(root.count);
  });
});
