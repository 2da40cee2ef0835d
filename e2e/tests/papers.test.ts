import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { call, login } from '../support/api.ts';
import { closeBrowser, loggedInPage, newPage } from '../support/browser.ts';
import { hiddenInTable, menuItem, screenshot, searchTable, staffPage } from '../support/console.ts';
import { fixtures, hasBrowser } from '../support/env.ts';

afterAll(closeBrowser);

/** A one-pixel PNG: the server reads its type from the bytes. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The operator uploads a goods' 说明书 in the goods list's 首营资料 drawer, and looks at the settings card. */
async function uploadLeaflet(goods: { id: number; name: string }) {
  const { page } = await staffPage('operator');
  await page.setViewportSize({ width: 1440, height: 900 });
  await menuItem(page, '商品管理').click();
  await page.waitForURL(/\/admin\/goods$/);
  await searchTable(page, '/admin-api/goods', '名称/厂家/拼音首字母', goods.name);
  const line = page.getByRole('row').filter({ hasText: goods.name });
  // The extra button fits the 操作 column: nothing behind the scroll at 1440 px.
  await expect.poll(() => hiddenInTable(line)).toEqual([]);
  await line.getByRole('button', { name: '首营资料' }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: `首营资料 · ${goods.name}` });
  await drawer.getByText('尚未上传首营资料').waitFor();
  await drawer.getByRole('button', { name: '上传资料' }).click();
  const form = page.getByRole('dialog').filter({ hasText: '上传首营资料' });
  await form.getByLabel('资料类型').click();
  await page.locator('.ant-select-item-option', { hasText: /^说明书$/ }).click();
  await form.locator('input[type=file]').setInputFiles({
    name: '说明书.png',
    mimeType: 'image/png',
    buffer: PICTURE,
  });
  await form.getByRole('button', { name: /^上\s*传$/ }).click();
  await page.getByText('首营资料已上传，买家即时可见').waitFor();
  await drawer.getByRole('cell', { name: '说明书', exact: true }).waitFor();
  await screenshot(page, 'papers-0-goods-drawer');
  await page.goto('/admin/settings');
  await page.getByText('首营资料与出库专用章').waitFor();
  await page.getByRole('img', { name: '出库专用章' }).waitFor();
  await screenshot(page, 'papers-0-settings');
}

/** Opens the goods page's 首营资料 tab. */
async function papersTab(page: Page, goods: { id: number; name: string }) {
  await page.goto(`/list/info/${goods.id}`);
  await page.getByRole('heading', { level: 1, name: goods.name }).waitFor();
  await page.getByRole('tab', { name: '首营资料' }).click();
}

/** Clicks a download link; the file's suggested name and bytes. */
async function download(page: Page, name: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

describe.runIf(hasBrowser())('首营资料 and the licence set at approval', () => {
  it('an approved buyer downloads the shop’s licence and a goods document from the goods page', async () => {
    const { buyer, goods } = fixtures().papers;
    await uploadLeaflet(goods);

    // A visitor is asked to log in first.
    const visitor = (await newPage()).page;
    await papersTab(visitor, goods);
    await visitor.getByText('登录并通过资质审核后，可在此下载本公司证照和商品首营资料').waitFor();
    // antd spaces a two-character button's label: 登 录.
    await visitor
      .getByRole('alert')
      .filter({ hasText: '登录并通过资质审核后' })
      .getByRole('link', { name: /^登\s*录$/ })
      .waitFor();

    const { page } = await loggedInPage(buyer);
    await papersTab(page, goods);
    const shop = page.getByRole('region', { name: '本公司证照' });
    await shop.getByText('营业执照').waitFor();
    await shop.getByText('药品经营许可证').waitFor();
    await screenshot(page, 'papers-1-goods-page');
    const licence = await download(page, '下载药品经营许可证');
    expect(licence.name).toBe('药品经营许可证-京AA0100001.pdf');
    expect(licence.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const leaflet = await download(page, '下载说明书');
    expect(leaflet.name).toBe(`${goods.name}-说明书.png`);
    expect(leaflet.bytes.equals(PICTURE)).toBe(true);
  });

  it('the reviewer approves a counter for OTC class B only; it is then refused a prescription drug', async () => {
    const { counter, rx } = fixtures().papers;
    const { page } = await staffPage('reviewer');
    await menuItem(page, '买家管理').click();
    await page.waitForURL(/\/admin\/companies$/);
    await page.getByRole('tab', { name: '待审核' }).click();
    await searchTable(page, '/admin-api/companies', '企业名称/联系人/电话', counter.company);
    await page
      .getByRole('row')
      .filter({ hasText: counter.company })
      .getByRole('button', { name: /^详\s*情$/ })
      .click();
    const drawer = page.getByRole('dialog').filter({ hasText: '资质证照' });
    await drawer.getByRole('button', { name: /^通\s*过$/ }).click();
    const approve = page.getByRole('dialog').filter({ hasText: '通过资质审核' });
    await approve.getByText(`确认通过「${counter.company}」的资质审核？`).waitFor();
    // Pre-filled from what it registered (every class); the licence says 乙类 OTC only.
    await expect
      .poll(() => approve.getByRole('checkbox', { name: '处方药', exact: true }).isChecked())
      .toBe(true);
    await approve.getByRole('checkbox', { name: '处方药', exact: true }).uncheck();
    await approve.getByRole('checkbox', { name: '甲类非处方药', exact: true }).uncheck();
    expect(
      await approve.getByRole('checkbox', { name: '乙类非处方药', exact: true }).isChecked(),
    ).toBe(true);
    await screenshot(page, 'papers-2-approve-otc-b');
    await approve.getByRole('button', { name: /^通\s*过$/ }).click();
    await page.getByText('已通过审核').waitFor();
    await expect.poll(() => approve.count()).toBe(0);
    await drawer.getByText('已通过', { exact: true }).waitFor();
    const classes = drawer.getByRole('row').filter({ hasText: '可购药品分类' });
    await classes.getByText('乙类非处方药').waitFor();
    expect(await classes.getByText('处方药', { exact: true }).count()).toBe(0);

    // The counter's buyer is refused the prescription drug, with the rule.
    const reason = '处方药：贵店资质仅可购买乙类非处方药';
    const token = await login(counter.username, counter.password);
    await expect(
      call(token, '/api/cart', { params: [{ goods_id: rx.id, number: 1 }] }),
    ).rejects.toThrow(`422 ${reason}（${rx.name}）`);
    const shop = (await loggedInPage(counter)).page;
    await shop.goto(`/list/info/${rx.id}`);
    await shop.getByRole('heading', { level: 1, name: rx.name }).waitFor();
    await shop.getByRole('alert').getByText(reason).waitFor();
    await screenshot(shop, 'papers-3-rx-refused');
  });
});
