import { afterAll, describe, expect, it } from 'vitest';
import { login, placeOrder } from '../support/api.ts';
import { closeBrowser, loggedInPage } from '../support/browser.ts';
import { screenshot, staffPage } from '../support/console.ts';
import { fixtures, hasBrowser } from '../support/env.ts';
import { transferReference, uploadReceipt } from '../support/receipt.ts';

afterAll(closeBrowser);

describe.runIf(hasBrowser())('对公转账', () => {
  it('a pharmacy pays by bank transfer and uploads the receipt, finance confirms, the order is ready to ship', async () => {
    const { buyer, goods } = fixtures().transfer;
    const token = await login(buyer.username, buyer.password);
    const placed = await placeOrder(token, [{ goods_id: goods.id, number: 4 }]);

    // Step 3: 对公转账 gives the account, the 附言 code, the amount and the deadline.
    const shop = (await loggedInPage(buyer)).page;
    await shop.goto(`/cart/step3/${placed.id}`);
    await shop.getByRole('radio', { name: /对公转账/ }).check();
    await Promise.all([
      shop.waitForResponse((r) => new URL(r.url()).pathname === `/api/order/${placed.id}/pay`),
      shop.getByRole('button', { name: `使用对公转账 ¥${placed.pay_amount}` }).click(),
    ]);
    const reference = await transferReference(shop);
    expect(reference).toMatch(/^ZZ[A-Z2-9]{6}$/);
    // The receiving account is the seller's own (the footer names the same company).
    await shop
      .getByRole('row')
      .filter({ hasText: '收款户名' })
      .getByText('北京药采医药科技有限公司')
      .waitFor();
    await shop.getByText('1202021509100123456').waitFor();
    await shop.getByText(`¥${placed.pay_amount}`).first().waitFor();
    await shop.getByText('待确认到账').first().waitFor();

    // The receipt goes up from the same panel.
    await uploadReceipt(shop, shop, new RegExp(`^/api/order/${placed.id}/transfer-receipt$`));
    await shop
      .getByRole('list', { name: '已上传回单' })
      .getByText(/待财务确认/)
      .waitFor();
    await screenshot(shop, 'transfer-1-step3');

    // Finance finds it by the code, sees the receipt, confirms what arrived.
    const finance = (await staffPage('finance')).page;
    // The 工作台's 待确认到账 counts it and opens the list.
    await finance.getByText('待确认到账', { exact: true }).click();
    await finance.waitForURL(/\/admin\/transfers/);
    const row = finance.getByRole('row').filter({ hasText: reference });
    await row.getByRole('link', { name: '查看回单' }).waitFor();
    await row.getByText(buyer.company).waitFor();
    await row.getByRole('button', { name: '确认到账' }).click();
    const dialog = finance.getByRole('dialog').filter({ hasText: '确认到账' });
    await expect
      .poll(() => dialog.getByLabel('实际到账金额（元）').inputValue())
      .toBe(placed.pay_amount);
    // Finance types the payer's name from the receipt (never filled in: the server compares it).
    const payer = dialog.getByLabel('付款户名（以回单为准）');
    expect(await payer.inputValue()).toBe('');
    await dialog.getByText(`买家注册名称：${buyer.company}`).waitFor();
    await payer.fill(buyer.company);
    await screenshot(finance, 'transfer-2-confirm');
    await Promise.all([
      finance.waitForResponse((r) =>
        /\/admin-api\/transfers\/\d+\/confirm$/.test(new URL(r.url()).pathname),
      ),
      dialog
        .getByRole('button', { name: /确认到账/ })
        .last()
        .click(),
    ]);
    await finance.getByText('已确认到账，订单已支付').waitFor();
    // The confirmed receipt leaves the 待确认 list without a reload.
    await expect
      .poll(() => finance.getByRole('row').filter({ hasText: reference }).count())
      .toBe(0);
    await finance.getByRole('tab', { name: '全部转账' }).click();
    await finance.getByRole('row').filter({ hasText: reference }).getByText('已到账').waitFor();
    await screenshot(finance, 'transfer-3-confirmed');

    // The buyer's order is paid by transfer, waiting for the warehouse.
    await shop.goto(`/order/info/${placed.id}`);
    await shop.getByText('待发货').first().waitFor();
    await shop.getByText('对公转账').first().waitFor();
    await screenshot(shop, 'transfer-4-order');

    // The warehouse sees it ready to pack and ship.
    const warehouse = (await staffPage('warehouse')).page;
    await warehouse.goto(`/admin/orders/${placed.id}`);
    await warehouse.getByText(placed.order_no).first().waitFor();
    await warehouse.getByText('待发货').first().waitFor();
    await warehouse.getByRole('button', { name: /打包发货|追溯码与出库单/ }).waitFor();
    await screenshot(warehouse, 'transfer-5-warehouse');
  });
});
