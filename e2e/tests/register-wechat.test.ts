import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newPage, smsCodeFor } from '../support/browser.ts';
import { uploadFirstBusinessDocuments } from '../support/documents.ts';
import { hasBrowser } from '../support/env.ts';
import { confirmOnPhone } from '../support/wechat.ts';

afterAll(closeBrowser);

describe.runIf(hasBrowser())('a new company with WeChat', () => {
  it('scans on the login page, registers on /register/wechat, and waits for review bound to that WeChat', async () => {
    // 139 numbers are no fixture's; register.test.ts uses 13912340001.
    const mobile = '13912340002';
    const nickname = `新店微信${Date.now() % 100000}`;
    const { context, page } = await newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: '微信扫码登录' }).click();
    await confirmOnPhone(context, page, nickname, /确认登录/);

    // A WeChat bound to no login comes to registration, named.
    await page.waitForURL(/\/register\/wechat$/, { timeout: 15_000 });
    await page.getByText(`微信「${nickname}」尚未绑定药采商城账号`).waitFor();
    await page.getByLabel('手机号码').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => smsCodeFor(mobile), { timeout: 10_000 }).toMatch(/^\d{6}$/);
    await page.getByLabel('短信验证码').fill(smsCodeFor(mobile)!);
    await page.getByLabel('用户名').fill('wxshop0002');
    await page.getByLabel('设置密码').fill('abc12345');
    await page.getByLabel('确认密码').fill('abc12345');
    await page.getByRole('button', { name: /下一步/ }).click();

    await page.waitForURL(/\/register\/step2$/);
    await page.getByLabel('企业名称').fill('扫码大药房');
    await page.getByLabel('企业类型').click();
    await page.getByTitle('单体药店').click();
    await page.getByLabel('联系人').fill('周店长');
    await page.getByLabel('联系电话').fill('0571-85551234');
    await page.getByLabel('所在地区').fill('浙江省杭州市西湖区');
    await page.getByLabel('详细地址').fill('文三路 90 号');
    await page.getByRole('button', { name: /下一步/ }).click();

    await page.waitForURL(/\/register\/step3$/);
    await uploadFirstBusinessDocuments(page);
    await page.getByText('资料已提交，等待审核').waitFor();

    // The new login is bound to the WeChat that scanned.
    await page.goto('/bdwx');
    await page.getByText('已绑定', { exact: true }).waitFor();
    await page.getByText(nickname).first().waitFor();
    const info = await page.evaluate(async () => (await fetch('/api/user/info')).json());
    expect(info.data).toMatchObject({
      username: 'wxshop0002',
      wechat: nickname,
      review: 'pending',
    });
  });
});
