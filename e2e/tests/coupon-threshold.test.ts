import { afterAll, describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { closeBrowser, loggedInPage } from '../support/browser.ts';
import { screenshot } from '../support/console.ts';
import { fixtures, hasBrowser } from '../support/env.ts';
import { amountBeside } from '../support/page-text.ts';

afterAll(closeBrowser);

// Newcomer item 9: a coupon's threshold counts the goods after 满减, which the
// buyer is told, and a coupon swapped because a quantity was lowered is said.

describe.runIf(hasBrowser())('coupon thresholds', () => {
  it('says what the threshold counts, how much is missing, and when the coupon in use changes', async () => {
    const { buyer, goods, big, small } = fixtures().couponThreshold;
    const { page, token } = await loggedInPage(buyer);
    await call(token, '/api/cart', { params: [{ goods_id: goods.id, number: 6 }] });

    // Six: ¥1,174.74 after 满减 reaches 满1000减60, which is applied.
    await page.goto('/cart');
    const coupons = page.getByRole('region', { name: '优惠券' });
    const applied = coupons.getByRole('listitem').filter({ hasText: '已选用' });
    await applied.filter({ hasText: big.name }).waitFor();
    await coupons.getByText('优惠券门槛按满减后的金额计算').waitFor();

    // Lowered to five: ¥1,028.95, ¥968.95 after 满减; the swap is told, with what is missing.
    const box = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: goods.name }) })
      .getByRole('textbox', { name: `${goods.name} 的数量` });
    await box.fill('5');
    await box.press('Enter');
    await coupons
      .getByText(`优惠券「${big.name}」已不满足使用条件（还差¥31.05），已改用「${small.name}」`)
      .waitFor();
    await applied.filter({ hasText: small.name }).waitFor();
    await coupons
      .getByRole('listitem')
      .filter({ hasText: big.name })
      .getByText('还差¥31.05')
      .waitFor();
    await screenshot(page, '9-1-cart-coupon-swapped');

    // Step 2: 商品金额 ¥1,028.95 and the greyed coupon says why.
    await page.getByRole('button', { name: '去结算' }).click();
    await page.waitForURL(/\/cart\/step2\?ids=/);
    const amounts = page.getByRole('region', { name: '订单金额' });
    await expect.poll(() => amountBeside(amounts, '商品金额')).toBe('1028.95');
    expect(await amountBeside(amounts, '满减')).toBe('60.00');
    expect(await amountBeside(amounts, '优惠券')).toBe('20.00');
    const terms = page.getByRole('region', { name: '优惠与发票' });
    await terms.getByText('优惠券门槛按满减后的金额计算').waitFor();
    // Step 2 priced the same lines as the cart: nothing changed that needs telling.
    expect(await terms.locator('.ant-alert').count()).toBe(0);
    await terms.locator('.ant-select', { hasText: small.name }).click();
    const unreached = page.locator('.ant-select-item-option').filter({ hasText: big.name });
    await expect.poll(() => unreached.innerText()).toContain('还差¥31.05');
    expect(await unreached.getAttribute('class')).toContain('ant-select-item-option-disabled');
    await screenshot(page, '9-2-step2-coupon-threshold');
  });
});
