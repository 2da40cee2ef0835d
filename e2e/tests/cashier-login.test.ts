import { clampQuantity, quantityRules } from '@shop/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { login, payOnline, placeOrder } from '../support/api.ts';
import { closeBrowser, newPage } from '../support/browser.ts';
import { fixtures, hasBrowser } from '../support/env.ts';
import { textBeside } from '../support/page-text.ts';

afterAll(closeBrowser);

describe.runIf(hasBrowser())('the sandbox cashier page opened without a session', () => {
  it('asks to log in, and the shop login brings the buyer back to it', async () => {
    const { buyer, goods } = fixtures().cashierLogin;
    // The order and its online payment are made outside the UI, in a session of their own.
    const token = await login(buyer.username, buyer.password);
    const number = clampQuantity(5, quantityRules(goods.quantity));
    const order = await placeOrder(token, [{ goods_id: goods.id, number }]);
    const cashier = await payOnline(token, order.id);

    // The page answers 401 to a visitor: on purpose, so not counted as a console error.
    const { page } = await newPage([{ status: 401, path: cashier }]);
    await page.goto(cashier);
    await page.getByRole('heading', { name: '沙箱收银台' }).waitFor();
    await page.getByText('请先登录付款企业的药采商城账号，再确认支付。').waitFor();
    expect(await page.getByRole('button', { name: '确认支付' }).count()).toBe(0);
    const toLogin = page.getByRole('link', { name: '登录后继续支付' });
    const href = (await toLogin.getAttribute('href'))!;
    expect(href.startsWith('/login?')).toBe(true);
    expect(new URL(href, page.url()).searchParams.get('redirect')).toBe(cashier);

    await toLogin.click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('用户名或手机号').fill(buyer.username);
    await page.getByLabel('密码').fill(buyer.password);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.getByRole('button', { name: /^登\s*录$/ }).click();

    // The cashier is the server's page: loaded in full, straight away, now with the
    // buyer's session (the app's router never tries to show it).
    await page.waitForURL((url) => url.pathname === cashier);
    await page.getByRole('heading', { name: '沙箱收银台' }).waitFor();
    expect(await textBeside(page, '订单编号')).toBe(order.order_no);
    expect(await textBeside(page, '应付金额')).toBe(`¥${order.pay_amount}`);
    await page.getByRole('button', { name: '确认支付' }).waitFor();
    expect(visited).toEqual([cashier]);
  });
});
