import { helpPages } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpArticles, news } from '../../db/schema/index.ts';
import { loginAs, staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { sanitizeArticle } from './sanitize.ts';

let t: TestApp;
let operator: { cookie: string };
let warehouse: { cookie: string };
beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
  [operator, warehouse] = await Promise.all([
    staffLogin(t, 'operator'),
    staffLogin(t, 'warehouse'),
  ]);
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: { ...headers }, ...(payload ? { payload } : {}) });

const EVIL =
  '<p onclick="steal()">正文<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">链接</a><a href="/help/pay" target="_blank">支付</a><iframe src="https://evil.example"></iframe><style>p{}</style></p>';

describe('sanitisation', () => {
  it('removes scripts, event handlers and javascript: links, keeps text and safe links', () => {
    const clean = sanitizeArticle(EVIL);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|iframe|alert|<style/i);
    expect(clean).toContain('正文');
    expect(clean).toContain('<a>链接</a>');
    expect(clean).toContain(
      '<a href="/help/pay" target="_blank" rel="noopener noreferrer">支付</a>',
    );
  });

  it('an article is stored sanitised, and a row written dirty is still served clean', async () => {
    const made = await send('POST', '/admin-api/help/articles', operator, {
      group: 'gywm',
      slug: 'test1',
      title: '测试文章',
      content: EVIL,
    });
    expect(made.json().code).toBe(10000);
    const [row] = await t.db.select().from(helpArticles).where(eq(helpArticles.slug, 'test1'));
    expect(row!.content).not.toMatch(/script|onerror|javascript:/i);
    // Written around the service (an old row, a hand edit): the output is sanitised again.
    await t.db.update(helpArticles).set({ content: EVIL }).where(eq(helpArticles.id, row!.id));
    const served = (await get('/api/help/article/gywm/test1')).json().data.content as string;
    expect(served).not.toMatch(/script|onerror|onclick|javascript:|iframe/i);
    expect(served).toContain('正文');
  });

  it('content that sanitises to nothing is a 422, and limits are stated, never cut', async () => {
    const empty = await send('POST', '/admin-api/help/articles', operator, {
      group: 'gywm',
      slug: 'test2',
      title: '空',
      content: '<script>alert(1)</script>',
    });
    expect(empty.statusCode).toBe(422);
    const long = await send('POST', '/admin-api/news', operator, {
      type: 'company',
      title: '长'.repeat(101),
      content: '<p>x</p>',
    });
    expect(long.statusCode).toBe(422);
    expect(JSON.stringify(long.json())).toContain('标题不能超过 100 个字符');
  });
});

describe('help centre', () => {
  it('every page of spec section 2 answers its article, and the menu groups them', async () => {
    for (const p of helpPages) {
      const res = await get(`/api/help/article/${p.group}/${p.slug}`);
      expect(res.statusCode, `${p.group}/${p.slug}`).toBe(200);
      const a = res.json().data;
      expect(a.title).toBe(p.title);
      expect(a.content.length).toBeGreaterThan(50);
    }
    const menu = (await get('/api/help/menu')).json().data as {
      name: string;
      items: { slug: string }[];
    }[];
    expect(menu.map((g) => g.name)).toEqual(['新手指南', '服务保障', '关于我们', '支付配送']);
    expect(menu[3]!.items.map((i) => i.slug)).toEqual(['pay', 'ddzf', 'hwps', 'ypth']);
  });

  it('unknown and unpublished pages are 404; bad slugs 422', async () => {
    expect((await get('/api/help/article/xszn/nope')).statusCode).toBe(404);
    expect((await get('/api/help/article/xx/zc')).statusCode).toBe(422);
    const id = (await get('/api/help/article/gywm/gsgw')).json().data.id as number;
    await send('PUT', `/admin-api/help/articles/${id}`, operator, { published: 0 });
    expect((await get('/api/help/article/gywm/gsgw')).statusCode).toBe(404);
    await send('PUT', `/admin-api/help/articles/${id}`, operator, { published: 1 });
    expect((await get('/api/help/article/gywm/gsgw')).statusCode).toBe(200);
  });

  it('console writes need the content permission and a staff session; each is audited', async () => {
    const body = { group: 'gywm', slug: 'test3', title: '无权', content: '<p>x</p>' };
    expect((await send('POST', '/admin-api/help/articles', warehouse, body)).statusCode).toBe(403);
    expect((await send('POST', '/admin-api/help/articles', {}, body)).statusCode).toBe(401);
    const buyer = await loginAs(t, 'demo');
    expect((await send('POST', '/admin-api/help/articles', buyer, body)).statusCode).toBe(401);
    expect((await get('/api/help/article/gywm/test3')).statusCode).toBe(404);
    const dup = await send('POST', '/admin-api/help/articles', operator, {
      ...body,
      slug: 'lxwm',
    });
    expect(dup.statusCode).toBe(422);
    const admin = await staffLogin(t, 'admin');
    const log = (await get('/admin-api/audit-log?action=help.create&page_size=100', admin)).json()
      .data.data as { target_type: string }[];
    expect(log.length).toBeGreaterThan(0);
    expect(log[0]!.target_type).toBe('help_article');
  });
});

describe('news', () => {
  it('pages per type, newest first', async () => {
    const p1 = (await get('/api/news?type=industry')).json().data;
    expect(p1.total).toBe(12);
    expect(p1.data).toHaveLength(10);
    expect(p1.last_page).toBe(2);
    const p2 = (await get('/api/news?type=industry&page=2')).json().data;
    expect(p2.data).toHaveLength(2);
    const all = [...p1.data, ...p2.data] as { published_at: string; type: string }[];
    expect(all.every((n) => n.type === 'industry')).toBe(true);
    const times = all.map((n) => n.published_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await get('/api/news?type=other')).statusCode).toBe(422);
  });

  it('prev and next stay within the type and follow the list; wrong type is 404', async () => {
    const list = [
      ...(await get('/api/news?type=company')).json().data.data,
      ...(await get('/api/news?type=company&page=2')).json().data.data,
    ] as { id: number; title: string }[];
    const first = (await get(`/api/news/info/${list[0]!.id}/company`)).json().data;
    expect(first.prev).toBeNull();
    expect(first.next).toEqual({ id: list[1]!.id, title: list[1]!.title });
    const mid = (await get(`/api/news/info/${list[3]!.id}/company`)).json().data;
    expect(mid.prev.id).toBe(list[2]!.id);
    expect(mid.next.id).toBe(list[4]!.id);
    const last = (await get(`/api/news/info/${list.at(-1)!.id}/company`)).json().data;
    expect(last.next).toBeNull();
    expect((await get(`/api/news/info/${list[0]!.id}/industry`)).statusCode).toBe(404);
  });

  it('an unpublished item leaves the list and its neighbours link past it', async () => {
    const list = (await get('/api/news?type=company')).json().data.data as { id: number }[];
    const hidden = list[1]!.id;
    const res = await send('PUT', `/admin-api/news/${hidden}`, operator, { published: 0 });
    expect(res.json().data.published).toBe(0);
    expect((await get(`/api/news/info/${hidden}/company`)).statusCode).toBe(404);
    const first = (await get(`/api/news/info/${list[0]!.id}/company`)).json().data;
    expect(first.next.id).toBe(list[2]!.id);
    await t.db.update(news).set({ published: true }).where(eq(news.id, hidden));
  });

  it('the console creates and deletes news', async () => {
    const made = await send('POST', '/admin-api/news', operator, {
      type: 'company',
      title: '新闻测试',
      content: '<p>内容</p><script>x</script>',
    });
    const item = made.json().data;
    expect(item.content).toBe('<p>内容</p>');
    const top = (await get('/api/news?type=company')).json().data.data[0];
    expect(top.id).toBe(item.id);
    expect((await send('DELETE', `/admin-api/news/${item.id}`, operator)).statusCode).toBe(200);
    expect((await get(`/api/news/info/${item.id}/company`)).statusCode).toBe(404);
  });
});

describe('shop qualifications', () => {
  it('lists the licences with a drawn picture each', async () => {
    const list = (await get('/api/sjzz')).json().data as { name: string; image: string }[];
    expect(list.map((l) => l.name)).toContain('药品经营许可证');
    const img = await get(list[0]!.image);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toContain('image/svg+xml');
    expect(img.body).toContain(list[0]!.name);
  });
});
