import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../support/api.ts';
import { closeBrowser, loggedInPage } from '../support/browser.ts';
import { followMenu, menuItem, screenshot, staffPage } from '../support/console.ts';
import { fixtures, hasBrowser } from '../support/env.ts';
import { transferReference, uploadReceipt } from '../support/receipt.ts';

afterAll(closeBrowser);

const CLINIC = { username: 'clinic', password: 'demo123456', company: '康宁社区诊所' };

async function pdfText(path: string) {
  const doc = await getDocumentProxy(new Uint8Array(await readFile(path)));
  return (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, '');
}

const ok = (page: Page, path: RegExp, method = 'POST') =>
  page.waitForResponse(
    (r) => path.test(new URL(r.url()).pathname) && r.request().method() === method,
  );

describe.runIf(hasBrowser())(
  '账期: a clinic pays on credit, downloads its statement and repays it',
  () => {
    it('finance grants a line, the clinic pays 挂账, finance closes the period, the clinic downloads the PDF and repays by transfer', async () => {
      const goods = fixtures().invoice.invoiced;

      // Finance grants the clinic a line in 账期管理.
      const finance = (await staffPage('finance')).page;
      await followMenu(finance, '账期管理');
      await finance.getByRole('button', { name: '授予账期' }).click();
      const form = finance.getByRole('dialog').filter({ hasText: '授予账期' });
      await form.getByLabel('客户').fill('康宁社区');
      await finance.getByTitle(CLINIC.company).click();
      await form.getByLabel('账期额度（元）').fill('20000');
      await Promise.all([
        ok(finance, /\/admin-api\/credit\/lines\/\d+$/, 'PUT'),
        form.getByRole('button', { name: /保\s*存/ }).click(),
      ]);
      const line = finance.getByRole('row').filter({ hasText: CLINIC.company });
      await line.getByText('20000.00').first().waitFor();
      await screenshot(finance, 'credit-1-granted');

      // The clinic orders and pays on account at step 3.
      const { page: shop, token } = await loggedInPage(CLINIC);
      const placed = await placeOrder(token, [{ goods_id: goods.id, number: 2 }]);
      await shop.goto(`/cart/step3/${placed.id}`);
      const credit = shop.getByRole('radio', { name: /挂账/ });
      await shop.getByText(/可用额度 ¥20000\.00/).waitFor();
      await credit.check();
      await expect.poll(() => credit.isChecked()).toBe(true);
      await shop.getByRole('button', { name: `挂账支付 ¥${placed.pay_amount}` }).waitFor();
      await screenshot(shop, 'credit-2-step3');
      await Promise.all([
        shop.waitForURL(/\/cart\/step4/),
        shop.getByRole('button', { name: `挂账支付 ¥${placed.pay_amount}` }).click(),
      ]);

      // Finance closes the clinic's period now (立即出账).
      await finance.reload();
      await line.getByRole('button', { name: '立即出账' }).click();
      await Promise.all([
        ok(finance, /\/admin-api\/credit\/lines\/\d+\/close$/),
        finance.getByRole('button', { name: /^确\s*定$/ }).click(),
      ]);
      await finance.getByText(/已出账：DZ\d+/).waitFor();
      // 应收账龄 lists the clinic's debt as not yet due.
      await finance.getByRole('tab', { name: '应收账龄' }).click();
      const aged = finance.getByRole('row').filter({ hasText: CLINIC.company });
      await aged.getByText(placed.pay_amount).first().waitFor();
      await screenshot(finance, 'credit-3-receivables');

      // The clinic finds the statement on 我的账期 and downloads it.
      await shop.goto('/wdzq');
      await shop.getByRole('heading', { name: '我的账期' }).waitFor();
      await shop.getByText(`¥${placed.pay_amount}`).first().waitFor();
      const row = shop.getByRole('row').filter({ hasText: /DZ\d+/ }).first();
      await row.getByRole('button', { name: '查看' }).click();
      const drawer = shop.getByRole('dialog').filter({ hasText: '对账单' });
      await drawer.getByText(placed.order_no).waitFor();
      // The drawer slides in; the picture is of it in place.
      await expect
        .poll(() => drawer.evaluate((el) => el.getAnimations({ subtree: true }).length))
        .toBe(0);
      await screenshot(shop, 'credit-4-statement');
      const [file] = await Promise.all([
        shop.waitForEvent('download'),
        drawer.getByRole('link', { name: '下载 PDF' }).click(),
      ]);
      const text = await pdfText(await file.path());
      for (const words of ['对账单', placed.order_no, CLINIC.company, placed.pay_amount])
        expect(text, words).toContain(words);

      // 对公转账还款: the drawer opens a transfer of what the statement owes, the receipt goes up.
      await Promise.all([
        ok(shop, /\/api\/user\/statements\/\d+\/transfer$/),
        drawer.getByRole('button', { name: '对公转账还款' }).click(),
      ]);
      const reference = await transferReference(drawer);
      expect(reference).toMatch(/^ZZ[A-Z2-9]{6}$/);
      await uploadReceipt(shop, drawer, /\/api\/user\/statements\/\d+\/transfer-receipt$/);
      await screenshot(shop, 'credit-5-repay-transfer');

      // Finance confirms the whole amount: the statement is repaid, the line free again.
      await menuItem(finance, '对公转账').click();
      await finance.waitForURL(/\/admin\/transfers/);
      const receipt = finance.getByRole('row').filter({ hasText: reference });
      await receipt.getByText(/对账单 DZ\d+/).waitFor();
      await receipt.getByRole('button', { name: '确认到账' }).click();
      const confirm = finance.getByRole('dialog').filter({ hasText: '确认到账' });
      await expect
        .poll(() => confirm.getByLabel('实际到账金额（元）').inputValue())
        .toBe(placed.pay_amount);
      await confirm.getByLabel('付款户名（以回单为准）').fill(CLINIC.company);
      await Promise.all([
        ok(finance, /\/admin-api\/transfers\/\d+\/confirm$/),
        confirm
          .getByRole('button', { name: /确认到账/ })
          .last()
          .click(),
      ]);
      await finance.getByText('已确认到账，对账单已还款').waitFor();

      await shop.reload();
      await shop.getByRole('heading', { name: '我的账期' }).waitFor();
      await shop.getByText('¥20000.00').first().waitFor();
      await row.getByRole('button', { name: '查看' }).click();
      await drawer.getByText(placed.order_no).waitFor();
      const owed = drawer.getByRole('row').filter({ hasText: '尚未还清' });
      await owed.getByText('¥0.00', { exact: true }).waitFor();
      await drawer
        .getByText(/已到账/)
        .first()
        .waitFor();
      await expect(drawer.getByRole('button', { name: '余额还款' }).count()).resolves.toBe(0);
      await expect
        .poll(() => drawer.evaluate((el) => el.getAnimations({ subtree: true }).length))
        .toBe(0);
      await screenshot(shop, 'credit-6-repaid');
    }, 150_000);
  },
);
