import { formatYuan } from '@shop/domain';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { call, login, placeOrder, uploadDocument } from '../support/api.ts';
import { closeBrowser, loggedInPage } from '../support/browser.ts';
import {
  hiddenInTable,
  menuItem,
  pressSearch,
  screenshot,
  searchTable,
  staffPage,
} from '../support/console.ts';
import { fixtures, hasBrowser } from '../support/env.ts';

afterAll(closeBrowser);

/** An antd dialog (Modal, Modal.confirm or Drawer) showing this text. */
const dialog = (page: Page, text: string) => page.getByRole('dialog').filter({ hasText: text });

/** The table row showing this text. */
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** The error of a refused buyer API call: `path: code msg`, as api.ts throws it. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('the call was not refused');
}

// Each test passes through several console pages and a shop page: slow on a busy two-core machine.
describe.runIf(hasBrowser())('the operations console', () => {
  it('a reviewer approves a pending buyer, who can then order; the audit log shows it', async () => {
    const { buyer, goods } = fixtures().console.review;
    const token = await login(buyer.username, buyer.password);
    // Waiting for review: ordering is refused with the credentials link (411).
    expect(await refusal(placeOrder(token, [{ goods_id: goods.id, number: 1 }]))).toMatch(/: 411 /);

    // Its first-business documents, each with a file (a one-pixel PNG will do for the review).
    const picture = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const documents = [
      ['business_licence', '91110105MA01E2E0X1'],
      ['drug_licence', '京AA1050E2E'],
      ['proxy', 'WT2026E2E001'],
      ['buyer_id', '110105199003071234'],
    ];
    for (const [kind, number] of documents)
      await uploadDocument(
        token,
        {
          kind: kind!,
          number: number!,
          issued_on: '2025-01-01',
          expires_on: '2035-12-31',
          // The 委托书 names the purchaser it authorises.
          ...(kind === 'proxy'
            ? { holder_name: '赵晓东', holder_id_number: '110101199001011237' }
            : {}),
        },
        { bytes: picture, name: `${kind}.png`, type: 'image/png' },
      );

    // The company's 通过 before its documents are approved is refused (409), on purpose.
    const { page } = await staffPage('reviewer', [
      { status: 409, path: `/admin-api/companies/${buyer.companyId}/review` },
    ]);
    await screenshot(page, '1-1-reviewer-workbench');
    await menuItem(page, '买家管理').click();
    await page.waitForURL(/\/admin\/companies$/);
    await page.getByRole('tab', { name: '待审核' }).click();
    await page.waitForURL(/\/admin\/companies\?status=pending$/);
    await searchTable(page, '/admin-api/companies', '企业名称/联系人/电话', buyer.company);
    const pending = row(page, buyer.company);
    await pending.getByText('待审核', { exact: true }).waitFor();
    await screenshot(page, '1-2-companies-pending');

    await pending.getByRole('button', { name: /^详\s*情$/ }).click();
    const drawer = dialog(page, '资质证照');
    await drawer.getByText(buyer.username, { exact: true }).waitFor();
    await drawer.getByText('营业执照').first().waitFor();
    // The purchaser's ID number is masked until the reviewer asks for it.
    await drawer.getByText('110***********1234').waitFor();
    await screenshot(page, '1-3-company-drawer');
    // The company cannot pass before its documents: the refusal names them.
    await drawer.getByRole('button', { name: /^通\s*过$/ }).click();
    const early = dialog(page, '通过资质审核');
    await early.getByRole('button', { name: /^通\s*过$/ }).click();
    await page.getByText(/首营资料未齐备，不能通过：营业执照（待审核）/).waitFor();
    await expect.poll(() => early.count()).toBe(0);
    // Each document approved on its own.
    for (const name of ['营业执照', '药品经营许可证', '采购委托书', '采购人身份证']) {
      await drawer.getByRole('button', { name: `通过${name}` }).click();
      await page
        .getByRole('tooltip')
        .getByRole('button', { name: /^通\s*过$/ })
        .click();
      await page.getByText(`${name}已审核通过`).waitFor();
    }
    await screenshot(page, '1-3b-documents-approved');
    await drawer.getByRole('button', { name: /^通\s*过$/ }).click();
    const confirm = dialog(page, '通过资质审核');
    await confirm.getByText(`确认通过「${buyer.company}」的资质审核？`).waitFor();
    await screenshot(page, '1-4-approve-confirm');
    const [reviewed] = await Promise.all([
      page.waitForResponse((r) =>
        /^\/admin-api\/companies\/\d+\/review$/.test(new URL(r.url()).pathname),
      ),
      confirm.getByRole('button', { name: /^通\s*过$/ }).click(),
    ]);
    const company = ((await reviewed.json()) as { code: number; data: { id: number } }).data;
    await page.getByText('已通过审核').waitFor();
    await expect.poll(() => confirm.count()).toBe(0);
    // The drawer shows the new state, with nothing left to review.
    await drawer.getByText('已通过', { exact: true }).waitFor();
    await expect.poll(() => drawer.getByRole('button', { name: /^通\s*过$/ }).count()).toBe(0);
    await screenshot(page, '1-5-company-approved');
    // The 待审核 tab no longer lists it.
    await drawer.getByRole('button', { name: /^(Close|关闭)$/ }).click();
    await expect.poll(() => row(page, buyer.company).count()).toBe(0);

    // Approved buyers can order at once.
    const placed = await placeOrder(token, [{ goods_id: goods.id, number: 1 }]);
    expect(placed.order_no).toBeTruthy();
    expect(Number(placed.pay_amount)).toBeGreaterThanOrEqual(Number(formatYuan(goods.priceFen)));

    // The super admin's audit log records who reviewed which company.
    const admin = (await staffPage('admin')).page;
    await menuItem(admin, '操作日志').click();
    await admin.waitForURL(/\/admin\/audit-log$/);
    await admin.getByPlaceholder(/^操作代码/).fill('company.review');
    await admin.getByLabel('对象 ID').fill(String(company.id));
    await pressSearch(
      admin,
      (url) =>
        url.pathname === '/admin-api/audit-log' &&
        url.searchParams.get('target_id') === String(company.id),
    );
    const entry = admin
      .getByRole('row')
      .filter({ hasText: 'company.review' })
      .filter({ hasText: String(company.id) });
    await expect.poll(() => entry.count()).toBe(1);
    await entry.getByText('reviewer', { exact: true }).waitFor();
    await entry.getByText('资质审核', { exact: true }).waitFor();
    await screenshot(admin, '1-6-audit-log');
  }, 120_000);

  it('an operator changes a price in the console and a buyer sees it on the goods page', async () => {
    const { buyer, goods } = fixtures().console.price;
    const oldPrice = formatYuan(goods.priceFen);
    const newPrice = formatYuan(goods.priceFen - 230);

    // The buyer sees the fixture's price first.
    const shop = (await loggedInPage(buyer)).page;
    const memberPrice = shop.locator('div', { hasText: /^会员价/ }).last();
    await shop.goto(`/list/info/${goods.id}`);
    await shop.getByRole('heading', { level: 1, name: goods.name }).waitFor();
    await expect.poll(() => memberPrice.innerText()).toContain(`¥${oldPrice}`);

    const { page } = await staffPage('operator');
    await menuItem(page, '商品管理').click();
    await page.waitForURL(/\/admin\/goods$/);
    await searchTable(page, '/admin-api/goods', '名称/厂家/拼音首字母', goods.name);
    const line = row(page, goods.name);
    await line.getByText(oldPrice, { exact: true }).waitFor();
    await screenshot(page, '2-1-goods-search');
    // At 1440x900 every header and every 操作 button shows, nothing behind the scroll.
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => hiddenInTable(line)).toEqual([]);
    expect(await line.getByRole('button').allInnerTexts()).toContain('说明书');
    await screenshot(page, '2-1-goods-1440');
    // Without an upload the picture drawer shows the shop's generated pictures, saying so.
    await line.getByRole('button', { name: '图片' }).click();
    const pictures = dialog(page, `商品图片 · ${goods.name}`);
    await pictures.getByText('系统生成', { exact: true }).first().waitFor();
    const shown = await call<{ logo: string }>('', `/api/goods/detail/${goods.id}`);
    expect(await pictures.getByRole('img', { name: '系统生成图 1' }).getAttribute('src')).toBe(
      shown.logo,
    );
    await pictures.getByRole('button', { name: /^(Close|关闭)$/ }).click();

    await line.getByRole('button', { name: /^编\s*辑$/ }).click();
    const form = dialog(page, `编辑商品 · ${goods.name}`);
    const price = form.getByLabel('价格（元）');
    await expect.poll(() => price.inputValue()).toBe(oldPrice);
    await price.fill(newPrice);
    await screenshot(page, '2-2-goods-edit');
    const [saved] = await Promise.all([
      page.waitForResponse(
        (r) =>
          new URL(r.url()).pathname === `/admin-api/goods/${goods.id}` &&
          r.request().method() === 'PUT',
      ),
      form.getByRole('button', { name: /^(确\s*[认定]|保\s*存)$/ }).click(),
    ]);
    expect(saved.request().postDataJSON()).toEqual({ price: newPrice });
    await page.getByText('已保存，商城即时生效').waitFor();
    await expect.poll(() => form.count()).toBe(0);
    await line.getByText(newPrice, { exact: true }).waitFor();
    await screenshot(page, '2-3-goods-saved');

    // The shop shows the new price at once.
    await shop.reload();
    await shop.getByRole('heading', { level: 1, name: goods.name }).waitFor();
    await expect.poll(() => memberPrice.innerText()).toContain(`¥${newPrice}`);
    expect(await memberPrice.innerText()).not.toContain(`¥${oldPrice}`);
  }, 120_000);

  it('the warehouse ships a paid order; the buyer sees the parcel and confirms receipt', async () => {
    const { buyer, goods } = fixtures().console.ship;
    const token = await login(buyer.username, buyer.password);
    const placed = await placeOrder(token, [{ goods_id: goods.id, number: 3 }]);
    await call(token, `/api/order/${placed.id}/pay`, {
      method: 'balance',
      key: `e2e-balance-${placed.id}`,
    });
    const carrier = '顺丰速运';
    const trackingNo = `SF${String(placed.id).padStart(6, '0')}2026`;

    const { page } = await staffPage('warehouse');
    await menuItem(page, '订单管理').click();
    await page.waitForURL(/\/admin\/orders$/);
    await page.getByRole('tab', { name: /^待发货/ }).click();
    await page.waitForURL(/\/admin\/orders\?status=paid$/);
    await searchTable(page, '/admin-api/orders', '订单号/买家/商品名称', placed.order_no);
    const listed = row(page, placed.order_no);
    await listed.getByText(buyer.company).waitFor();
    await listed.getByText('待发货', { exact: true }).waitFor();
    await screenshot(page, '3-1-orders-to-ship');

    await listed.getByRole('link', { name: placed.order_no }).click();
    await page.waitForURL(new RegExp(`/admin/orders/${placed.id}$`));
    await page.getByText(`订单 ${placed.order_no}`).waitFor();
    await page.getByText('尚未发货').waitFor();
    await screenshot(page, '3-2-order-detail');

    await page.getByRole('button', { name: /^发\s*货$/ }).click();
    const form = dialog(page, `发货 · ${placed.order_no}`);
    // The carrier comes from the list (订单 · 承运商).
    await form.locator('.ant-form-item', { hasText: '承运商' }).getByRole('combobox').click();
    await page.locator('.ant-select-item-option', { hasText: new RegExp(`^${carrier}$`) }).click();
    await form.getByLabel('快递单号').fill(trackingNo);
    // Every line is ticked: the whole order ships.
    await expect
      .poll(() => form.getByRole('checkbox', { name: new RegExp(goods.name) }).isChecked())
      .toBe(true);
    await screenshot(page, '3-3-ship-form');
    const [shipped] = await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname === `/admin-api/orders/${placed.id}/ship`,
      ),
      form.getByRole('button', { name: /^(确认发货|确\s*定)$/ }).click(),
    ]);
    expect(shipped.request().postDataJSON()).toEqual({
      carrier_id: expect.any(Number),
      tracking_no: trackingNo,
    });
    expect(((await shipped.json()) as { code: number }).code).toBe(10000);
    await page.getByText('已发货', { exact: true }).first().waitFor();
    const parcel = row(page, trackingNo);
    await parcel.getByText(carrier, { exact: true }).waitFor();
    await screenshot(page, '3-4-order-shipped');

    // The buyer's order detail: the parcel, then 确认收货.
    const shop = (await loggedInPage(buyer)).page;
    await shop.goto(`/order/info/${placed.id}`);
    const heading = shop.getByRole('heading', { level: 1, name: /订单详情/ });
    // The buyer's word for a shipped order.
    await expect.poll(() => heading.innerText()).toContain('待收货');
    const logistics = shop.getByRole('region', { name: '物流信息' });
    await logistics.getByText(carrier).waitFor();
    await logistics.getByText(trackingNo, { exact: true }).waitFor();
    await shop.getByRole('button', { name: '确认收货' }).click();
    const confirm = dialog(shop, '请确认已收到全部商品');
    const [confirmed] = await Promise.all([
      shop.waitForResponse((r) => new URL(r.url()).pathname === `/api/order/${placed.id}/confirm`),
      confirm.getByRole('button', { name: /^(确认收货|确\s*定)$/ }).click(),
    ]);
    expect(((await confirmed.json()) as { code: number }).code).toBe(10000);
    await shop.getByText('已确认收货').waitFor();
    await expect.poll(() => heading.innerText()).toContain('已完成');
    // Neither the page nor the closing dialog offers it any more.
    await expect.poll(() => shop.getByRole('button', { name: '确认收货' }).count()).toBe(0);
    await screenshot(shop, '3-5-buyer-order-completed');

    // 3 × ¥24.00 of goods earned 72 points (shipping earns none), linked to the order.
    await shop.goto('/jfgl');
    await shop
      .getByRole('region', { name: '积分概况' })
      .getByText('72', { exact: true })
      .first()
      .waitFor();
    const earned = row(shop, '订单获得').filter({ hasText: placed.order_no });
    await earned.getByText('+72', { exact: true }).waitFor();
    await screenshot(shop, '3-6-buyer-points');
    await earned.getByRole('link', { name: placed.order_no }).click();
    await shop.waitForURL(new RegExp(`/order/info/${placed.id}$`));
  }, 120_000);

  it('a staff member without the buyers permission sees no 买家管理 and a 无权限 page', async () => {
    const { page } = await staffPage('warehouse');
    await menuItem(page, '订单管理').waitFor();
    await menuItem(page, '商品管理').waitFor();
    expect(await menuItem(page, '买家管理').count()).toBe(0);
    expect(await menuItem(page, '操作日志').count()).toBe(0);
    await screenshot(page, '4-1-warehouse-menu');

    await page.goto('/admin/companies');
    await page.getByText('无权限', { exact: true }).waitFor();
    await page.getByText('您的角色没有访问此页面的权限').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await screenshot(page, '4-2-companies-forbidden');
  });
});
