import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newPage, smsCodeFor } from '../support/browser.ts';
import { uploadFirstBusinessDocuments } from '../support/documents.ts';
import { hasBrowser } from '../support/env.ts';

afterAll(closeBrowser);

describe.runIf(hasBrowser())('a new company', () => {
  it('registers through the three steps and is left waiting for review', async () => {
    // The database is new each run and no fixture uses 139 numbers.
    const mobile = '13912340001';
    const { page } = await newPage();
    await page.goto('/register');
    await page.waitForURL(/\/register\/step1$/);

    await page.getByLabel('手机号码').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => smsCodeFor(mobile), { timeout: 10_000 }).toMatch(/^\d{6}$/);
    await page.getByLabel('短信验证码').fill(smsCodeFor(mobile)!);
    await page.getByLabel('用户名').fill(`shop${mobile.slice(-6)}`);
    await page.getByLabel('设置密码').fill('abc12345');
    await page.getByLabel('确认密码').fill('abc12345');
    await page.getByRole('button', { name: /下一步/ }).click();

    await page.waitForURL(/\/register\/step2$/);
    // A name with markup must come back as text, never as HTML.
    await page.getByLabel('企业名称').fill('<b>康泰</b>大药房');
    await page.getByLabel('企业类型').click();
    await page.getByTitle('单体药店').click();
    await page.getByLabel('联系人').fill('李店长');
    await page.getByLabel('联系电话').fill('027-85551234');
    await page.getByLabel('所在地区').fill('湖北省武汉市江汉区');
    await page.getByLabel('详细地址').fill('解放大道 100 号');
    await page.getByRole('button', { name: /下一步/ }).click();

    await page.waitForURL(/\/register\/step3$/);
    await uploadFirstBusinessDocuments(page);
    await page.getByText('资料已提交，等待审核').waitFor();
    await page.goto('/');
    await page.getByText('<b>康泰</b>大药房').first().waitFor();
    expect(await page.locator('b', { hasText: '康泰' }).count()).toBe(0);
  });
});
