import type { Order } from '@shop/contract';
import { formatYuan, welfareUnitPrice } from '@shop/domain';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { closeBrowser, loggedInPage } from '../support/browser.ts';
import { screenshot } from '../support/console.ts';
import { fixtures, hasBrowser } from '../support/env.ts';
import type { GoodsFacts } from '../support/fixtures.ts';

afterAll(closeBrowser);

/** The goods' card in the list of a search for its name. */
async function cardOf(page: Page, g: GoodsFacts) {
  await page.goto(`/list?keywords=${encodeURIComponent(g.name)}`);
  const card = page.getByRole('article', { name: g.name });
  await card.waitFor();
  return card;
}

/** Whether the 94折 mark is in the scope (the mark's own element, not a title mentioning it). */
const welfareMarks = (scope: Locator) => scope.getByText('94折', { exact: true }).count();

describe.runIf(hasBrowser())('全场94折 (welfare event)', () => {
  it('charges floor(price × 0.94) for a goods in the running event from card to stored order, and the full price for one outside it', async () => {
    const { buyer, eligible, plain } = fixtures().welfare;
    const { page, token } = await loggedInPage(buyer);
    const cut = formatYuan(welfareUnitPrice(eligible.priceFen));
    const full = formatYuan(eligible.priceFen);
    const plainPrice = formatYuan(plain.priceFen);
    expect(cut).not.toBe(full);

    // The cards: the 94折 price with its mark over the struck member price; the other plain.
    const card = await cardOf(page, eligible);
    await card.getByText(`¥${cut}`).waitFor();
    expect(await welfareMarks(card)).toBe(1);
    await card.locator('del', { hasText: `¥${full}` }).waitFor();
    await screenshot(page, 'welfare-1-card');
    await card.getByRole('button', { name: '加入购物车' }).click();
    await page.getByText('加入购物车成功').first().waitFor();
    const other = await cardOf(page, plain);
    await other.getByText(`¥${plainPrice}`).waitFor();
    expect(await welfareMarks(other)).toBe(0);
    await other.getByRole('button', { name: '加入购物车' }).click();
    await page.getByText('加入购物车成功').first().waitFor();

    // The details say the same.
    for (const [g, price, marks] of [
      [eligible, cut, 1],
      [plain, plainPrice, 0],
    ] as const) {
      await page.goto(`/list/info/${g.id}`);
      const summary = page
        .locator('div', { has: page.getByRole('heading', { level: 1, name: g.name }) })
        .last();
      await summary.getByText(`¥${price}`).first().waitFor();
      expect(await welfareMarks(summary)).toBe(marks);
    }

    // The cart lines.
    await page.goto('/cart');
    const row = (g: GoodsFacts) =>
      page.getByRole('row').filter({ has: page.getByRole('link', { name: g.name }) });
    await row(eligible).getByText(`¥${cut}`).first().waitFor();
    await row(plain).getByText(`¥${plainPrice}`).first().waitFor();
    expect(await welfareMarks(row(eligible))).toBe(1);
    expect(await welfareMarks(row(plain))).toBe(0);
    await screenshot(page, 'welfare-2-cart');

    // The order stores the prices it charged.
    await page.getByRole('button', { name: '去结算' }).click();
    await page.waitForURL(/\/cart\/step2\?ids=/);
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.waitForURL(/\/cart\/step3\/\d+$/);
    const orderId = Number(/step3\/(\d+)/.exec(page.url())![1]);
    const order = await call<Order>(token, `/api/order/${orderId}`);
    const stored = (g: GoodsFacts) => order.lines.find((l) => l.goods_id === g.id)?.price;
    expect(stored(eligible)).toBe(cut);
    expect(stored(plain)).toBe(plainPrice);
    await page.goto(`/order/info/${orderId}`);
    const lines = page.getByRole('region', { name: '商品清单' });
    await lines
      .getByRole('row')
      .filter({ hasText: eligible.name })
      .getByText(`¥${cut}`)
      .first()
      .waitFor();
    await lines
      .getByRole('row')
      .filter({ hasText: plain.name })
      .getByText(`¥${plainPrice}`)
      .first()
      .waitFor();
    await screenshot(page, 'welfare-3-order');
  });
});
