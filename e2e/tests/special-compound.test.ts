import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { call, login, placeOrder } from '../support/api.ts';
import { closeBrowser, loggedInPage } from '../support/browser.ts';
import { screenshot, staffPage } from '../support/console.ts';
import { fixtures, hasBrowser } from '../support/env.ts';

afterAll(closeBrowser);

/** An antd dialog showing this text. */
const dialog = (page: Page, text: string) => page.getByRole('dialog').filter({ hasText: text });

describe.runIf(hasBrowser())('含特殊药品复方制剂 and 冷链', () => {
  it('refuses a buyer the third box over the per-order limit, with the reason', async () => {
    const { buyer, special } = fixtures().special;
    // The third press is refused on purpose (422 from POST /api/cart).
    const { page } = await loggedInPage(buyer, [{ status: 422, path: '/api/cart' }]);
    await page.goto(`/list/info/${special.id}`);
    const summary = page
      .locator('div', { has: page.getByRole('heading', { level: 1, name: special.name }) })
      .last();
    await summary.waitFor();
    await summary.getByRole('list', { name: '药品分类' }).getByText('含特').first().waitFor();
    const press = async () => {
      const [answer] = await Promise.all([
        page.waitForResponse(
          (r) => new URL(r.url()).pathname === '/api/cart' && r.request().method() === 'POST',
        ),
        summary.getByRole('button', { name: '加入购物车' }).click(),
      ]);
      return (await answer.json()) as { code: number; msg: string; data: { reason?: string } };
    };
    expect((await press()).code).toBe(10000);
    await summary.getByText('购物车中已有 1').waitFor();
    expect((await press()).code).toBe(10000);
    await summary.getByText('购物车中已有 2').waitFor();
    const third = await press();
    const reason = `含特殊药品复方制剂：每单限购2盒（${special.name}）`;
    expect([third.code, third.msg, third.data.reason]).toEqual([
      422,
      reason,
      'special_order_limit',
    ]);
    await page.getByText(reason).waitFor();
    await screenshot(page, 'special-1-over-the-order-limit');
    await summary.getByText('购物车中已有 2').waitFor();
  });

  it('ships a cold-chain order only with a cold-chain carrier', async () => {
    const { buyer, cold } = fixtures().special;
    const token = await login(buyer.username, buyer.password);
    const placed = await placeOrder(token, [{ goods_id: cold.id, number: 2 }]);
    await call(token, `/api/order/${placed.id}/pay`, {
      method: 'balance',
      key: `e2e-cold-${placed.id}`,
    });

    const { page } = await staffPage('warehouse');
    await page.goto(`/admin/orders/${placed.id}`);
    await page.getByText(`订单 ${placed.order_no}`).waitFor();
    await page.getByRole('button', { name: /^发\s*货$/ }).click();
    const form = dialog(page, `发货 · ${placed.order_no}`);
    await form.getByText(`含冷链商品「${cold.name}」：只能选择冷链承运商（2-8°C）`).waitFor();
    await form.locator('.ant-form-item', { hasText: '承运商' }).getByRole('combobox').click();
    // Only the cold-chain carriers are offered.
    const options = page.locator('.ant-select-item-option');
    await options.first().waitFor();
    expect((await options.allInnerTexts()).map((t) => t.trim()).sort()).toEqual(
      ['京东冷链（冷链）', '顺丰冷运（冷链）'].sort(),
    );
    await screenshot(page, 'special-2-cold-chain-carriers');
    await options.filter({ hasText: '顺丰冷运（冷链）' }).click();
    const trackingNo = `SFCC${String(placed.id).padStart(6, '0')}`;
    await form.getByLabel('快递单号').fill(trackingNo);
    const [shipped] = await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname === `/admin-api/orders/${placed.id}/ship`,
      ),
      form.getByRole('button', { name: /^(确认发货|确\s*定)$/ }).click(),
    ]);
    const answer = (await shipped.json()) as {
      code: number;
      data: { shipments: { carrier: string }[] };
    };
    expect(answer.code).toBe(10000);
    expect(answer.data.shipments[0]!.carrier).toBe('顺丰冷运');
    await page.getByRole('row').filter({ hasText: trackingNo }).getByText('顺丰冷运').waitFor();
    await screenshot(page, 'special-3-shipped-cold');
  });
});
