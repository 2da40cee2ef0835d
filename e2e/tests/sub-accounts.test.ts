import { clampQuantity, formatYuan, quantityRules } from '@shop/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { call, login } from '../support/api.ts';
import { closeBrowser, loggedInPage } from '../support/browser.ts';
import { fixtures, hasBrowser } from '../support/env.ts';

afterAll(closeBrowser);

describe.runIf(hasBrowser())('sub-accounts', () => {
  it('the main account creates a sub-account without the pay permission; the sub-account logs in, orders, and cannot pay (sees 请联系主账号支付, no pay button); the main account pays it', async () => {
    const { main, goods } = fixtures().subAccounts;
    const sub = { username: 'e2e_caigou', password: 'caigou2026', mobile: '15900000123' };

    // 1. The main account creates the sub-account at /child, with 下单 only.
    const owner = await loggedInPage(main);
    await owner.page.goto('/child');
    await owner.page.getByRole('button', { name: /新增子账号/ }).click();
    const form = owner.page.getByRole('dialog', { name: '新增子账号' });
    await form.getByLabel('用户名').fill(sub.username);
    await form.getByLabel('手机号').fill(sub.mobile);
    await form.getByLabel('登录密码').fill(sub.password);
    await form.getByRole('checkbox', { name: '下单' }).check();
    await form.getByRole('button', { name: /保\s*存/ }).click();
    const row = owner.page.getByRole('row').filter({ hasText: sub.username });
    await row.waitFor();
    expect(await row.innerText()).toContain('下单');
    expect(await row.innerText()).not.toContain('支付');

    // 2. The sub-account logs in with its own password and orders from its cart.
    const rules = quantityRules(goods.quantity);
    const number = clampQuantity(rules.min, rules);
    const subToken = await login(sub.username, sub.password);
    await call(subToken, '/api/cart', { params: [{ goods_id: goods.id, number }] });
    const { page } = await loggedInPage(sub);
    await page.goto('/cart');
    await page.getByRole('row').filter({ hasText: goods.name }).waitFor();
    await page.getByRole('button', { name: '去结算' }).click();
    await page.waitForURL(/\/cart\/step2\?ids=/);
    await page.getByText(main.address.detail).waitFor();
    await page.getByRole('button', { name: '提交订单' }).click();
    // 3. It cannot pay: checkout lands on a page that says the order waits for the main
    //    account, with 请联系主账号支付 and neither a payment method nor the balance.
    await page.waitForURL(/\/cart\/step3\/\d+$/);
    const orderId = Number(/step3\/(\d+)$/.exec(page.url())![1]);
    const info = page.getByRole('region', { name: '订单信息' });
    await info.getByText('订单提交成功，等待主账号支付').waitFor();
    const orderNo = /订单号：([A-Za-z0-9-]+)/.exec(await info.innerText())![1]!;
    await page.getByText('请联系主账号支付').waitFor();
    expect(await page.getByRole('radio').count()).toBe(0);
    expect(await page.getByRole('button', { name: /支付/ }).count()).toBe(0);
    expect(await page.getByText('可用余额').count()).toBe(0);
    // Its order list and the order's detail say the same, with no 去支付.
    await page.goto('/order');
    const mine = page.getByRole('article', { name: `订单 ${orderNo}` });
    await mine.getByText('请联系主账号支付').waitFor();
    expect(await mine.getByText('去支付').count()).toBe(0);
    await page.goto(`/order/info/${orderId}`);
    await page.getByText('请联系主账号支付').waitFor();
    expect(await page.getByText('去支付').count()).toBe(0);
    // The server refuses it too, should anything still ask.
    await expect(
      call(subToken, `/api/order/${orderId}/pay`, {
        method: 'balance',
        key: `e2e-sub-pay-${orderId}`,
      }),
    ).rejects.toThrow(/您的账号没有此操作权限/);
    const unpaid = await call<{ status: string }>(subToken, `/api/order/${orderId}`);
    expect(unpaid.status).toBe('unpaid');

    // 4. The main account sees who placed it, and pays it.
    await owner.page.goto('/order');
    const card = owner.page.getByRole('article', { name: `订单 ${orderNo}` });
    await card.getByText(`下单人：${sub.username}`).waitFor();
    await owner.page.goto(`/cart/step3/${orderId}`);
    const ownerBalance = owner.page.getByRole('radio', { name: /余额支付/ });
    await expect.poll(() => ownerBalance.isEnabled()).toBe(true);
    await ownerBalance.check();
    await owner.page.getByRole('button', { name: /余额支付 ¥/ }).click();
    await owner.page.waitForURL(/\/cart\/step4\?id=\d+/);
    await owner.page.getByText('支付成功').waitFor();
    const paid = await call<{ status: string; user_name: string; pay_amount: string }>(
      owner.token,
      `/api/order/${orderId}`,
    );
    expect(paid).toMatchObject({ status: 'paid', user_name: sub.username });
    // Paid from the company's balance, by exactly the order's amount.
    const left = await call<{ balance: string }>(owner.token, '/api/user/user-money');
    expect(left.balance).toBe(
      formatYuan(main.balanceFen - Math.round(Number(paid.pay_amount) * 100)),
    );
  }, 120_000);
});
