import type { Order } from '@shop/contract';
import { formatYuan } from '@shop/domain';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { closeBrowser, loggedInPage } from '../support/browser.ts';
import { screenshot } from '../support/console.ts';
import { fixtures, hasBrowser } from '../support/env.ts';

afterAll(closeBrowser);

/** POST /api/cart of one unit as a 新人特价 line (type 4), as the /xr/tj card sends it. */
const addAsNewCustomer = (token: string, goodsId: number) =>
  call(token, '/api/cart', { params: [{ goods_id: goodsId, number: 1, type: 4, is_yj: 0 }] });

/** Presses the card's 立即购买 and returns the answer's code and message. */
async function buy(page: Page, name: string) {
  const [answer] = await Promise.all([
    page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/cart' && r.request().method() === 'POST',
    ),
    page.getByRole('article', { name }).getByRole('button', { name: '立即购买' }).click(),
  ]);
  return (await answer.json()) as { code: number; msg: string };
}

describe.runIf(hasBrowser())('新人特价 (new-customer offer)', () => {
  it('a company without a completed order buys its one unit at the special price; more is refused', async () => {
    const { buyer, offered, offer } = fixtures().xr;
    const special = formatYuan(offer.priceFen);
    // The second press goes over the limit: the shop answers 412 on purpose.
    const { page, token } = await loggedInPage(buyer, [{ status: 412, path: '/api/cart' }]);

    await page.goto('/xr/tj');
    const card = page.getByRole('article', { name: offered.name });
    await card.getByText(`¥${special}`).waitFor();
    await card.getByText(`¥${formatYuan(offered.priceFen)}`).waitFor();
    expect(await page.getByText('仅限新客户购买').count()).toBe(0);
    await screenshot(page, 'xr-1-zone');
    expect((await buy(page, offered.name)).code).toBe(10000);
    await page.getByText('加入购物车成功').first().waitFor();

    // A second unit would pass the limit of one per company.
    const over = `数量超过活动限购${offer.limit}，可原价购买`;
    expect(await buy(page, offered.name)).toMatchObject({ code: 412, msg: over });
    const refusal = page.getByRole('dialog').filter({ hasText: over });
    await refusal.waitFor();
    await refusal.getByRole('button', { name: /确\s*定/ }).click();

    // Cart, step 2: one unit marked 新人价 at the special price; then ordered and paid.
    await page.goto('/cart');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: offered.name }) });
    await row.getByText('新人价', { exact: true }).waitFor();
    await row.getByText(`¥${special}`).first().waitFor();
    await page.getByRole('button', { name: '去结算' }).click();
    await page.waitForURL(/\/cart\/step2\?ids=/);
    const checked = page
      .getByRole('region', { name: '商品清单' })
      .getByRole('row')
      .filter({ hasText: offered.name });
    await checked.getByText('新人价', { exact: true }).waitFor();
    await checked.getByText(`¥${special}`).first().waitFor();
    await screenshot(page, 'xr-2-step2');
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.waitForURL(/\/cart\/step3\/\d+$/);
    const orderId = Number(/step3\/(\d+)/.exec(page.url())![1]);
    const order = await call<Order>(token, `/api/order/${orderId}`);
    expect(order.lines).toMatchObject([{ goods_id: offered.id, number: 1, price: special }]);
    await page.getByRole('radio', { name: /余额支付/ }).check();
    await page.getByRole('button', { name: `余额支付 ¥${order.pay_amount}` }).click();
    await page.waitForURL(/\/cart\/step4\?id=\d+/);
    await page.getByText('支付成功').waitFor();

    // Bought once: the card says so, and the shop refuses another.
    const bought = '新人特价商品每家仅可购买一次';
    await page.goto('/xr/tj');
    await page
      .getByRole('article', { name: offered.name })
      .getByRole('button', { name: bought })
      .waitFor();
    expect(
      await page
        .getByRole('article', { name: offered.name })
        .getByRole('button', { name: bought })
        .isDisabled(),
    ).toBe(true);
    await screenshot(page, 'xr-3-bought');
    await expect(addAsNewCustomer(token, offered.id)).rejects.toThrow(`409 ${bought}`);
  });

  it('demo, with completed orders, sees why not and gets the member price', async () => {
    const { offered } = fixtures().xr;
    const { page, token } = await loggedInPage({ username: 'demo', password: 'demo123456' });

    await page.goto('/xr/tj');
    await page.getByRole('alert').filter({ hasText: '仅限新客户购买' }).waitFor();
    const button = page
      .getByRole('article', { name: offered.name })
      .getByRole('button', { name: '仅限新客户购买' });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    await expect(addAsNewCustomer(token, offered.id)).rejects.toThrow('403 仅限新客户购买');

    // Its detail shows the member price only.
    await page.goto(`/list/info/${offered.id}`);
    const summary = page
      .locator('div', { has: page.getByRole('heading', { level: 1, name: offered.name }) })
      .last();
    await summary
      .getByText(`¥${formatYuan(offered.priceFen)}`)
      .first()
      .waitFor();
    expect(await summary.getByText(`¥${formatYuan(fixtures().xr.offer.priceFen)}`).count()).toBe(0);
  });
});
