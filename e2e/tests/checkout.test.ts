import {
  type CartLineInput,
  clampQuantity,
  formatYuan,
  priceCart,
  quantityRules,
  tierUnitPrice,
} from '@shop/domain';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { balance, call, placeOrder } from '../support/api.ts';
import { closeBrowser, loggedInPage } from '../support/browser.ts';
import { fixtures, hasBrowser } from '../support/env.ts';
import type { GoodsFacts } from '../support/fixtures.ts';
import { amountBeside, textBeside } from '../support/page-text.ts';

afterAll(closeBrowser);

/** A cart line as the domain prices it: selected, buyable, at the goods' tier price. */
function line(
  id: number,
  g: GoodsFacts,
  quantity: number,
  activityId: number | null = null,
): CartLineInput {
  return {
    id,
    quantity,
    unitPriceFen: tierUnitPrice(quantity, g.priceFen, g.ladder),
    selected: true,
    buyable: true,
    preferred: false,
    freeShippingNumber: 0,
    activityId,
  };
}

/** Waits for the add the button sends (200 ms after the click, spec section 9). */
async function addFromPage(page: Page, scope: Locator) {
  const [added] = await Promise.all([
    page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/cart' && r.request().method() === 'POST',
    ),
    scope.getByRole('button', { name: '加入购物车' }).click(),
  ]);
  expect(((await added.json()) as { code: number }).code).toBe(10000);
  await page.getByText('加入购物车成功').first().waitFor();
}

describe.runIf(hasBrowser())('a buyer checking out', () => {
  it('adds tier-priced, 满减 and plain goods, edits and deletes lines, orders and pays from balance', async () => {
    const { shippingRule, balance: f } = fixtures().checkout;
    const { buyer, tiered, manjian, plain, reduction } = f;
    const { page, token } = await loggedInPage(buyer);
    const rules = (g: GoodsFacts) => quantityRules(g.quantity);
    const firstQuantity = (g: GoodsFacts) => clampQuantity(rules(g).min, rules(g));

    // 1. The tier-priced goods from its detail page, at its first quantity.
    await page.goto(`/list/info/${tiered.id}`);
    const summary = page
      .locator('div', { has: page.getByRole('heading', { level: 1, name: tiered.name }) })
      .last();
    await summary.waitFor();
    for (const tier of tiered.ladder) {
      await summary.getByRole('cell', { name: `满${tier.number}件` }).waitFor();
      await summary.getByRole('cell', { name: `¥${formatYuan(tier.priceFen)}` }).waitFor();
    }
    await addFromPage(page, summary);
    await summary.getByText(`购物车中已有 ${firstQuantity(tiered)}`).waitFor();

    // 2 and 3. The 满减 and the plain goods from their cards in the list.
    for (const goods of [manjian, plain]) {
      await page.goto(`/list?keywords=${encodeURIComponent(goods.name)}`);
      const card = page.getByRole('article', { name: goods.name });
      await addFromPage(page, card);
      await card.getByText(`已加购 ${firstQuantity(goods)}`).waitFor();
    }
    const headerCart = page.getByRole('link', { name: /我的购物车/ });
    await expect.poll(() => headerCart.innerText()).toMatch(/3\s*种商品/);

    // The cart page: type quantities off the packing step; each box shows what the
    // domain's clampQuantity makes of the number, and the server keeps that.
    await headerCart.click();
    await page.waitForURL(/\/cart$/);
    const row = (g: GoodsFacts) =>
      page.getByRole('row').filter({ has: page.getByRole('link', { name: g.name }) });
    await row(plain).waitFor();
    const typed = new Map([
      [tiered, 53],
      [manjian, 33],
    ]);
    const quantity = new Map<GoodsFacts, number>();
    for (const [goods, number] of typed) {
      const shown = clampQuantity(number, rules(goods));
      expect(shown).not.toBe(number);
      const box = row(goods).getByRole('textbox', { name: `${goods.name} 的数量` });
      await box.fill(String(number));
      // The edit the box sends 200 ms later; the previous box may resend its own on blur.
      const [edited] = await Promise.all([
        page.waitForResponse(async (r) => {
          if (!/^\/api\/cart\/\d+\/edit$/.test(new URL(r.url()).pathname)) return false;
          const body = (await r.json()) as { data?: { goods?: { id: number } } };
          return body.data?.goods?.id === goods.id;
        }),
        box.press('Enter'),
      ]);
      await page.getByText(`已按中包装调整为${shown}`).waitFor();
      const saved = ((await edited.json()) as { data: { number: number; amount: string } }).data;
      expect(saved.number).toBe(shown);
      expect(await box.inputValue()).toBe(String(shown));
      await expect.poll(() => row(goods).innerText()).toContain(`¥${saved.amount}`);
      quantity.set(goods, shown);
    }
    const tierQuantity = quantity.get(tiered)!;
    const manjianQuantity = quantity.get(manjian)!;
    // The tier price now applies; the 满减 line shows its activity.
    const tierPrice = tierUnitPrice(tierQuantity, tiered.priceFen, tiered.ladder);
    expect(tierPrice).toBeLessThan(tiered.priceFen);
    await expect.poll(() => row(tiered).innerText()).toContain(`¥${formatYuan(tierPrice)}`);
    await expect
      .poll(() => row(tiered).innerText())
      .toContain(`¥${formatYuan(tierPrice * tierQuantity)}`);
    await row(manjian).getByText(`满减 · ${reduction.title}`).waitFor();

    // The right-bar drawer (not shown on the cart pages): delete the plain goods.
    await page.goto('/list');
    await page
      .getByRole('complementary', { name: '快捷工具栏' })
      .getByRole('button', { name: /购物车/ })
      .click();
    const drawer = page.getByRole('region', { name: '购物车' });
    await drawer.getByRole('button', { name: `删除 ${plain.name}` }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '确认删除该商品吗？' });
    const [deleted] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cart/batch-delete'),
      dialog.getByRole('button', { name: /删\s*除/ }).click(),
    ]);
    expect(((await deleted.json()) as { code: number }).code).toBe(10000);
    await expect
      .poll(() => drawer.getByRole('button', { name: `删除 ${plain.name}` }).count())
      .toBe(0);
    await drawer.getByRole('button', { name: `删除 ${tiered.name}` }).waitFor();
    await drawer.getByRole('button', { name: `删除 ${manjian.name}` }).waitFor();
    await drawer.getByRole('link', { name: '去购物车结算' }).click();

    // Back on the cart page: two lines, both selected, priced as the domain prices them.
    await page.waitForURL(/\/cart$/);
    await row(manjian).waitFor();
    expect(await row(plain).count()).toBe(0);
    const expected = priceCart(
      [line(1, tiered, tierQuantity), line(2, manjian, manjianQuantity, reduction.id)],
      { activities: [reduction], shippingRule, coupons: [] },
    );
    expect(expected.reductionFen).toBeGreaterThan(0);
    await page
      .getByText(new RegExp(`已选\\s*2\\s*种\\s*${tierQuantity + manjianQuantity}\\s*件`))
      .waitFor();
    const cart = {
      goods: await amountBeside(page, '商品金额'),
      reduce: await amountBeside(page, '满减'),
      shipping: await textBeside(page, '运费'),
      pay: await amountBeside(page, '应付金额'),
    };
    expect(cart).toEqual({
      goods: formatYuan(expected.goodsFen),
      reduce: formatYuan(expected.reductionFen),
      shipping: expected.shippingFen === 0 ? '免运费' : `¥${formatYuan(expected.shippingFen)}`,
      pay: formatYuan(expected.payFen),
    });

    // Step 2: the default address is chosen; the amounts are the ones the cart showed.
    await page.getByRole('button', { name: '去结算' }).click();
    await page.waitForURL(/\/cart\/step2\?ids=/);
    await page.getByText(buyer.address.detail).waitFor();
    const amounts = page.getByRole('region', { name: '订单金额' });
    await expect.poll(() => amountBeside(amounts, '应付金额')).toBe(cart.pay);
    expect({
      goods: await amountBeside(amounts, '商品金额'),
      reduce: await amountBeside(amounts, '满减'),
      shipping: await textBeside(amounts, '运费'),
      pay: await amountBeside(amounts, '应付金额'),
    }).toEqual(cart);
    const list = page.getByRole('region', { name: '商品清单' });
    await list.getByRole('link', { name: tiered.name }).waitFor();
    await list.getByRole('link', { name: manjian.name }).waitFor();
    await page.getByRole('button', { name: '提交订单' }).click();

    // Step 3: pay once from the balance.
    await page.waitForURL(/\/cart\/step3\/\d+$/);
    const info = page.getByRole('region', { name: '订单信息' });
    await info.getByText('订单提交成功').waitFor();
    const orderNo = /订单号：([A-Za-z0-9-]+)/.exec(await info.innerText())?.[1];
    expect(orderNo).toBeTruthy();
    expect(await info.innerText()).toContain(`应付金额 ¥${cart.pay}`);
    const byBalance = page.getByRole('radio', { name: /余额支付/ });
    await expect.poll(() => byBalance.isEnabled()).toBe(true);
    await page.getByText(`可用余额 ¥${formatYuan(buyer.balanceFen)}`).waitFor();
    await byBalance.check();
    await page.getByRole('button', { name: `余额支付 ¥${cart.pay}` }).click();

    // Step 4: the result.
    await page.waitForURL(/\/cart\/step4\?id=\d+/);
    await page.getByText('支付成功').waitFor();
    await page.getByText(`订单号：${orderNo}，实付金额 ¥${cart.pay}`).waitFor();

    // The order centre: the order waits for shipping, for the amount the cart showed.
    await page.goto('/order');
    const order = page.getByRole('article', { name: `订单 ${orderNo}` });
    await order.getByText('待发货', { exact: true }).waitFor();
    expect(await order.locator('strong').first().innerText()).toBe(`¥${cart.pay}`);
    await order.getByText(tiered.name, { exact: true }).waitFor();
    await order.getByText(manjian.name, { exact: true }).waitFor();
    expect(await order.getByText(plain.name, { exact: true }).count()).toBe(0);
    // Paid once: the wallet lost exactly the amount.
    expect(await balance(token)).toBe(formatYuan(buyer.balanceFen - expected.payFen));
  }, 120_000);

  it('pays an order online through the sandbox cashier and sees it paid', async () => {
    const { shippingRule, online } = fixtures().checkout;
    const { buyer, goods } = online;
    const { page, token } = await loggedInPage(buyer);
    // The order is made outside the UI: this test is about paying it.
    const number = clampQuantity(10, quantityRules(goods.quantity));
    const placed = await placeOrder(token, [{ goods_id: goods.id, number }]);
    const expected = priceCart([line(1, goods, number)], {
      activities: [],
      shippingRule,
      coupons: [],
    });
    expect(placed.pay_amount).toBe(formatYuan(expected.payFen));
    // Too little balance for it: online payment is what the page offers.
    expect(buyer.balanceFen).toBeLessThan(expected.payFen);

    await page.goto(`/cart/step3/${placed.id}`);
    const info = page.getByRole('region', { name: '订单信息' });
    await info.getByText(`订单号：${placed.order_no}`).waitFor();
    await page.getByText(`可用余额 ¥${formatYuan(buyer.balanceFen)}，余额不足`).waitFor();
    expect(await page.getByRole('radio', { name: /余额支付/ }).isDisabled()).toBe(true);
    await page.getByRole('radio', { name: '在线支付' }).check();
    await page.getByRole('button', { name: `在线支付 ¥${placed.pay_amount}` }).click();

    // The sandbox provider's cashier page (a server page, needing the payer's session).
    await page.waitForURL(/\/api\/pay\/sandbox\/P\w+$/);
    await page.getByRole('heading', { name: '沙箱收银台' }).waitFor();
    expect(await textBeside(page, '订单编号')).toBe(placed.order_no);
    expect(await textBeside(page, '应付金额')).toBe(`¥${placed.pay_amount}`);
    await page.getByRole('button', { name: '确认支付' }).click();

    await page.waitForURL(new RegExp(`/cart/step4\\?id=${placed.id}$`));
    await page.getByText('支付成功').waitFor();
    await page.getByText(`订单号：${placed.order_no}，实付金额 ¥${placed.pay_amount}`).waitFor();

    await page.goto('/order');
    const order = page.getByRole('article', { name: `订单 ${placed.order_no}` });
    await order.getByText('待发货', { exact: true }).waitFor();
    const status = await call<{ status: string; paid: number }>(
      token,
      `/api/order/${placed.id}/pay-status`,
    );
    expect(status).toMatchObject({ status: 'paid', paid: 1 });
    // Paid by the provider, not from the wallet.
    expect(await balance(token)).toBe(formatYuan(buyer.balanceFen));
  });
});
