import type { CombinationList, GoodsDetail } from '@shop/contract';
import { formatYuan, parseYuan } from '@shop/domain';
import type { Locator } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { closeBrowser, loggedInPage } from '../support/browser.ts';
import { screenshot, staffPage } from '../support/console.ts';
import { fixtures, hasBrowser } from '../support/env.ts';
import { amountBeside } from '../support/page-text.ts';

afterAll(closeBrowser);

const SETS = 3;

/** Every amount of an amount list, in fen (a row left out as zero counts 0). */
async function amounts(scope: Locator) {
  const fen = async (label: string) => {
    const shown = (await scope.locator('dt', { hasText: new RegExp(`^${label}`) }).count())
      ? await amountBeside(scope, label)
      : undefined;
    return shown === undefined ? 0 : parseYuan(shown)!;
  };
  return {
    goods: await fen('商品金额'),
    manjian: await fen('满减'),
    coupon: await fen('优惠券'),
    voucher: await fen('现金券'),
    shipping: await fen('运费'),
    pay: await fen('(应付|实付)金额'),
  };
}

describe.runIf(hasBrowser())('组合购 (combination packages)', () => {
  it('demo adds sets of a package on /zhzq and pays the package price × sets throughout; the goods stock is taken', async () => {
    const { pack, goods, perSet } = fixtures().combination;
    const { page, token } = await loggedInPage({ username: 'demo', password: 'demo123456' });
    const stock = async () =>
      Promise.all(
        goods.map(
          async (g) => (await call<GoodsDetail>(token, `/api/goods/detail/${g.id}`)).number,
        ),
      );
    const before = await stock();
    const packageTotal = formatYuan(pack.priceFen * SETS);

    // /zhzq: the package with its price; three sets typed into its box, then added.
    await page.goto('/zhzq');
    const card = page.getByRole('article', { name: pack.title });
    await card.getByText(`¥${formatYuan(pack.priceFen)}`).waitFor();
    await card.getByText(`剩余 ${pack.stock} 套`).waitFor();
    await card.getByRole('textbox', { name: `${pack.title} 的套数` }).fill(String(SETS));
    const [added] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cart/combination'),
      // Straight from the box to the button, as a buyer does: the typed number is sent.
      card.getByRole('button', { name: '加入购物车' }).click(),
    ]);
    expect(new URL(added.url()).searchParams.get('number')).toBe(String(SETS));
    expect(((await added.json()) as { code: number }).code).toBe(10000);
    await page.getByText('加入购物车成功').first().waitFor();
    await screenshot(page, 'combination-1-zone');

    // The cart: one line of the package, its sets and the package price × sets.
    await page.goto('/cart');
    const row = page.getByRole('row').filter({ hasText: pack.title });
    await row.getByText(`¥${packageTotal}`).waitFor();
    expect(await row.getByRole('textbox', { name: `${pack.title} 的套数` }).inputValue()).toBe(
      String(SETS),
    );
    await screenshot(page, 'combination-2-cart');
    const lines = await call<{
      data: { id: number; type: number; combination?: { id: number } }[];
    }>(token, '/api/cart/list');
    const line = lines.data.find((l) => l.type === 3 && l.combination?.id === pack.id)!;
    expect(line).toBeDefined();

    // Step 2, only the package: goods amount is the package total, the rest adds up.
    await page.goto(`/cart/step2?ids=${line.id}`);
    const region = page.getByRole('region', { name: '订单金额' });
    await expect.poll(() => amountBeside(region, '应付金额')).not.toBe(undefined);
    await page.getByRole('row').filter({ hasText: pack.title }).getByText(`${SETS}套`).waitFor();
    const checked = await amounts(region);
    expect(checked.goods).toBe(pack.priceFen * SETS);
    expect(checked.manjian).toBe(0);
    expect(checked.pay).toBe(checked.goods - checked.coupon - checked.voucher + checked.shipping);
    await screenshot(page, 'combination-3-step2');
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.waitForURL(/\/cart\/step3\/\d+$/);
    const orderId = Number(/step3\/(\d+)/.exec(page.url())![1]);

    // The order: the same amounts; one line per goods, their amounts making up the package.
    await page.goto(`/order/info/${orderId}`);
    const list = page.getByRole('region', { name: '商品清单' });
    await expect.poll(() => amountBeside(list, '应付金额')).toBe(formatYuan(checked.pay));
    expect(await amounts(list)).toEqual(checked);
    for (const [i, g] of goods.entries())
      await list
        .getByRole('row')
        .filter({ hasText: g.name })
        .getByText(`${perSet[i]! * SETS}盒`)
        .waitFor();
    // Each goods line names the package that priced it, to the buyer and to the console.
    for (const g of goods)
      await list
        .getByRole('row')
        .filter({ hasText: g.name })
        .getByText(`【组合购】${pack.title}`)
        .waitFor();
    await screenshot(page, 'combination-4-order');
    const { page: staff } = await staffPage('operator');
    await staff.goto(`/admin/orders/${orderId}`);
    for (const g of goods)
      await staff
        .getByRole('row')
        .filter({ hasText: g.name })
        .getByText(`组合购：${pack.title}`)
        .waitFor();
    await screenshot(staff, 'combination-5-console-order');

    // Each goods' stock gave what the sets hold, and the package has three sets fewer.
    const taken = goods.map((_, i) => before[i]! - perSet[i]! * SETS);
    await expect.poll(stock).toEqual(taken);
    const zone = await call<CombinationList>(token, '/api/combination');
    expect(zone.list.find((p) => p.id === pack.id)?.stock).toBe(pack.stock - SETS);
  });
});
