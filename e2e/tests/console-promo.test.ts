import { formatYuan, welfareUnitPrice } from '@shop/domain';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { call, login } from '../support/api.ts';
import { closeBrowser } from '../support/browser.ts';
import { followMenu, screenshot, staffPage } from '../support/console.ts';
import { fixtures, hasBrowser } from '../support/env.ts';

afterAll(closeBrowser);

/** An antd Drawer showing this text. */
const dialog = (page: Page, text: string) => page.getByRole('dialog').filter({ hasText: text });

/** Answers 确定 to the Popconfirm asking this. */
const confirm = (page: Page, title: string) =>
  page
    .locator('.ant-popconfirm', { hasText: title })
    .getByRole('button', { name: /^确\s*定$/ })
    .click();

type Detail = { id: number; is_welfare?: number; welfare_price?: string };

describe.runIf(hasBrowser())('the console marketing pages', () => {
  it('an operator creates a 94折 event, stops and starts it; buyers get the 94折 price', async () => {
    const { welfareGoods } = fixtures().consolePromo;
    const buyer = await login('demo', 'demo123456');
    const before = await call<Detail>(buyer, `/api/goods/detail/${welfareGoods.id}`);
    expect(before.is_welfare ?? 0).toBe(0);

    const { page } = await staffPage('operator');
    await screenshot(page, 'promo-1-menu');
    await followMenu(page, '全场94折');
    await page.waitForURL(/\/admin\/welfare-events$/);
    await page.getByRole('button', { name: /新建活动/ }).click();

    const title = `E2E 94折 ${welfareGoods.id}`;
    const drawer = dialog(page, '新建94折活动');
    await drawer.getByLabel('活动名称').fill(title);
    const picker = drawer.locator('.ant-form-item', { hasText: '活动商品' }).getByRole('combobox');
    await picker.click();
    await picker.pressSequentially(welfareGoods.name.slice(0, 6));
    // antd's option list: the visible rows (its role=option nodes carry values only).
    await page.locator('.ant-select-item-option', { hasText: welfareGoods.name }).click();
    await picker.press('Escape');
    await screenshot(page, 'promo-2-drawer');
    const [saved] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/admin-api/welfare-events'),
      drawer.getByRole('button', { name: /^确\s*定$/ }).click(),
    ]);
    expect(saved.status()).toBe(200);

    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByText('进行中').waitFor();
    // Stopped: buyers lose the price; started again: they have it.
    await row.getByRole('button', { name: /^停\s*用$/ }).click();
    await confirm(page, '停用该活动？');
    await row.getByText('已停用').waitFor();
    expect(
      (await call<Detail>(buyer, `/api/goods/detail/${welfareGoods.id}`)).is_welfare ?? 0,
    ).toBe(0);
    await row.getByRole('button', { name: /^启\s*用$/ }).click();
    await confirm(page, '重新启用该活动？');
    await row.getByText('进行中').waitFor();
    await screenshot(page, 'promo-3-list-running');

    const after = await call<Detail>(buyer, `/api/goods/detail/${welfareGoods.id}`);
    expect(after.is_welfare).toBe(1);
    expect(after.welfare_price).toBe(formatYuan(welfareUnitPrice(welfareGoods.priceFen)));
  });
});
