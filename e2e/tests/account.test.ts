import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, hasBrowser, newPage } from '../support/browser.ts';

afterAll(closeBrowser);

describe.runIf(hasBrowser())('the demo buyer', () => {
  it('logs in, sees its company and exclusive contact, toggles a favourite, logs out', async () => {
    const { context, page } = await newPage();
    await page.goto('/login');
    await page.getByLabel('用户名或手机号').fill('demo');
    await page.getByLabel('密码').fill('demo123456');
    // After a login the next page reloads (spec section 2's session rule); wait it out.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await reloaded;

    await page.getByText('仁和大药房（朝阳店）').first().waitFor();
    await page
      .getByText(/专属客服/)
      .first()
      .waitFor();

    await page.goto('/list');
    const card = page.getByRole('article').first();
    const name = (await card.getAttribute('aria-label'))!;
    await card.getByRole('button', { name: '收藏' }).click();
    await page.getByText('收藏成功').waitFor();
    await card.getByRole('button', { name: '已收藏' }).waitFor();

    await page.goto('/star');
    const fav = page.getByRole('article', { name });
    await fav.waitFor();
    await fav.getByRole('button', { name: '已收藏' }).click();
    await page.getByText('取消收藏成功').waitFor();
    await expect.poll(() => fav.count()).toBe(0);

    await page.getByRole('button', { name: '安全退出' }).click();
    await page.getByRole('link', { name: '登录' }).first().waitFor();
    expect(await page.getByText('仁和大药房（朝阳店）').count()).toBe(0);
    await context.close();
  });
});
