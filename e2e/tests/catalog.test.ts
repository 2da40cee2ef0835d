import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, hasBrowser, newPage } from '../support/browser.ts';

afterAll(closeBrowser);

describe.runIf(hasBrowser())('a visitor browsing the catalogue', () => {
  it('hovers a category and opens its list', async () => {
    const { context, page } = await newPage();
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: '商品分类' });
    await menu.getByRole('link', { name: '抗感染药' }).hover();
    const child = menu.getByRole('link', { name: '青霉素类' });
    await child.waitFor();
    await child.click();
    await page.waitForURL(/\/list\?.*select=\d+/);
    await expect.poll(() => page.title()).toContain('药采商城');
    // Visitors see goods but no prices. The list renders after its data arrives.
    const cards = page.locator('a[href^="/list/info/"]');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(0);
    await page.getByText('登录可见').first().waitFor();
    await context.close();
  });

  it("searches 'amxl' and opens a 阿莫西林 detail page", async () => {
    const { context, page } = await newPage();
    await page.goto('/');
    const box = page.getByRole('combobox', { name: '搜索商品' });
    await box.fill('amxl');
    const options = page.getByRole('listbox', { name: '搜索建议' }).getByRole('option');
    await options.first().waitFor();
    expect(await options.first().innerText()).toContain('阿莫西林');
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL(/\/search/);
    const first = page.locator('a[href^="/list/info/"]', { hasText: '阿莫西林' }).first();
    await first.click();
    await page.waitForURL(/\/list\/info\/\d+/);
    await expect.poll(() => page.locator('h1').innerText()).toContain('阿莫西林');
    await page.getByText('生产厂家').first().waitFor();
    await page.getByText('国家本位码').first().waitFor();
    await context.close();
  });

  it('shows the empty-search link to the variety request', async () => {
    const { context, page } = await newPage();
    await page.goto(`/search?keywords=${encodeURIComponent('不存在的药品xyz')}`);
    await page.getByText('没有找到相关商品').waitFor();
    expect(await page.getByRole('link', { name: '去登记求购' }).getAttribute('href')).toBe(
      '/pzqg/add',
    );
    await context.close();
  });

  it('sends unknown paths to the 404 page', async () => {
    const { context, page } = await newPage();
    await page.goto('/no/such/page');
    await page.waitForURL(/\/404$/);
    await context.close();
  });
});
