import { afterAll, describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { closeBrowser, loggedInPage } from '../support/browser.ts';
import { screenshot } from '../support/console.ts';
import { fixtures, hasBrowser } from '../support/env.ts';
import { amountBeside } from '../support/page-text.ts';

afterAll(closeBrowser);

// 换购: past the activity's ¥300 the cart offers its trade-up goods at ¥9.90;
// the buyer adds it there, and the cart, step 2 and the order detail charge
// the same: 3 × ¥100 − ¥20 (满300减20) + ¥9.90, shipping as the rule says.

describe.runIf(hasBrowser())('换购 (trade-up)', () => {
  it('adds the trade-up at hg_price once the threshold is reached; every step charges the same', async () => {
    const { buyer, paid, hg } = fixtures().tradeUp;
    const { page, token } = await loggedInPage(buyer);
    await call(token, '/api/cart', { params: [{ goods_id: paid.id, number: 2 }] });
    await page.goto('/cart');
    await page.getByText(`再购¥100.00可加¥9.90换购${hg.name}`).waitFor();

    await call(token, '/api/cart', { params: [{ goods_id: paid.id, number: 1 }] });
    await page.reload();
    await page.getByText(`已满¥300.00，可加¥9.90换购${hg.name}`).waitFor();
    await page.getByRole('button', { name: '立即换购' }).click();
    await page.getByText(`已加入换购：${hg.name}`).waitFor();
    const line = page.getByRole('row').filter({ hasText: hg.name });
    await line.getByText('换购', { exact: true }).waitFor();
    await expect.poll(() => line.innerText()).toContain('¥9.90');
    await expect.poll(() => amountBeside(page, '商品金额')).toBe('309.90');
    expect(await amountBeside(page, '满减')).toBe('20.00');
    const pay = await amountBeside(page, '应付金额');
    await screenshot(page, 'tradeup-1-cart');

    await page.getByRole('button', { name: '去结算' }).click();
    await page.waitForURL(/\/cart\/step2\?ids=/);
    const amounts = page.getByRole('region', { name: '订单金额' });
    await expect.poll(() => amountBeside(amounts, '应付金额')).toBe(pay);
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.waitForURL(/\/cart\/step3\/\d+$/);
    const orderId = Number(/step3\/(\d+)/.exec(page.url())![1]);

    await page.goto(`/order/info/${orderId}`);
    await expect.poll(() => amountBeside(page, '应付金额')).toBe(pay);
    const bought = page.getByRole('row').filter({ hasText: hg.name });
    await bought.getByText('换购', { exact: true }).waitFor();
    expect(await bought.innerText()).toContain('¥9.90');
    await screenshot(page, 'tradeup-2-order');
  });
});
