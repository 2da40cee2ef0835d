import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { formBody } from '../support/api.ts';
import { closeBrowser, newPage } from '../support/browser.ts';
import { followMenu, screenshot, staffPage } from '../support/console.ts';
import { baseUrl, fixtures, hasBrowser } from '../support/env.ts';

afterAll(closeBrowser);

/** A login from a client that never logged in (no device cookie): the envelope's code. */
const loginFromElsewhere = async (username: string, password: string) => {
  const res = await fetch(`${baseUrl()}/api/user/login`, {
    method: 'POST',
    body: formBody({ username, password }),
  });
  return ((await res.json()) as { code: number }).code;
};

/** The shop's login form, as the buyer fills it in; waits for the page it lands on. */
async function logInOnThePage(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('用户名或手机号').fill(username);
  await page.getByLabel('密码').fill(password);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await reloaded;
}

describe.runIf(hasBrowser())('a login being guessed (登录保护)', () => {
  it("keeps the buyer's own browser working, refuses others, and staff lift the lock", async () => {
    const { buyer } = fixtures().console.lock;
    const { page } = await newPage();
    // The buyer logs in from its browser once: the server remembers the browser.
    await logInOnThePage(page, buyer.username, buyer.password);
    await page.getByRole('button', { name: '安全退出' }).click();
    await page.getByRole('link', { name: '登录' }).first().waitFor();

    // Someone elsewhere guesses five times: the login is locked for everyone else.
    for (let i = 0; i < 5; i++)
      expect(await loginFromElsewhere(buyer.username, `guess${i}x`)).toBe(400);
    expect(await loginFromElsewhere(buyer.username, buyer.password)).toBe(429);
    // The buyer's own browser still gets in.
    await logInOnThePage(page, buyer.username, buyer.password);
    await page.getByText(buyer.company).first().waitFor();

    const { page: desk } = await staffPage('reviewer');
    await followMenu(desk, '登录保护');
    const row = desk.getByRole('row').filter({ hasText: buyer.username });
    await row.getByText(buyer.company).waitFor();
    await screenshot(desk, '9-1-login-locks');
    await row.getByRole('button', { name: '解除限制' }).click();
    await desk
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /^解\s*除$/ })
      .click();
    await desk.getByText(`已解除 ${buyer.username} 的登录限制`).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect(await loginFromElsewhere(buyer.username, buyer.password)).toBe(10000);
  });
});
