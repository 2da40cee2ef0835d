import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import { call, login, placeOrder } from '../support/api.ts';
import { closeBrowser, loggedInPage } from '../support/browser.ts';
import { menuItem, screenshot, staffPage } from '../support/console.ts';
import { fixtures, hasBrowser } from '../support/env.ts';

afterAll(closeBrowser);

async function pdfText(path: string) {
  const doc = await getDocumentProxy(new Uint8Array(await readFile(path)));
  return (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, '');
}

/** Clicks a link that downloads, and the downloaded file's text. */
async function download(page: Page, link: ReturnType<Page['getByRole']>) {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: await pdfText(path) };
}

describe.runIf(hasBrowser())('e-invoices and the purchase contract', () => {
  it('a paid order’s invoice is asked for, issued by finance, and its PDF holds the order number', async () => {
    const { buyer, invoiced } = fixtures().invoice;
    const token = await login(buyer.username, buyer.password);
    const placed = await placeOrder(token, [{ goods_id: invoiced.id, number: 3 }]);
    await call(token, `/api/order/${placed.id}/pay`, {
      method: 'balance',
      key: `e2e-fp-${placed.id}`,
    });

    // The buyer asks from the order detail.
    const shop = (await loggedInPage(buyer)).page;
    await shop.goto(`/order/info/${placed.id}`);
    const section = shop.getByRole('region', { name: '电子发票' });
    await section.getByRole('button', { name: '申请发票' }).click();
    const form = shop.getByRole('dialog').filter({ hasText: '申请电子发票' });
    await form.getByLabel('发票抬头').fill(buyer.company);
    await form.getByLabel('纳税人识别号').fill('12345');
    await form.getByRole('button', { name: '提交申请' }).click();
    await form.getByText('纳税人识别号为 15-20 位字母或数字').waitFor();
    await form.getByLabel('纳税人识别号').fill('91110101MA00E2E8XY');
    await Promise.all([
      shop.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/user/invoice' && r.request().method() === 'POST',
      ),
      form.getByRole('button', { name: '提交申请' }).click(),
    ]);
    await section.getByText('申请中').waitFor();
    await screenshot(shop, 'invoice-1-requested');

    // Finance issues it in the console.
    const finance = (await staffPage('finance')).page;
    await finance.goto('/admin/invoices');
    await menuItem(finance, '发票管理').waitFor();
    const row = finance.getByRole('row').filter({ hasText: placed.order_no });
    await row.getByRole('button', { name: '开票' }).click();
    const [issued] = await Promise.all([
      finance.waitForResponse((r) =>
        /\/admin-api\/invoices\/\d+\/issue$/.test(new URL(r.url()).pathname),
      ),
      finance.getByRole('button', { name: /^确\s*定$/ }).click(),
    ]);
    const invoiceNo = ((await issued.json()) as { data: { invoice_no: string } }).data.invoice_no;
    await finance.getByText(`已开票，发票号码 ${invoiceNo}`).waitFor();
    await screenshot(finance, 'invoice-2-console');

    // The buyer finds it on /dzfp by the order number and downloads the PDF.
    await shop.goto('/dzfp');
    const filters = shop.getByRole('form', { name: '发票筛选' });
    await filters.getByLabel('订单号').fill(placed.order_no);
    await filters.getByRole('button', { name: /搜\s*索/ }).click();
    const mine = shop.getByRole('row').filter({ hasText: placed.order_no });
    await mine.getByText('已开票').waitFor();
    await mine.getByText(invoiceNo).waitFor();
    await screenshot(shop, 'invoice-3-dzfp');
    const pdf = await download(shop, mine.getByRole('link', { name: '下载 PDF' }));
    expect(pdf.name).toBe(`invoice-${invoiceNo}.pdf`);
    for (const words of [placed.order_no, invoiceNo, '电子发票', invoiced.name, buyer.company])
      expect(pdf.text, words).toContain(words);
  });

  it('newshop is sent to /dzht by its first order, signs, and then orders', async () => {
    const { newshopGoods } = fixtures().invoice;
    const newshop = { username: 'newshop', password: 'demo123456' };
    const { page, token } = await loggedInPage(newshop, [
      { status: 459, path: '/api/order/create' },
    ]);
    await call(token, '/api/cart', { params: [{ goods_id: newshopGoods.id, number: 2 }] });

    const submit = async () => {
      await page.goto('/cart');
      await page.getByRole('link', { name: newshopGoods.name }).first().waitFor();
      await page.getByRole('button', { name: '去结算' }).click();
      await page.waitForURL(/\/cart\/step2\?ids=/);
      await page
        .getByRole('region', { name: '商品清单' })
        .getByRole('link', { name: newshopGoods.name })
        .waitFor();
      await page.getByRole('button', { name: '提交订单' }).click();
    };

    await submit();
    const refusal = page.getByRole('dialog').filter({ hasText: '尚未签署最新版采购合同' });
    await refusal.waitFor();
    await screenshot(page, 'contract-1-459');
    await refusal.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL(/\/dzht$/);
    await page.getByRole('heading', { name: '药品采购合同' }).waitFor();
    await page.getByRole('article', { name: '合同正文' }).getByText('第一条 合同标的').waitFor();

    // Signing needs the confirmation.
    await page.getByLabel('签署人姓名').fill('郑文博');
    await page.getByRole('button', { name: '确认签署' }).click();
    await page.getByText('请先勾选已阅读并同意本合同').waitFor();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '确认签署' }).click();
    const signed = page.getByRole('region', { name: '签署信息' });
    await signed.getByText('贵司已签署本合同').waitFor();
    await signed.getByText('郑文博').waitFor();
    await screenshot(page, 'contract-2-signed');
    const copy = await download(page, page.getByRole('link', { name: '下载 PDF' }));
    expect(copy.text).toContain('药品采购合同');
    expect(copy.text).toContain('郑文博');

    // The order now goes through.
    await submit();
    await page.waitForURL(/\/cart\/step3\/\d+$/);
    await page.getByRole('region', { name: '订单信息' }).getByText('订单提交成功').waitFor();
  });
});
