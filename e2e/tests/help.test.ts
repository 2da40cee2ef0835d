import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { HELP_PAGES, helpPagePaths } from '../../apps/web/src/features/help/help-pages.ts';
import { isServerPage } from '../../apps/web/src/lib/login-path.ts';
import { call } from '../support/api.ts';
import { closeBrowser, loggedInPage, newPage } from '../support/browser.ts';
import { hasBrowser } from '../support/env.ts';

afterAll(closeBrowser);

const demo = { username: 'demo', password: 'demo123456' };

/** The shop's own links on the page, as paths with their query. */
async function linksOn(page: Page): Promise<string[]> {
  const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return hrefs
    .filter((h) => h.startsWith(origin))
    .map((h) => {
      const u = new URL(h);
      return `${u.pathname}${u.search}`;
    });
}

/** Resolves once the page has had no request open for 500 ms (as networkidle does for a load). */
function quietNetwork(page: Page) {
  let open = 0;
  page.on('request', () => open++);
  page.on('requestfinished', () => open--);
  page.on('requestfailed', () => open--);
  return async () => {
    let since = Date.now();
    while (Date.now() - since < 500) {
      await new Promise((r) => setTimeout(r, 50));
      if (open > 0) since = Date.now();
    }
  };
}

/** One visit per kind of path: /list/info/12 and /list/info/34 are one page. */
const shape = (path: string) => path.split('?')[0]!.replace(/\d+/g, 'N');

describe.runIf(hasBrowser())('help centre, news and the member home', () => {
  it('every help page and its alias renders its article inside the help menu', async () => {
    // The unknown page's article answers 404 on purpose (then the shop shows /404).
    const { page } = await newPage([{ status: 404, path: '/api/help/article/xszn/nosuchpage' }]);
    for (const [key, title] of Object.entries(HELP_PAGES)) {
      for (const path of helpPagePaths(key)) {
        await page.goto(`/${path}`);
        const heading = page.getByRole('heading', { level: 1, name: title });
        await heading.waitFor();
        const text = await page.locator('article').innerText();
        expect(text.length, path).toBeGreaterThan(80);
        expect(await page.title()).toContain(title);
        await page.getByRole('navigation', { name: '帮助中心菜单' }).waitFor();
      }
    }
    // /help lists every group; an unknown page goes to /404.
    await page.goto('/help');
    for (const group of ['新手指南', '服务保障', '关于我们', '支付配送'])
      await page.getByRole('heading', { level: 2, name: group }).first().waitFor();
    await page.goto('/help/xszn/nosuchpage');
    await page.waitForURL('**/404');
  });

  it('news: type tabs, paging, and previous/next within the type', async () => {
    const { page } = await newPage();
    await page.goto('/news');
    const list = page.locator('a[href*="/news/info/"][href$="/industry"]');
    await expect.poll(() => list.count()).toBe(10);
    await page.locator('.ant-pagination-item-2').click();
    await page.waitForURL('**/news/industry?page=2');
    await expect.poll(() => list.count()).toBe(2);

    await page.getByRole('tab', { name: '公司动态' }).click();
    await page.waitForURL('**/news/company');
    const company = page.locator('a[href*="/news/info/"][href$="/company"]');
    await expect.poll(() => company.count()).toBe(10);
    const titles = await company.allInnerTexts();
    await company.nth(1).click();
    await page.getByRole('heading', { level: 1, name: titles[1] }).waitFor();
    const nav = page.getByRole('navigation', { name: '上一篇和下一篇' });
    await nav.getByRole('link', { name: titles[2] }).click();
    await page.getByRole('heading', { level: 1, name: titles[2] }).waitFor();
    await nav.getByRole('link', { name: titles[1] }).click();
    await page.getByRole('heading', { level: 1, name: titles[1] }).waitFor();
    await nav.getByRole('link', { name: titles[0] }).click();
    await page.getByRole('heading', { level: 1, name: titles[0] }).waitFor();
    await nav.getByText('上一篇：没有了').waitFor();
  });

  it('the member home shows the real counts inside the member menu', async () => {
    const { page, token } = await loggedInPage(demo);
    const orders = await call<{ counts: Record<string, number> }>(token, '/api/order/list');
    const money = await call<{ balance: string }>(token, '/api/user/user-money');
    const coupons = await call<{ unused: number }>(token, '/api/user/coupon-count');
    const info = await call<{ points: number; message_count: number }>(token, '/api/user/info');
    await page.goto('/user');
    await page.getByRole('navigation', { name: '会员中心菜单' }).waitFor();
    const box = page.getByRole('region', { name: '我的订单' });
    for (const [status, label] of [
      ['unpaid', '待支付'],
      ['grouping', '待成团'],
      ['paid', '待发货'],
      ['shipped', '待收货'],
      ['completed', '已完成'],
    ] as const) {
      const link = box.locator(`a[href="/order?status=${status}"]`);
      await expect.poll(() => link.innerText()).toBe(`${orders.counts[status] ?? 0}\n${label}`);
    }
    const assets = page.getByRole('region', { name: '我的资产' });
    await expect
      .poll(() => assets.locator('a[href="/yegl"]').innerText())
      .toContain(`¥${money.balance}`);
    await expect
      .poll(() => assets.locator('a[href="/jfgl"]').innerText())
      .toContain(String(info.points));
    await expect
      .poll(() => assets.locator('a[href="/yhq"]').innerText())
      .toContain(String(coupons.unused));
    await expect
      .poll(() => assets.locator('a[href="/wdxx"]').innerText())
      .toContain(String(info.message_count));
    // The quality-inspection link (user state) opens its help article.
    await page.getByRole('link', { name: '药品质检报告查询' }).first().click();
    await page.getByRole('heading', { level: 1, name: '药品质检报告查询' }).waitFor();
  });

  it('no link from the home page, /user or the help pages leads to /404', async () => {
    const { page } = await loggedInPage(demo);
    const starts = [
      '/',
      '/user',
      '/help',
      '/news',
      '/sjzz',
      ...Object.keys(HELP_PAGES).map((k) => `/${helpPagePaths(k)[1]}`),
    ];
    // Each page is reached as a click reaches it: the router navigates inside
    // the loaded app (a full load per link spent most of the crawl's two
    // minutes loading the same scripts). The document's networkidle fired long
    // ago, so the wait is for this page's own requests (a route's script, its
    // data) to end and stay ended. The server's own pages load in full.
    const quiet = quietNetwork(page);
    const visit = async (path: string) => {
      if (isServerPage(path)) await page.goto(path);
      else
        await page.evaluate((to) => {
          window.history.pushState(null, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, path);
      await quiet();
    };
    const seen = new Set<string>();
    const targets: string[] = [];
    await page.goto('/');
    for (const start of starts) {
      await visit(start);
      for (const link of await linksOn(page)) {
        const key = shape(link);
        if (seen.has(key)) continue;
        seen.add(key);
        targets.push(link);
      }
    }
    expect(targets.length).toBeGreaterThan(30);
    console.log(`crawl: ${targets.length} kinds of link`);
    const broken: string[] = [];
    for (const target of targets) {
      await visit(target);
      if (new URL(page.url()).pathname === '/404') broken.push(target);
    }
    expect(broken).toEqual([]);
  }, 600_000);
});
