import type { FlashDay } from '@shop/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { closeBrowser, loggedInPage } from '../support/browser.ts';
import { screenshot } from '../support/console.ts';
import { hasBrowser } from '../support/env.ts';
import { amountBeside } from '../support/page-text.ts';

afterAll(closeBrowser);

describe.runIf(hasBrowser())('the flash sale', () => {
  it('demo buys a flash goods in the running session and is charged the 秒 price throughout', async () => {
    const { page, token } = await loggedInPage({ username: 'demo', password: 'demo123456' });
    // The demo seed keeps a session on sale around every start.
    const day = await call<FlashDay>(token, '/api/miaosha');
    const running = day.sessions.find((s) => s.status === 1)!;
    const g = running.goods.find((x) => x.miaosha_stock > 0 && x.zbz <= x.miaosha_stock)!;
    expect(g).toBeDefined();
    const price = g.miaosha_price!;
    expect(Number(price)).toBeLessThan(Number(g.price));

    await page.goto('/miaosha');
    const card = page.getByRole('article', { name: g.name });
    await card.getByText('秒', { exact: true }).waitFor();
    await page.getByRole('timer', { name: '距本场结束' }).waitFor();
    await screenshot(page, 'flash-1-zone');
    await card.getByRole('button', { name: '立即抢购' }).click();
    await page.getByText('加入购物车成功').first().waitFor();

    await page.goto('/cart');
    const row = page.getByRole('row').filter({ hasText: g.name }).filter({ hasText: '秒' });
    await row.getByText(`¥${price}`).first().waitFor();
    await screenshot(page, 'flash-2-cart');
    // Only the flash line is bought.
    const lines = await call<{ data: { id: number; type: number; goods: { id: number } }[] }>(
      token,
      '/api/cart/list',
    );
    const flashLine = lines.data.find((l) => l.type === 1 && l.goods.id === g.id)!;
    await page.goto(`/cart/step2?ids=${flashLine.id}`);
    const amounts = page.getByRole('region', { name: '订单金额' });
    await expect.poll(() => amountBeside(amounts, '应付金额')).not.toBe('');
    const pay = await amountBeside(amounts, '应付金额');
    await page.getByRole('row').filter({ hasText: g.name }).getByText(`¥${price}`).waitFor();
    await screenshot(page, 'flash-3-step2');
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.waitForURL(/\/cart\/step3\/\d+$/);
    const orderId = Number(/step3\/(\d+)/.exec(page.url())![1]);
    await page.goto(`/order/info/${orderId}`);
    await expect.poll(() => amountBeside(page, '应付金额')).toBe(pay);
    await page.getByRole('row').filter({ hasText: g.name }).getByText(`¥${price}`).waitFor();
    await screenshot(page, 'flash-4-order');
  });
});
