import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newPage } from '../support/browser.ts';
import { fixtures, hasBrowser } from '../support/env.ts';
import { textBeside } from '../support/page-text.ts';

afterAll(closeBrowser);

describe.runIf(hasBrowser())('a visitor browsing the catalogue', () => {
  it('hovers a category, opens its list and finds the newest goods first', async () => {
    const { newestPenicillin } = fixtures().catalog;
    const { page } = await newPage();
    await page.goto('/');
    // The menu follows the mouse: hover once the page stops moving (its data and images in).
    await page.getByRole('region', { name: '热销商品' }).getByRole('article').first().waitFor();
    await page.waitForLoadState('networkidle');
    const menu = page.getByRole('navigation', { name: '商品分类' });
    await menu.getByRole('link', { name: '抗感染药' }).hover();
    const child = menu.getByRole('link', { name: '青霉素类' });
    await child.waitFor();
    await child.click();
    await page.waitForURL(/\/list\?.*select=\d+/);
    await expect.poll(() => page.title()).toContain('药采商城');

    await page.getByRole('group', { name: '排序' }).getByRole('button', { name: /^新品/ }).click();
    await page.waitForURL(/sort=new/);
    // Visitors see goods but no prices.
    const first = page.getByRole('article').first();
    await expect.poll(() => first.getAttribute('aria-label')).toBe(newestPenicillin.name);
    await first.getByText('登录可见').waitFor();
    await first.getByText(newestPenicillin.manufacturer).waitFor();
  });

  it('types pinyin initials, picks the suggestion and opens its detail page', async () => {
    const { byInitials, initials } = fixtures().catalog;
    const { page } = await newPage();
    await page.goto('/');
    const box = page.getByRole('combobox', { name: '搜索商品' });
    await box.fill(initials);
    const options = page.getByRole('listbox', { name: '搜索建议' }).getByRole('option');
    await expect.poll(() => options.allInnerTexts()).toEqual([byInitials.name]);
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL(/\/search\?/);
    expect(new URL(page.url()).searchParams.get('keywords')).toBe(byInitials.name);

    await page
      .getByRole('article', { name: byInitials.name })
      .getByRole('heading', { name: byInitials.name })
      .getByRole('link')
      .click();
    await page.waitForURL(new RegExp(`/list/info/${byInitials.id}$`));
    await page.getByRole('heading', { level: 1, name: byInitials.name }).waitFor();
    expect(await textBeside(page, '生产厂家')).toBe(byInitials.manufacturer);
    expect(await textBeside(page, '国家本位码')).toBe(byInitials.nationalCode);
    await page.getByText('登录可见').first().waitFor();
  });

  it('shows the empty-search link to the variety request, carrying the search words', async () => {
    const { page } = await newPage();
    const words = '不存在的药品xyz';
    await page.goto(`/search?keywords=${encodeURIComponent(words)}`);
    await page.getByText('没有找到相关商品').waitFor();
    expect(await page.getByRole('link', { name: '去登记求购' }).getAttribute('href')).toBe(
      `/pzqg/add?keywords=${encodeURIComponent(words)}`,
    );
  });

  it('sends unknown paths to the 404 page', async () => {
    const { page } = await newPage();
    await page.goto('/no/such/page');
    await page.waitForURL(/\/404$/);
    await page.getByText('抱歉，您访问的页面不存在').waitFor();
  });
});
