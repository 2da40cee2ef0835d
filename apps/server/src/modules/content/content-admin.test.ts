import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { focusItems, hotSearches, links, navItems } from '../../db/schema/index.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';

let t: TestApp;
let operator: { cookie: string };
let admin: { cookie: string };
beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
  operator = await staffLogin(t, 'operator');
  admin = await staffLogin(t, 'admin');
});
afterAll(() => t?.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: object,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...who, ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });
const common = async () => (await t.app.inject({ url: '/api/common' })).json().data;
const banners = async () =>
  (await t.app.inject({ url: '/api/focus' })).json().data as {
    id: number;
    title: string;
    image: string;
  }[];
const snapshot = async () => ({
  nav: await t.db.select().from(navItems).orderBy(navItems.id),
  focus: await t.db.select().from(focusItems).orderBy(focusItems.id),
  hot: await t.db.select().from(hotSearches).orderBy(hotSearches.id),
  links: await t.db.select().from(links).orderBy(links.id),
});
const audits = async (action: string) =>
  (await call('GET', `/admin-api/audit-log?action=${action}&page_size=100`, admin)).json().data
    .data as { target_type: string; target_id: string }[];

describe('content', () => {
  it('banners: create, edit, reorder, delete; the home page shows each at once', async () => {
    await banners(); // warm
    const made = await call('POST', '/admin-api/content/banners', operator, {
      position: 'index',
      title: '新春备货',
      image: '/uploads/banner.png',
      url: '/list',
      sort: 0,
    });
    expect(made.json()).toMatchObject({
      code: 10000,
      data: { position: 'index', position_name: '首页轮播' },
    });
    const id = made.json().data.id as number;
    expect((await banners())[0]).toMatchObject({
      id,
      title: '新春备货',
      image: '/uploads/banner.png',
    });

    await call('PUT', `/admin-api/content/banners/${id}`, operator, { title: '改过的', image: '' });
    expect((await banners())[0]).toMatchObject({
      id,
      title: '改过的',
      image: `/img/focus/${id}.svg`,
    });

    const ids = (await banners()).map((b) => b.id);
    const reordered = [...ids.slice(1), id];
    expect(
      (await call('POST', '/admin-api/content/banners/reorder', operator, { ids: reordered }))
        .statusCode,
    ).toBe(200);
    expect((await banners()).map((b) => b.id)).toEqual(reordered);

    expect((await call('DELETE', `/admin-api/content/banners/${id}`, operator)).statusCode).toBe(
      200,
    );
    expect((await banners()).map((b) => b.id)).not.toContain(id);
    const mine = (a: { target_type: string; target_id: string }[]) =>
      a.filter((e) => e.target_type === 'banner' && e.target_id === String(id));
    expect(mine(await audits('content.create'))).toHaveLength(1);
    expect(mine(await audits('content.update'))).toHaveLength(1);
    expect(mine(await audits('content.delete'))).toHaveLength(1);
    expect(
      (await audits('content.reorder')).filter((e) => e.target_type === 'banner'),
    ).toHaveLength(1);
  });

  it('hot searches, navigation and links show in the header and footer at once', async () => {
    const before = await common();
    const hot = (
      await call('POST', '/admin-api/content/hot-searches', operator, {
        keyword: '布洛芬',
        sort: 0,
      })
    ).json().data;
    const nav = (
      await call('POST', '/admin-api/content/nav', operator, {
        name: '新品上市',
        url: '/list?new=1',
        sort: 0,
      })
    ).json().data;
    const sub = (
      await call('POST', '/admin-api/content/nav', operator, {
        name: '本周新品',
        url: '/list',
        parent_id: nav.id,
      })
    ).json().data;
    const link = (
      await call('POST', '/admin-api/content/links', operator, {
        name: '药监局',
        url: 'https://www.nmpa.gov.cn',
      })
    ).json().data;
    let now = await common();
    expect(now.rmss[0]).toBe('布洛芬');
    expect(now.rmss).toHaveLength(before.rmss.length + 1);
    expect(now.nav[0]).toMatchObject({
      id: nav.id,
      name: '新品上市',
      children: [{ id: sub.id, name: '本周新品' }],
    });
    const footer = async () =>
      (await t.app.inject({ url: '/api/global/links' })).json().data as {
        id: number;
        name: string;
      }[];
    expect((await footer()).map((l) => l.name)).toContain('药监局');

    await call('PUT', `/admin-api/content/hot-searches/${hot.id}`, operator, {
      keyword: '阿莫西林',
    });
    await call('PUT', `/admin-api/content/links/${link.id}`, operator, { name: '国家药监局' });
    now = await common();
    expect(now.rmss[0]).toBe('阿莫西林');
    expect((await footer()).map((l) => l.name)).toContain('国家药监局');

    // Deleting a navigation item takes its children with it.
    await call('DELETE', `/admin-api/content/nav/${nav.id}`, operator);
    await call('DELETE', `/admin-api/content/hot-searches/${hot.id}`, operator);
    await call('DELETE', `/admin-api/content/links/${link.id}`, operator);
    now = await common();
    expect(now.nav.map((n: { id: number }) => n.id)).not.toContain(nav.id);
    expect(now.rmss).toEqual(before.rmss);
    expect((await footer()).map((l) => l.id)).not.toContain(link.id);
    expect(
      (await call('GET', '/admin-api/content/nav', operator))
        .json()
        .data.map((n: { id: number }) => n.id),
    ).not.toContain(sub.id);
  });

  it('refuses bad input with 422 and writes nothing', async () => {
    const [banner] = await t.db.select().from(focusItems).limit(1);
    const was = await snapshot();
    const n = (await audits('content.create')).length;
    for (const [url, body, field] of [
      ['banners', { position: 'nowhere', image: '/a.png' }, 'position'],
      ['banners', { position: 'index', url: 'javascript:alert(1)' }, 'url'],
      ['banners', { position: 'index', image: '//evil.example/a.png' }, 'image'],
      ['banners', { position: 'index', sort: -1 }, 'sort'],
      ['banners', { position: 'index', starts_at: '2026-01-01' }, 'starts_at'],
      ['hot-searches', { keyword: '' }, 'keyword'],
      ['hot-searches', { keyword: 'x'.repeat(21) }, 'keyword'],
      ['nav', { name: 'a', url: '' }, 'url'],
      ['nav', { name: 'a', url: '/x', parent_id: 99_999_999 }, 'parent_id'],
      ['nav', { name: 'a', url: '/x', is_open: 2 }, 'is_open'],
      ['links', { name: 'a', url: 'ftp://x' }, 'url'],
    ] as [string, object, string][]) {
      const r = await call('POST', `/admin-api/content/${url}`, operator, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(r.json().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    for (const body of [{}, { position: 'x' }, { url: 'javascript:1' }])
      expect(
        (await call('PUT', `/admin-api/content/banners/${banner!.id}`, operator, body)).statusCode,
      ).toBe(422);
    expect(
      (
        await call('POST', '/admin-api/content/banners/reorder', operator, {
          ids: [banner!.id, 99_999_999],
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await call('PUT', '/admin-api/content/links/99999999', operator, { name: 'x' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', '/admin-api/content/links/99999999', operator)).statusCode).toBe(
      404,
    );
    expect(await snapshot()).toEqual(was);
    expect(await audits('content.create')).toHaveLength(n);
  });

  it('refuses staff without the content permission (403), changing nothing', async () => {
    const [row] = await t.db.select().from(hotSearches).limit(1);
    const was = await snapshot();
    for (const role of ['warehouse', 'reviewer', 'finance', 'service']) {
      const who = await staffLogin(t, role);
      for (const r of [
        await call('GET', '/admin-api/content/hot-searches', who),
        await call('POST', '/admin-api/content/hot-searches', who, { keyword: 'x' }),
        await call('PUT', `/admin-api/content/hot-searches/${row!.id}`, who, { keyword: 'x' }),
        await call('DELETE', `/admin-api/content/hot-searches/${row!.id}`, who),
        await call('POST', '/admin-api/content/hot-searches/reorder', who, { ids: [row!.id] }),
      ])
        expect(r.statusCode, role).toBe(403);
    }
    expect(await snapshot()).toEqual(was);
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(hotSearches))[0]!.n).toBe(
      was.hot.length,
    );
  });
});
