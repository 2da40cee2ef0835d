import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newPage } from '../support/browser.ts';
import { fixtures, hasBrowser } from '../support/env.ts';

afterAll(closeBrowser);

describe.runIf(hasBrowser())('a buyer with an account', () => {
  it('logs in, sees its company and exclusive contact, toggles a favourite, logs out', async () => {
    const { buyer, favourite } = fixtures().account;
    const contact = buyer.contact!;
    const { page } = await newPage();
    await page.goto('/login');
    await page.getByLabel('用户名或手机号').fill(buyer.username);
    await page.getByLabel('密码').fill(buyer.password);
    // After a login the next page reloads (spec section 2's session rule); wait it out.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await reloaded;

    await page.getByText(buyer.company).first().waitFor();
    await page.getByText(`专属客服：${contact.name} ${contact.phone}`).first().waitFor();

    await page.goto(`/list?keywords=${encodeURIComponent(favourite.name)}`);
    const card = page.getByRole('article', { name: favourite.name });
    await card.getByRole('button', { name: '收藏' }).click();
    await page.getByText('收藏成功').waitFor();
    await card.getByRole('button', { name: '已收藏' }).waitFor();

    await page.goto('/star');
    const fav = page.getByRole('article', { name: favourite.name });
    await fav.waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    await fav.getByRole('button', { name: '已收藏' }).click();
    await page.getByText('取消收藏成功').waitFor();
    await expect.poll(() => fav.count()).toBe(0);

    await page.getByRole('button', { name: '安全退出' }).click();
    // Logged out on a page only for members (/star), the shop shows its login form
    // (coming back to /star); elsewhere the header's 登录 link.
    await page
      .getByRole('link', { name: '登录' })
      .or(page.getByRole('button', { name: /^登\s*录$/ }))
      .first()
      .waitFor();
    expect(await page.getByText(buyer.company).count()).toBe(0);
  });
});
