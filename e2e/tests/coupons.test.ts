import { formatYuan, priceCart } from '@shop/domain';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { closeBrowser, loggedInPage } from '../support/browser.ts';
import { screenshot } from '../support/console.ts';
import { fixtures, hasBrowser } from '../support/env.ts';
import { amountBeside } from '../support/page-text.ts';

afterAll(closeBrowser);

/** Claims a template from its ticket in 领券中心 and waits for the answer. */
async function claim(page: Page, tab: string, name: string) {
  await page.goto('/lqzx');
  await page.getByRole('tab', { name: tab }).click();
  const ticket = page.getByRole('article', { name });
  const [answer] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/coupon/receive'),
    ticket.getByRole('button', { name: '立即领取' }).click(),
  ]);
  expect(((await answer.json()) as { code: number }).code).toBe(10000);
  await page.getByText('领取成功').first().waitFor();
  await ticket.getByText('已领1张').waitFor();
  return ((await answer.json()) as { data: { coupon: { id: number } } }).data.coupon.id;
}

describe.runIf(hasBrowser())('the coupon centre', () => {
  it('claims a category coupon and a cash voucher, and pays with both what step 2 showed', async () => {
    const { buyer, scoped, coupon, voucher } = fixtures().coupons;
    const { shippingRule } = fixtures().checkout;
    const { page, token } = await loggedInPage(buyer);

    const couponId = await claim(page, '品类/商品券', coupon.name);
    await screenshot(page, '6-1-coupon-claimed');
    const voucherId = await claim(page, '现金券', voucher.name);
    await page.goto('/wdqb_yhq');
    await page.getByRole('article', { name: coupon.name }).waitFor();
    await page.goto('/xjq');
    await page.getByRole('article', { name: voucher.name }).waitFor();

    // 10 of the scoped goods: ¥268.00, over the coupon's ¥200 within its category.
    await call(token, '/api/cart', { params: [{ goods_id: scoped.id, number: 10 }] });
    const expected = priceCart(
      [
        {
          id: 1,
          quantity: 10,
          unitPriceFen: scoped.priceFen,
          selected: true,
          buyable: true,
          preferred: false,
          freeShippingNumber: 0,
          activityId: null,
        },
      ],
      {
        activities: [],
        shippingRule,
        coupons: [{ id: couponId, amountFen: coupon.amountFen, minSpendFen: coupon.minSpendFen }],
        vouchers: [{ id: voucherId, amountFen: voucher.amountFen, minSpendFen: 0 }],
        voucherId,
      },
    );
    expect(expected.couponFen).toBe(1_234);
    expect(expected.voucherFen).toBe(800);

    await page.goto('/cart');
    await page.getByRole('region', { name: '优惠券' }).getByText('已选用').waitFor();
    await expect.poll(() => amountBeside(page, '优惠券')).toBe(formatYuan(expected.couponFen));

    // Step 2: the coupon is chosen for the buyer; the cash voucher only when picked.
    await page.getByRole('button', { name: '去结算' }).click();
    await page.waitForURL(/\/cart\/step2\?ids=/);
    const amounts = page.getByRole('region', { name: '订单金额' });
    await expect.poll(() => amountBeside(amounts, '优惠券')).toBe('12.34');
    await page.getByText('不使用现金券').click();
    await page.locator('.ant-select-item-option').filter({ hasText: voucher.name }).click();
    await expect.poll(() => amountBeside(amounts, '现金券')).toBe('8.00');
    const pay = formatYuan(expected.payFen);
    expect(await amountBeside(amounts, '应付金额')).toBe(pay);
    await screenshot(page, '6-2-step2-coupon-and-voucher');
    await page.getByRole('button', { name: '提交订单' }).click();

    // Step 3 and the order detail charge the same.
    await page.waitForURL(/\/cart\/step3\/\d+$/);
    const orderId = Number(/step3\/(\d+)/.exec(page.url())![1]);
    const info = page.getByRole('region', { name: '订单信息' });
    await info.getByText('订单提交成功').waitFor();
    expect(await info.innerText()).toContain(`应付金额 ¥${pay}`);
    await page.goto(`/order/info/${orderId}`);
    await expect.poll(() => amountBeside(page, '应付金额')).toBe(pay);
    expect(await amountBeside(page, '优惠券')).toBe('12.34');
    expect(await amountBeside(page, '现金券')).toBe('8.00');

    // Both are used now.
    await page.goto('/wdqb_yhq?status=1');
    await page.getByRole('article', { name: coupon.name }).getByText('已使用').first().waitFor();
  });
});
