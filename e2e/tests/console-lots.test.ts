import { addDays, shopDay } from '@shop/domain';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../apps/server/src/platform/pdf.ts';
import { login, placeOrder } from '../support/api.ts';
import { closeBrowser } from '../support/browser.ts';
import {
  followMenu,
  hiddenInTable,
  menuItem,
  screenshot,
  searchTable,
  staffPage,
} from '../support/console.ts';
import { fixtures, hasBrowser } from '../support/env.ts';

afterAll(closeBrowser);

const dialog = (page: Page, text: string) => page.getByRole('dialog').filter({ hasText: text });
const row = (scope: Page | Locator, text: string) =>
  scope.getByRole('row').filter({ hasText: text });

/** Types a date into an antd date picker the way a person does, and confirms it. */
async function pickDate(scope: Locator, label: string, day: string) {
  const input = scope.getByLabel(label);
  await input.click();
  await input.fill(day);
  await input.press('Enter');
}

/** The goods' row in the goods list, found by its name. */
async function goodsRow(page: Page, name: string) {
  await followMenu(page, '商品管理');
  await page.waitForURL(/\/admin\/goods$/);
  await searchTable(page, '/admin-api/goods', '名称/厂家/拼音首字母', name);
  return row(page, name);
}

/** Opens the goods' 批次 drawer from its row of the goods list. */
async function openLots(page: Page, line: Locator, name: string) {
  await line.getByRole('button', { name: /^批\s*次$/ }).click();
  await page.waitForURL(/\/admin\/goods\?lots=\d+$/);
  const drawer = dialog(page, `批次 · ${name}`);
  await drawer.getByText('批次（按近效期先出排列）').waitFor();
  await settled(page);
  return drawer;
}

/**
 * Every motion finished (a drawer sliding in, a dialog fading): what a
 * screenshot should show. Endless ones (a spinner) are not waited for.
 */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );

/** A screenshot once the page has stopped moving. */
async function shot(page: Page, name: string) {
  await settled(page);
  await screenshot(page, name);
}

describe.runIf(hasBrowser())('lots in the console (批次管理)', () => {
  it('the warehouse receives a lot with its report, adjusts it, and the ledger names the lot', async () => {
    const { goods, buyer } = fixtures().console.lots;
    const today = shopDay(Date.now());
    const lotNo = `E2E${today.replaceAll('-', '')}-${String(Date.now()).slice(-4)}`;
    const produced = addDays(today, -60);
    const expires = addDays(today, 730);
    // A real PDF (the server opens it with a PDF reader to be sure), made as the shop makes its own.
    const report = await makePdf({
      title: '药检报告',
      blocks: [{ kind: 'title', text: `检验报告书 ${lotNo}` }],
    });

    const { page } = await staffPage('warehouse');
    await page.setViewportSize({ width: 1440, height: 900 });
    const line = await goodsRow(page, goods.name);
    // The goods list still fits 1440 with 批次 among its buttons.
    await expect.poll(() => hiddenInTable(line)).toEqual([]);
    const drawer = await openLots(page, line, goods.name);
    await drawer.getByText('暂无批次，入库后显示').waitFor();
    await shot(page, 'lots-1-empty-drawer');

    // 入库: the form refuses what the server would, field by field.
    await drawer.getByRole('button', { name: /^入\s*库$/ }).click();
    const form = dialog(page, `入库 · ${goods.name}`);
    await form.getByLabel('批号').fill('B 2026/01');
    await pickDate(form, '生产日期', produced);
    await pickDate(form, '有效期至', addDays(produced, -1));
    await form.getByRole('button', { name: /^确认入库$/ }).click();
    await form.getByText('批号为 1-40 位字母、数字或短横线').waitFor();
    await form.getByText('有效期须晚于生产日期').waitFor();
    await form.getByText('请输入入库数量').waitFor();
    await shot(page, 'lots-2-receive-refused');

    await form.getByLabel('批号').fill(lotNo);
    await pickDate(form, '有效期至', expires);
    await form.getByLabel('入库数量').fill('100');
    await form.getByLabel('供应商').fill('国药控股北京有限公司');
    await form.locator('input[type=file]').setInputFiles({
      name: '药检报告.pdf',
      mimeType: 'application/pdf',
      buffer: report,
    });
    await form.getByText('药检报告.pdf').waitFor();
    await shot(page, 'lots-3-receive-form');
    const [received] = await Promise.all([
      page.waitForResponse(
        (r) =>
          new URL(r.url()).pathname === `/admin-api/goods/${goods.id}/lots` &&
          r.request().method() === 'POST',
      ),
      form.getByRole('button', { name: /^确认入库$/ }).click(),
    ]);
    const lot = (
      (await received.json()) as { code: number; data: { id: number; report_url: string } }
    ).data;
    expect(lot.report_url).toBeTruthy();
    await page.getByText(`批号 ${lotNo} 已入库，在库 100`).waitFor();
    await expect.poll(() => form.count()).toBe(0);

    // The lot in the table: its dates, quantity, supplier, state and report.
    const lotRow = row(drawer, lotNo);
    await lotRow.getByText(produced, { exact: true }).waitFor();
    await lotRow.getByText(expires, { exact: true }).waitFor();
    await lotRow.getByText('100', { exact: true }).waitFor();
    await lotRow.getByText('国药控股北京有限公司').waitFor();
    await lotRow.getByText('在售', { exact: true }).waitFor();
    const link = lotRow.getByRole('link', { name: '查看' });
    expect(await link.getAttribute('href')).toBe(lot.report_url);
    // The report opens for staff as the file itself.
    const file = await page.request.get(lot.report_url);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');
    // The goods' stock is the lot's.
    await drawer.getByText('100 盒').waitFor();
    // At 1440 the lots table shows every column and its 调整 (操作 fixed on the right).
    await expect.poll(() => hiddenInTable(lotRow)).toEqual([]);
    await shot(page, 'lots-4-received');

    // 调整: a decrease below 0 is refused in the form, then 5 boxes broken.
    await lotRow.getByRole('button', { name: /^调\s*整$/ }).click();
    const adjust = dialog(page, `调整批次 · ${lotNo}`);
    await adjust.getByLabel('调整数量').fill('-101');
    await adjust.getByLabel('原因').fill('盘点破损 5 盒');
    await adjust.getByRole('button', { name: /^确\s*[认定]$/ }).click();
    await adjust.getByText('调整后不能小于 0（当前 100）').waitFor();
    await adjust.getByLabel('调整数量').fill('-5');
    const [adjusted] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === `/admin-api/lots/${lot.id}/adjust`),
      adjust.getByRole('button', { name: /^确\s*[认定]$/ }).click(),
    ]);
    expect(adjusted.request().postDataJSON()).toEqual({ change: -5, reason: '盘点破损 5 盒' });
    await page.getByText(`批号 ${lotNo} 已调整，在库 95`).waitFor();
    await lotRow.getByText('95', { exact: true }).waitFor();
    await shot(page, 'lots-5-adjusted');

    // The ledger: the receipt and the adjustment, each with the lot.
    await drawer.getByRole('tab', { name: '库存流水' }).click();
    const entry = row(drawer, '盘点破损 5 盒');
    await entry.getByText(lotNo, { exact: true }).waitFor();
    await entry.getByText('−5', { exact: true }).waitFor();
    await row(drawer, '+100').getByText(lotNo, { exact: true }).waitFor();
    await shot(page, 'lots-6-ledger');

    // The buyer orders; the console's order detail shows the lot the line received.
    const token = await login(buyer.username, buyer.password);
    const placed = await placeOrder(token, [{ goods_id: goods.id, number: 2 }]);
    const [detail] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === `/admin-api/orders/${placed.id}`),
      page.goto(`/admin/orders/${placed.id}`),
    ]);
    const order = (
      (await detail.json()) as {
        data: { lines: { lots: { lot_no: string; quantity: number }[] }[] };
      }
    ).data;
    expect(order.lines[0]?.lots).toEqual([expect.objectContaining({ lot_no: lotNo, quantity: 2 })]);
    await row(page, goods.name).getByText(`${lotNo} / ${expires} / 2盒`).waitFor();
    await shot(page, 'lots-7-order-detail');
  }, 180_000);

  it('a staff member without the stock permission sees the lots but no 入库, 调整 or upload', async () => {
    const { goods } = fixtures().console.lots;
    const { page } = await staffPage('operator');
    await page.setViewportSize({ width: 1440, height: 900 });
    await menuItem(page, '商品管理').waitFor();
    expect(await menuItem(page, '批次导入').count()).toBe(0);
    const drawer = await openLots(page, await goodsRow(page, goods.name), goods.name);
    // The first test received a lot; this one may run alone, when there is none.
    await drawer.locator('.ant-table-tbody').waitFor();
    expect(await drawer.getByRole('button', { name: /^入\s*库$/ }).count()).toBe(0);
    expect(await drawer.getByRole('button', { name: /^调\s*整$/ }).count()).toBe(0);
    expect(await drawer.getByRole('button', { name: /^(上传|更换)$/ }).count()).toBe(0);
    await shot(page, 'lots-8-operator-read-only');
  }, 120_000);

  it('the warehouse imports lots from a sheet with a per-row report; the settings carry 近效期提前月数', async () => {
    const { page } = await staffPage('warehouse');
    await page.setViewportSize({ width: 1440, height: 900 });
    await followMenu(page, '批次导入');
    await page.waitForURL(/\/admin\/lot-import$/);
    const template = page.getByRole('link', { name: /下载模板/ });
    const href = await template.getAttribute('href');
    expect(href).toBe('/admin-api/lots/template');
    const sheet = await page.request.get(href!);
    expect(sheet.status()).toBe(200);
    expect(sheet.headers()['content-type']).toContain('spreadsheetml');

    // A sheet of two rows: one lot received, one refused with its reason, row by row.
    const { goods } = fixtures().console.lots;
    const today = shopDay(Date.now());
    const csv = [
      '商品ID,批号,生产日期,有效期至,数量,供应商',
      `${goods.id},IMP${today.replaceAll('-', '')},${addDays(today, -30)},${addDays(today, 900)},40,华润医药商业集团`,
      `${goods.id},IMP-BAD,${addDays(today, 5)},${addDays(today, 900)},40,华润医药商业集团`,
    ].join('\n');
    const [imported] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/admin-api/lots/import'),
      page.locator('input[type=file]').setInputFiles({
        name: '批次导入.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      }),
    ]);
    expect(((await imported.json()) as { code: number }).code).toBe(10000);
    const rows = page.getByRole('row');
    await row(page, '已入库').getByText('2', { exact: true }).waitFor();
    await row(page, '未导入').getByText('生产日期不能晚于今天').waitFor();
    expect(await rows.filter({ hasText: /已入库|未导入/ }).count()).toBe(2);
    await shot(page, 'lots-9-import-report');

    const admin = (await staffPage('admin')).page;
    await admin.setViewportSize({ width: 1440, height: 900 });
    await followMenu(admin, '站点设置');
    const months = admin.getByLabel('近效期提前月数');
    await expect.poll(() => months.inputValue()).toMatch(/^\d+$/);
    await shot(admin, 'lots-10-settings');
  }, 120_000);
});
