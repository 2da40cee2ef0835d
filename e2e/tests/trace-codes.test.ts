import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { call, login, placeOrder } from '../support/api.ts';
import { closeBrowser, loggedInPage } from '../support/browser.ts';
import { screenshot, staffPage } from '../support/console.ts';
import { fixtures, hasBrowser } from '../support/env.ts';

afterAll(closeBrowser);

// 药品追溯码 end to end: the packer scans each box's code into the packing
// page (a wrong one refused with its reason), ships, and the buyer finds the
// codes on the order and downloads them as CSV.

describe.runIf(hasBrowser())('追溯码', () => {
  it('the warehouse scans the codes and ships; the buyer downloads them', async () => {
    const { buyer, goods, prefix } = fixtures().trace;
    const token = await login(buyer.username, buyer.password);
    const placed = await placeOrder(token, [{ goods_id: goods.id, number: 2 }]);
    await call(token, `/api/order/${placed.id}/pay`, {
      method: 'balance',
      key: `e2e-trace-${placed.id}`,
    });
    const serial = String(placed.id).padStart(9, '0');
    const codes = [`${prefix}${serial}0001`, `${prefix}${serial}0002`];
    const wrong = `1234567${serial}0003`;

    // The wrong scan is refused on purpose (422).
    const { page } = await staffPage('warehouse', [
      { status: 422, path: `/admin-api/orders/${placed.id}/trace-codes` },
    ]);
    await page.goto(`/admin/orders/${placed.id}`);
    await page.getByText(`订单 ${placed.order_no}`).waitFor();
    await page.getByRole('button', { name: '打包发货' }).click();
    await page.waitForURL(new RegExp(`/admin/orders/${placed.id}/packing$`));
    await page.getByText('已扫 0 / 需 2').waitFor();
    const box = page.getByLabel('追溯码');
    // The box has the focus: the scanner types digits and Enter.
    await page.keyboard.type(wrong);
    await page.keyboard.press('Enter');
    await page.getByText(`非本订单商品：追溯码前缀 1234567 不是本订单待发货商品的追溯码`).waitFor();
    for (const [i, code] of codes.entries()) {
      await box.fill(code);
      await box.press('Enter');
      await page.getByText(`已扫 ${i + 1} / 需 2`).waitFor();
    }
    await page.getByRole('cell', { name: codes[1]! }).waitFor();
    await screenshot(page, 'trace-1-scanned');

    await page.getByRole('button', { name: /^发\s*货$/ }).click();
    const form = page.getByRole('dialog').filter({ hasText: `发货 · ${placed.order_no}` });
    await form.locator('.ant-form-item', { hasText: '承运商' }).getByRole('combobox').click();
    await page.locator('.ant-select-item-option', { hasText: /^顺丰速运$/ }).click();
    await form.getByLabel('快递单号').fill(`SF${serial}`);
    // The form is ready when its line is ticked (the whole order ships).
    await expect
      .poll(() => form.getByRole('checkbox', { name: new RegExp(goods.name) }).isChecked())
      .toBe(true);
    await screenshot(page, 'trace-2-ship-form');
    const [shipped] = await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname === `/admin-api/orders/${placed.id}/ship`,
      ),
      form.getByRole('button', { name: /^(确认发货|确\s*定)$/ }).click(),
    ]);
    expect(((await shipped.json()) as { code: number }).code).toBe(10000);
    await page.getByText('已上报').waitFor();
    await page.getByRole('link', { name: '下载出库单' }).waitFor();
    await screenshot(page, 'trace-3-shipped');

    const shop = (await loggedInPage(buyer)).page;
    await shop.goto(`/order/info/${placed.id}`);
    const section = shop.getByRole('region', { name: '药品追溯码' });
    await section.getByText('本订单已发货商品共').waitFor();
    expect(await section.locator('strong').textContent()).toBe('2');
    await section.getByRole('button', { name: '查看追溯码' }).click();
    for (const code of codes) await section.getByText(code).waitFor();
    await screenshot(shop, 'trace-4-buyer-codes');
    const [file] = await Promise.all([
      shop.waitForEvent('download'),
      section.getByRole('link', { name: '下载追溯码(CSV)' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(`追溯码-${placed.order_no}.csv`);
    const text = (await readFile((await file.path())!)).toString('utf8');
    const rows = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe('商品名称,规格,批号,有效期,追溯码');
    expect(rows.slice(1).map((r) => r.split(',').at(-1))).toEqual(codes);
    expect(rows[1]).toContain(goods.name);
  });
});
