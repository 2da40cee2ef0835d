import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, closeBrowser, hasBrowser, loggedInPage } from '../support/browser.ts';

afterAll(closeBrowser);

type Goods = {
  id: number;
  name: string;
  price: string | null;
  number: number;
  zbz: number;
  qg_number: number;
  xg_number: number;
  is_buy: number;
  ck_id: number;
  activity_type: number;
  buy_button_label: string;
  ladder_price: { number: number; price: string | null }[];
  is_manjian: number;
  manjian_data: { limit: number; tiers: { amount: string; reduce: string }[] } | null;
};

/** GET or POST to the test server as the buyer whose session cookie is `token`. */
async function call<T>(token: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      cookie: `token=${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (json.code !== 10000) throw new Error(`${path}: ${json.code} ${json.msg}`);
  return json.data;
}

/** The quantity rules of packages/domain: step, minimum and the largest quantity allowed. */
function limits(g: Goods) {
  const step = g.zbz;
  const min = Math.max(step, Math.ceil(g.qg_number / step) * step);
  const max = g.xg_number === 0 || g.xg_number > g.number ? g.number : g.xg_number;
  return { step, min, top: Math.floor(max / step) * step };
}

/** The smallest quantity on the step, at least the minimum, that is `atLeast` or more. */
function quantityFor(g: Goods, atLeast: number) {
  const { step, min, top } = limits(g);
  const n = Math.max(min, Math.ceil(atLeast / step) * step);
  return n <= top ? n : null;
}

const fen = (yuan: string) => Math.round(Number(yuan) * 100);

/** The lowest full-reduction tier and the smallest quantity of these goods that reaches it. */
function reaching(g: Goods) {
  const tier = [...(g.manjian_data?.tiers ?? [])].sort((a, b) => fen(a.amount) - fen(b.amount))[0];
  if (!tier || g.price === null) return null;
  const quantity = quantityFor(g, fen(tier.amount) / fen(g.price));
  return quantity === null ? null : { tier, quantity };
}

const ordinary = (g: Goods) =>
  g.is_buy === 1 &&
  g.price !== null &&
  g.activity_type === 0 &&
  g.ck_id === 1 &&
  g.buy_button_label === '加入购物车' &&
  limits(g).min <= limits(g).top;

/** The amount in the <dd> beside the <dt> labelled `label`, e.g. '2833.30'. */
async function amountBeside(scope: Locator | Page, label: string) {
  const dd = scope
    .locator('dt', { hasText: new RegExp(`^${label}`) })
    .locator('xpath=following-sibling::dd[1]');
  return /¥([\d.]+)/.exec(await dd.innerText())?.[1];
}

describe.runIf(hasBrowser())('the demo buyer checking out', () => {
  it('adds tier-priced, full-reduction and plain goods, edits and deletes lines, orders and pays from balance', async () => {
    // Logging in through the form is the account test's; this one starts with a session.
    const { context, page, token } = await loggedInPage('demo');

    // Start from an empty cart, whatever an earlier run left in it.
    const before = await call<{ data: { id: number }[] }>(token, '/api/cart/list');
    if (before.data.length > 0)
      await call(token, '/api/cart/batch-delete', { ids: before.data.map((l) => l.id) });

    // The three goods, found through the API as the buyer sees them (prices need a session).
    const list = await call<{ data: Goods[] }>(token, '/api/goods/list?page_size=100&has_stock=1');
    const pick = (what: string, test: (g: Goods) => boolean) => {
      const g = list.data.find((x) => ordinary(x) && test(x));
      if (!g) throw new Error(`no ${what} goods in the demo catalogue`);
      return g;
    };
    const tiered = pick(
      'tier-priced',
      (g) =>
        g.is_manjian === 0 &&
        g.ladder_price.some((t) => t.price !== null && quantityFor(g, t.number) !== null),
    );
    // Full reduction without a per-buyer limit: ids ending in 3 in the demo data.
    const manjianOf = (g: Goods) =>
      g.is_manjian === 1 &&
      g.ladder_price.length === 0 &&
      g.manjian_data?.limit === 0 &&
      reaching(g) !== null;
    const manjian = list.data.some((g) => ordinary(g) && manjianOf(g) && g.id % 10 === 3)
      ? pick('full-reduction', (g) => manjianOf(g) && g.id % 10 === 3)
      : pick('full-reduction', manjianOf);
    const plain = pick('plain', (g) => g.is_manjian === 0 && g.ladder_price.length === 0);

    // The tier the cart edit reaches, and the unit price that tier gives.
    const detail = await call<Goods>(token, `/api/goods/detail/${tiered.id}`);
    const tier = detail.ladder_price.find(
      (t) => t.price !== null && quantityFor(detail, t.number) !== null,
    )!;
    const tierQuantity = quantityFor(detail, tier.number)!;
    const tierPrice = detail.ladder_price
      .filter((t) => t.price !== null && t.number <= tierQuantity)
      .sort((a, b) => b.number - a.number)[0]!.price!;
    const { tier: firstReduction, quantity: manjianQuantity } = reaching(manjian)!;

    const addFromPage = async (scope: Locator) => {
      // The add is sent 200 ms after the click (spec section 9): wait for the request.
      const [added] = await Promise.all([
        page.waitForResponse(
          (r) => new URL(r.url()).pathname === '/api/cart' && r.request().method() === 'POST',
        ),
        scope.getByRole('button', { name: '加入购物车' }).click(),
      ]);
      expect(((await added.json()) as { code: number }).code).toBe(10000);
      await page.getByText('加入购物车成功').first().waitFor();
    };

    // 1. The tier-priced goods from its detail page.
    await page.goto(`/list/info/${tiered.id}`);
    await expect.poll(() => page.locator('h1').innerText()).toContain(tiered.name);
    await page.getByText('阶梯价').waitFor();
    // The summary is the innermost block around the name; related goods below have buttons too.
    const summary = page
      .locator('div', { has: page.getByRole('heading', { level: 1, name: tiered.name }) })
      .last();
    await addFromPage(summary);
    await summary.getByText(/购物车中已有 \d+/).waitFor();

    // 2 and 3. The full-reduction and the plain goods from their cards in the list.
    for (const goods of [manjian, plain]) {
      await page.goto(`/list?keywords=${encodeURIComponent(goods.name)}`);
      const card = page
        .getByRole('article')
        .filter({ has: page.locator(`a[href="/list/info/${goods.id}"]`) })
        .first();
      await card.waitFor();
      await addFromPage(card);
      await card.getByText(/已加购 \d+/).waitFor();
    }
    const headerCart = page.getByRole('link', { name: /我的购物车/ });
    await expect.poll(() => headerCart.innerText()).toMatch(/3\s*种商品/);

    // The cart page: raise the tier-priced line to its tier and the full-reduction line
    // to the activity's first threshold through the lines' quantity boxes.
    await headerCart.click();
    await page.waitForURL(/\/cart$/);
    const row = (goods: Goods) =>
      page.getByRole('row').filter({ has: page.locator(`a[href="/list/info/${goods.id}"]`) });
    await row(plain).waitFor();
    for (const [goods, quantity] of [
      [tiered, tierQuantity],
      [manjian, manjianQuantity],
    ] as const) {
      const box = row(goods).getByRole('textbox', { name: `${goods.name} 的数量` });
      await box.fill(String(quantity));
      // The box sends the new number 200 ms after the edit.
      const [edited] = await Promise.all([
        page.waitForResponse(
          (r) =>
            /^\/api\/cart\/\d+\/edit$/.test(new URL(r.url()).pathname) &&
            r.request().method() === 'POST',
        ),
        box.press('Enter'),
      ]);
      const line = ((await edited.json()) as { data: { number: number; amount: string } }).data;
      expect(line.number).toBe(quantity);
      await expect.poll(() => row(goods).innerText()).toContain(`¥${line.amount}`);
      expect(await box.inputValue()).toBe(String(quantity));
    }
    await expect.poll(() => row(tiered).innerText()).toContain(`¥${tierPrice}`);
    await expect.poll(() => row(manjian).innerText()).toContain('满减');
    await expect.poll(() => amountBeside(page, '满减')).toBe(firstReduction.reduce);

    // The right-bar drawer (not shown on the cart pages): delete the plain goods.
    await page.goto('/list');
    await page
      .getByRole('complementary', { name: '快捷工具栏' })
      .getByRole('button', { name: /购物车/ })
      .click();
    const drawer = page.getByRole('region', { name: '购物车' });
    await drawer.getByRole('button', { name: `删除 ${plain.name}` }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '确认删除该商品吗？' });
    await dialog.waitFor();
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

    // Back on the cart page: two lines, both selected; note what it asks to be paid.
    await page.waitForURL(/\/cart$/);
    await row(tiered).waitFor();
    await row(manjian).waitFor();
    expect(await row(plain).count()).toBe(0);
    await expect.poll(() => page.getByText(/已选\s*2\s*种/).count()).toBe(1);
    const cartPay = await amountBeside(page, '应付金额');
    expect(cartPay).toMatch(/^\d+\.\d{2}$/);
    const cartGoods = (await amountBeside(page, '商品金额'))!;
    expect(fen(cartGoods)).toBe(
      tierQuantity * fen(tierPrice) + manjianQuantity * fen(manjian.price!),
    );

    // Step 2: the default address is chosen; the amounts are the cart's.
    await page.getByRole('button', { name: '去结算' }).click();
    await page.waitForURL(/\/cart\/step2\?ids=/);
    const amounts = page.getByRole('region', { name: '订单金额' });
    await amounts.waitFor();
    await expect.poll(() => amountBeside(amounts, '应付金额')).toBe(cartPay);
    await page
      .getByRole('region', { name: '商品清单' })
      .getByRole('link', { name: manjian.name })
      .waitFor();
    await page.getByRole('button', { name: '提交订单' }).click();

    // Step 3: pay from the balance.
    await page.waitForURL(/\/cart\/step3\/\d+$/);
    const info = page.getByRole('region', { name: '订单信息' });
    await info.getByText('订单提交成功').waitFor();
    const orderNo = /订单号：([A-Za-z0-9-]+)/.exec(await info.innerText())?.[1];
    expect(orderNo).toBeTruthy();
    expect(await info.innerText()).toContain(`应付金额 ¥${cartPay}`);
    const byBalance = page.getByRole('radio', { name: /余额支付/ });
    await expect.poll(() => byBalance.isEnabled()).toBe(true);
    await byBalance.check();
    await page.getByRole('button', { name: `余额支付 ¥${cartPay}` }).click();

    // Step 4: the result.
    await page.waitForURL(/\/cart\/step4\?id=\d+/);
    await page.getByText('支付成功').waitFor();
    await page.getByText(`订单号：${orderNo}，实付金额 ¥${cartPay}`).waitFor();

    // The order centre: the order waits for shipping, for the amount the cart showed.
    await page.goto('/order');
    const order = page.getByRole('article', { name: `订单 ${orderNo}` });
    await order.waitFor();
    await order.getByText('待发货', { exact: true }).waitFor();
    expect(await order.locator('strong').first().innerText()).toBe(`¥${cartPay}`);
    await order.getByText(tiered.name, { exact: true }).waitFor();
    await order.getByText(manjian.name, { exact: true }).waitFor();
    expect(await order.getByText(plain.name, { exact: true }).count()).toBe(0);
    await context.close();
  }, 120_000);
});
