import { afterAll, describe, expect, it } from 'vitest';
import { login } from '../support/api.ts';
import { closeBrowser, loggedInPage, newPage, smsCodeFor } from '../support/browser.ts';
import { fixtures, hasBrowser } from '../support/env.ts';
import { confirmOnPhone } from '../support/wechat.ts';

afterAll(closeBrowser);

describe.runIf(hasBrowser())('a forgotten password', () => {
  it('is reset with the SMS code, ends the old session, and the new one logs in', async () => {
    const { buyer } = fixtures().forget;
    const oldToken = await login(buyer.username, buyer.password);
    const { page } = await newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: '忘记密码' }).click();
    await page.waitForURL(/\/forget\/step1$/);

    await page.getByLabel('手机号码').fill(buyer.mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => smsCodeFor(buyer.mobile), { timeout: 10_000 }).toMatch(/^\d{6}$/);
    await page.getByLabel('短信验证码').fill(smsCodeFor(buyer.mobile)!);
    await page.getByRole('button', { name: /下一步/ }).click();

    await page.waitForURL(/\/forget\/step2$/);
    await page.getByLabel('新密码', { exact: true }).fill('newpw2026a');
    await page.getByLabel('确认新密码').fill('newpw2026a');
    await page.getByRole('button', { name: /确认修改/ }).click();
    await page.waitForURL(/\/forget\/step3$/);
    await page.getByText('密码重置成功').waitFor();

    // The session from before the reset has ended.
    const info = await fetch(new URL('/api/user/info', page.url()), {
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(((await info.json()) as { code: number }).code).toBe(10001);

    await page.getByRole('link', { name: '去登录' }).click();
    await page.waitForURL(/\/login/);
    await page.getByLabel('用户名或手机号').fill(buyer.username);
    await page.getByLabel('密码', { exact: true }).fill('newpw2026a');
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.getByText(buyer.company).first().waitFor();
  });

  it('binds WeChat on /bdwx, then logs in with it through the sandbox phone page', async () => {
    const { wechatBuyer: buyer } = fixtures().forget;
    const { context, page } = await loggedInPage(buyer);
    const nickname = `e2e微信${Date.now() % 100000}`;

    await page.goto('/bdwx');
    await page.getByText('当前账号未绑定微信').waitFor();
    await page.getByRole('button', { name: /绑定微信/ }).click();
    await confirmOnPhone(context, page, nickname, /确认绑定/);
    await page.getByText(nickname).first().waitFor({ timeout: 15_000 });
    await page.getByText('已绑定', { exact: true }).waitFor();

    // Logged out; the phone (its cookie) stays the same WeChat user.
    await context.clearCookies({ name: 'token' });
    await page.goto('/login');
    await page.getByRole('button', { name: '微信扫码登录' }).click();
    await confirmOnPhone(context, page, `${nickname}改`, /确认登录/);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 });
    await page.getByText(buyer.company).first().waitFor();
  });
});
