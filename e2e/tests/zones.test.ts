import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newPage } from '../support/browser.ts';
import { screenshot } from '../support/console.ts';
import { hasBrowser } from '../support/env.ts';

afterAll(closeBrowser);

describe.runIf(hasBrowser())('the home page zone entrances', () => {
  it('lead to live zones: the brand zone lists brands and a brand shows its banner and goods', async () => {
    const { page } = await newPage();
    await page.goto('/');
    const zones = page.getByRole('navigation', { name: '专区入口' });
    await zones.getByRole('link', { name: '品牌专区' }).click();
    await page.waitForURL('**/ppzq');
    const brands = page.getByRole('list', { name: '品牌列表' });
    await brands.getByRole('link', { name: /白云山/ }).waitFor();
    await screenshot(page, 'zones-1-brand-zone');

    await brands.getByRole('link', { name: /白云山/ }).click();
    await page.waitForURL(/\/ppzq\/info\/\d+$/);
    await page.getByRole('heading', { name: '白云山' }).waitFor();
    await page.getByRole('img', { name: '白云山横幅' }).waitFor();
    // Its goods are the brand's makers' goods, with the list's paging.
    const first = page.getByRole('article').first();
    await first.waitFor();
    expect(await first.innerText()).toContain('白云山');
    await expect.poll(() => page.getByText(/共 \d+ 件/).count()).toBeGreaterThan(0);
    await screenshot(page, 'zones-2-brand-page');

    await page.goto('/');
    await zones.getByRole('link', { name: '加盟专区' }).click();
    await page.waitForURL('**/jmzq');
    await page.getByRole('heading', { name: '加盟专区商品' }).waitFor();
    await page.getByRole('article').first().waitFor();
  });

  it('shows the top-right ad beside the page, and closing it lasts for the session', async () => {
    const { page } = await newPage();
    await page.setViewportSize({ width: 1920, height: 1000 });
    await page.goto('/');
    const ad = page.getByRole('complementary', { name: '右上角广告' });
    await ad.getByRole('img').waitFor();
    await ad.getByRole('button', { name: '关闭右上角广告' }).click();
    await expect.poll(() => ad.count()).toBe(0);
    await page.reload();
    await page.getByRole('navigation', { name: '专区入口' }).waitFor();
    expect(await ad.count()).toBe(0);
  });
});
