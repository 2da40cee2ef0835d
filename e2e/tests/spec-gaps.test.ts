import { afterAll, describe, expect, it } from 'vitest';
import { call, login } from '../support/api.ts';
import { closeBrowser, loggedInPage, newPage } from '../support/browser.ts';
import { screenshot } from '../support/console.ts';
import { hasBrowser } from '../support/env.ts';

// Spec gaps of issue 21: the list variant, /hdzx without an id, links with an
// empty url, the gallery's one row, the silent 限购, the cart page's drawer,
// the address dialog on a slow machine, the search's filter counts.

afterAll(closeBrowser);

const DEMO = { username: 'demo', password: 'demo123456' };

type Category = { id: number; name: string; children: Category[] };
type Page<T> = { data: T[]; total: number };
type Goods = { id: number; name: string; zbz: number; qg_number: number; is_buy: number };

describe.runIf(hasBrowser())('spec gaps', () => {
  it('/list/other/{id}/{name} lists one category under the given title, in the three displays', async () => {
    const [root] = await call<Category[]>('', '/api/goods/fl');
    const total = (await call<Page<Goods>>('', `/api/goods/list?select=${root!.id}`)).total;
    const { page } = await newPage();
    await page.goto(`/list/other/${root!.id}/${encodeURIComponent('本周推荐')}`);
    await page.getByRole('heading', { name: '本周推荐' }).waitFor();
    await page.getByRole('article').first().waitFor();
    await expect.poll(() => page.title()).toContain('本周推荐');
    expect(await page.getByText(`共 ${total} 件商品`).count()).toBe(1);
    await screenshot(page, 'spec-gaps-1-list-other');

    await page
      .getByRole('navigation', { name: '显示方式' })
      .getByRole('link', { name: /列表/ })
      .click();
    await page.waitForURL(/\/list\/other\/\d+\/.+\?mode=table$/);
    await page.getByRole('table').waitFor();
    expect(await page.getByText(`共 ${total} 件商品`).count()).toBe(1);

    await page.goto('/list/other/abc');
    await page.waitForURL('**/404');
  });

  it('/hdzx without an id offers the running activities, or opens the only one', async () => {
    const running = await call<{ id: number; title: string }[]>('', '/api/activities');
    expect(running.length).toBeGreaterThan(0);
    const { page } = await newPage();
    await page.goto('/hdzx');
    if (running.length === 1) {
      await page.waitForURL(`**/hdzx/${running[0]!.id}`);
      await page.getByRole('heading', { name: running[0]!.title }).waitFor();
    } else {
      await page.getByRole('heading', { name: '进行中的活动' }).waitFor();
      const links = page.getByRole('link', { name: new RegExp(running[0]!.title) });
      await links.first().click();
      await page.waitForURL(`**/hdzx/${running[0]!.id}`);
    }
    expect(await page.getByText('活动不存在').count()).toBe(0);
    await screenshot(page, 'spec-gaps-2-hdzx');
  });

  it('a nav link with an empty url says 活动暂未开始', async () => {
    const { page } = await newPage();
    // The server's nav as an operator left it: the first item without a url.
    await page.route('**/api/common', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      body.data.nav[0].url = '';
      body.data.nav[0].name = '敬请期待';
      await route.fulfill({ response: res, json: body });
    });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: '主导航' });
    await nav.getByRole('button', { name: '敬请期待' }).click();
    await page.getByText('活动暂未开始').waitFor();
    expect(page.url()).toMatch(/\/$/);
  });

  it('more than five thumbnails stay in one row that scrolls', async () => {
    const [g] = (await call<Page<Goods>>('', '/api/goods/list?page_size=1')).data;
    const { page } = await newPage();
    await page.route(`**/api/goods/detail/${g!.id}*`, async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      const first = body.data.goods_image[0] ?? {
        list: body.data.logo,
        'list-mini': body.data.logo,
      };
      body.data.goods_image = Array.from({ length: 8 }, (_, i) => ({
        list: `${first.list}?n=${i}`,
        'list-mini': `${first['list-mini']}?n=${i}`,
      }));
      await route.fulfill({ response: res, json: body });
    });
    await page.goto(`/list/info/${g!.id}`);
    const thumbs = page.getByRole('list', { name: '商品图片' });
    await thumbs.getByRole('button', { name: '第 8 张图片' }).waitFor({ state: 'attached' });
    const tops = await thumbs
      .getByRole('button')
      .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(tops).toHaveLength(8);
    expect(new Set(tops).size).toBe(1);
    const scroll = () => thumbs.evaluate((el) => el.scrollLeft);
    expect(await scroll()).toBe(0);
    await page.getByRole('button', { name: '下一组图片' }).click();
    await expect.poll(scroll).toBeGreaterThan(0);
    await screenshot(page, 'spec-gaps-3-gallery');
  });

  it('a 403 限购 when adding near-expiry goods is silent', async () => {
    const { page } = await loggedInPage(DEMO, [{ status: 403, path: '/api/cart' }]);
    await page.route('**/api/cart', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 403, json: { code: 403, msg: '限购', data: null } })
        : route.continue(),
    );
    await page.goto('/jxqzc');
    const card = page.getByRole('article').first();
    await card.waitFor();
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/cart') && r.method() === 'POST');
    await card.getByRole('button', { name: /加入购物车/ }).click();
    await sent;
    await page.waitForTimeout(1000);
    expect(await page.locator('.ant-modal:visible').count()).toBe(0);
    expect(await page.getByText('限购', { exact: true }).count()).toBe(0);
  });

  it('the cart page hides the drawer; its boxes are named in Chinese', async () => {
    const token = await login(DEMO.username, DEMO.password);
    const goods = (await call<Page<Goods>>(token, '/api/goods/list?has_stock=1&page_size=20')).data;
    const g = goods.find((x) => x.is_buy === 1 && x.zbz > 0)!;
    const number = Math.max(g.zbz, Math.ceil(g.qg_number / g.zbz) * g.zbz);
    await call(token, '/api/cart', { params: [{ goods_id: g.id, number }] });
    try {
      const { page } = await loggedInPage(DEMO);
      await page.goto('/cart');
      await page
        .getByRole('checkbox', { name: `选择 ${g.name}` })
        .first()
        .waitFor();
      await page.getByRole('checkbox', { name: '全选' }).first().waitFor();
      expect(await page.getByRole('checkbox', { name: /Row|Select/ }).count()).toBe(0);
      const bar = page.getByRole('complementary', { name: '快捷工具栏' });
      expect(await bar.getByRole('button', { name: /购物车/ }).count()).toBe(0);
      await screenshot(page, 'spec-gaps-4-cart');

      await page.goto(`/list/info/${g.id}`);
      await bar.getByRole('button', { name: /购物车/ }).click();
      await expect
        .poll(() => bar.getByRole('link', { name: /去结算|购物车/ }).count())
        .toBeGreaterThan(0);
    } finally {
      const cart = await call<{ data: { id: number; goods: { id: number } }[] }>(
        token,
        '/api/cart/list',
      );
      const ids = cart.data.filter((l) => l.goods.id === g.id).map((l) => l.id);
      if (ids.length > 0) await call(token, '/api/cart/batch-delete', { ids });
    }
  });

  it('the address dialog keeps what the buyer typed while it is still opening', async () => {
    const { page } = await loggedInPage(DEMO);
    await page.goto('/addr');
    // A slow machine: the dialog's opening animation takes three seconds.
    await page.addStyleTag({
      content: '*, *::before, *::after { animation-duration: 3s !important; }',
    });
    await page.getByRole('button', { name: '新增收货地址' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('收货人').fill('王药师');
    await dialog.getByLabel('联系电话').fill('13800138000');
    await page.waitForTimeout(3500);
    expect(await dialog.getByLabel('收货人').inputValue()).toBe('王药师');
    expect(await dialog.getByLabel('联系电话').inputValue()).toBe('13800138000');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
  });

  it('the search offers only the categories with goods, each with its count', async () => {
    const filters = await call<{ categories: { id: number; name: string; count: number }[] }>(
      '',
      '/api/goods/filters?keywords=amxl',
    );
    const roots = await call<Category[]>('', '/api/goods/fl');
    const withGoods = roots.filter((r) => filters.categories.some((c) => c.id === r.id));
    expect(withGoods.length).toBeLessThan(roots.length);
    const { page } = await newPage();
    await page.goto('/search?keywords=amxl');
    const bar = page.getByRole('region', { name: '筛选条件' });
    const first = withGoods[0]!;
    const count = filters.categories.find((c) => c.id === first.id)!.count;
    await bar.getByRole('button', { name: `${first.name}(${count})` }).waitFor();
    const options = await bar
      .getByRole('listitem')
      .filter({ hasText: /^\S+\(\d+\)$/ })
      .allInnerTexts();
    for (const r of withGoods) expect(options.join('|')).toContain(r.name);
    for (const r of roots.filter((x) => !withGoods.includes(x)))
      expect(options.some((o) => o.startsWith(`${r.name}(`))).toBe(false);
    await screenshot(page, 'spec-gaps-5-search-filters');
  });
});
