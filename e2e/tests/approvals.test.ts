import { clampQuantity, quantityRules } from '@shop/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { call, login, placeOrder } from '../support/api.ts';
import { closeBrowser, loggedInPage, smsCodeFor } from '../support/browser.ts';
import { fixtures, hasBrowser } from '../support/env.ts';

afterAll(closeBrowser);

const shots = process.env.E2E_SHOTS;

describe.runIf(hasBrowser())('purchase approvals', () => {
  it("a chain store buyer's large order waits for the head office, which approves it in its list; the order becomes payable", async () => {
    const { goods } = fixtures().approvals;
    const sub = { username: 'demo_caigou', password: 'demo123456' };
    const main = { username: 'demo', password: 'demo123456' };

    // 1. demo_caigou (¥5,000 an order) orders ¥6,000-odd from its cart.
    const rules = quantityRules(goods.quantity);
    const number = clampQuantity(60, rules);
    expect(number * goods.priceFen).toBeGreaterThan(500_000);
    const subToken = await login(sub.username, sub.password);
    await call(subToken, '/api/cart', { params: [{ goods_id: goods.id, number }] });
    const { page } = await loggedInPage(sub);
    await page.goto('/cart');
    await page.getByRole('row').filter({ hasText: goods.name }).waitFor();
    await page.getByRole('button', { name: '去结算' }).click();
    await page.waitForURL(/\/cart\/step2\?ids=/);
    await page.getByRole('button', { name: '提交订单' }).click();

    // 2. Step 3 says it waits for approval; its order shows 待审批.
    await page.waitForURL(/\/cart\/step3\/\d+$/);
    const orderId = Number(/step3\/(\d+)$/.exec(page.url())![1]);
    await page.getByText('订单已提交，等待主账号审批').waitFor();
    expect(await page.getByRole('button', { name: /支付 ¥/ }).count()).toBe(0);
    if (shots) await page.screenshot({ path: `${shots}/approvals-step3.png`, fullPage: true });
    await page.goto(`/order/info/${orderId}`);
    await page.getByText('待审批', { exact: true }).first().waitFor();
    await page.getByText('等待主账号审批').first().waitFor();
    const waiting = await call<{ status: string; order_no: string }>(
      subToken,
      `/api/order/${orderId}`,
    );
    expect(waiting.status).toBe('awaiting_approval');

    // 3. demo finds it in 订单审批 and approves it.
    const owner = await loggedInPage(main);
    await owner.page.goto('/approvals');
    const row = owner.page.getByRole('row').filter({ hasText: waiting.order_no });
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain('demo_caigou');
    expect(text).toContain('超出单笔限额 ¥5000.00');
    if (shots) await owner.page.screenshot({ path: `${shots}/approvals-list.png`, fullPage: true });
    await row.getByRole('button', { name: /通\s*过/ }).click();
    await owner.page
      .getByRole('dialog')
      .getByRole('button', { name: /通\s*过/ })
      .click();
    await owner.page.getByText('暂无待审批的订单').waitFor();

    // 4. The order is payable now: step 3 offers payment.
    const approved = await call<{ status: string }>(owner.token, `/api/order/${orderId}`);
    expect(approved.status).toBe('unpaid');
    await owner.page.goto(`/cart/step3/${orderId}`);
    await owner.page.getByText('订单提交成功，请尽快付款！').waitFor();
    await owner.page.getByRole('radio', { name: /余额支付/ }).waitFor();
    if (shots)
      await owner.page.screenshot({ path: `${shots}/approvals-payable.png`, fullPage: true });
    // Back in the sub-account's order list it is 待支付 with the main account to pay.
    await page.goto('/order');
    const card = page.getByRole('article', { name: `订单 ${waiting.order_no}` });
    await card.getByText('请联系主账号支付').waitFor();
  }, 180_000);

  it('a company turns on its 支付密码 with an SMS code; step 3 asks for it in six boxes, a wrong one is refused, the right one pays', async () => {
    const { goods, payer } = fixtures().approvals;
    const rules = quantityRules(goods.quantity);
    const order = await placeOrder(await login(payer.username, payer.password), [
      { goods_id: goods.id, number: clampQuantity(rules.min, rules) },
    ]);
    // The wrong password's 422 is what the test provokes.
    const { page, token } = await loggedInPage(payer, [
      { status: 422, path: `/api/order/${order.id}/pay` },
    ]);
    await page.goto('/pay-password');
    await page.getByText('未开启').waitFor();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => smsCodeFor(payer.mobile), { timeout: 10_000 }).toMatch(/^\d{6}$/);
    await page.getByLabel('短信验证码').fill(smsCodeFor(payer.mobile)!);
    for (const i of [0, 1]) {
      await page.locator('.ant-otp').nth(i).locator('input').first().click();
      await page.keyboard.type('246810');
    }
    await page.getByRole('button', { name: '开启支付密码' }).click();
    await page.getByText('已开启').waitFor();
    if (shots) await page.screenshot({ path: `${shots}/pay-password-page.png`, fullPage: true });

    await page.goto(`/cart/step3/${order.id}`);
    const methods = page.getByRole('region', { name: '支付方式' });
    await methods.getByText('支付密码').first().waitFor();
    await methods.locator('.ant-otp input').first().click();
    await page.keyboard.type('135790');
    await methods.getByRole('button', { name: /余额支付 ¥/ }).click();
    await methods.getByText('支付密码错误，还可以尝试 4 次').waitFor();
    if (shots) await page.screenshot({ path: `${shots}/pay-password-step3.png`, fullPage: true });
    await page.reload();
    await methods.locator('.ant-otp input').first().click();
    await page.keyboard.type('246810');
    await methods.getByRole('button', { name: /余额支付 ¥/ }).click();
    await page.waitForURL(/\/cart\/step4\?id=\d+/);
    await page.getByText('支付成功').waitFor();
    expect((await call<{ status: string }>(token, `/api/order/${order.id}`)).status).toBe('paid');
  }, 180_000);
});
