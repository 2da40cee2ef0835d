import { afterAll, describe, expect, it } from 'vitest';
import { login } from '../support/api.ts';
import { closeBrowser, loggedInPage, newPage } from '../support/browser.ts';
import { followMenu, screenshot, staffPage } from '../support/console.ts';
import { fixtures, hasBrowser } from '../support/env.ts';

afterAll(closeBrowser);

describe.runIf(hasBrowser())('account cancellation', () => {
  it('the buyer asks on the help page, an operator approves, and the login stops working', async () => {
    const { buyer } = fixtures().cancellation;
    const reason = '门店到期不再续租，停止经营（浏览器测试）';

    // The buyer asks from the help centre's 账户注销 page, where the request lives.
    const shop = (await loggedInPage(buyer)).page;
    await shop.goto('/help/fwbz/zhzx');
    const section = shop.getByRole('region', { name: '注销申请' });
    await section.getByLabel('注销原因').fill(reason);
    await section.getByRole('button', { name: '提交注销申请' }).click();
    await shop.getByRole('button', { name: '确认申请' }).click();
    await section.getByText('最近一次申请：待处理', { exact: false }).waitFor();
    await section.getByText(`注销原因：${reason}`).waitFor();
    await screenshot(shop, 'cancel-1-buyer-requested');

    // The operator finds it under 注销申请 (pending first) and approves it.
    const { page } = await staffPage('operator');
    await followMenu(page, '注销申请');
    await page.waitForURL('**/admin/cancellations');
    const request = page.getByRole('row').filter({ hasText: buyer.company });
    await request.getByText(buyer.username, { exact: true }).waitFor();
    await screenshot(page, 'cancel-2-console-pending');
    await request.getByRole('button', { name: '批准注销' }).click();
    const [decided] = await Promise.all([
      page.waitForResponse((r) => /\/admin-api\/cancellations\/\d+\/decide$/.test(r.url())),
      page.getByRole('button', { name: '确认注销' }).click(),
    ]);
    expect(((await decided.json()) as { data: { status: string } }).data.status).toBe('approved');
    // Handled, it leaves the 待处理 list.
    await expect.poll(() => request.count()).toBe(0);

    // The buyer's password no longer logs in, through the API or the login form.
    await expect(login(buyer.username, buyer.password)).rejects.toThrow('该账户已注销');
    const visitor = (await newPage([{ status: 403, path: '/api/user/login' }])).page;
    await visitor.goto('/login');
    await visitor.getByPlaceholder('用户名 / 手机号').fill(buyer.username);
    await visitor.getByPlaceholder('密码').fill(buyer.password);
    await visitor.getByRole('button', { name: /^登\s*录$/ }).click();
    await visitor.getByText('该账户已注销', { exact: false }).first().waitFor();
    expect(new URL(visitor.url()).pathname).toBe('/login');
    await screenshot(visitor, 'cancel-3-login-refused');
  });
});
