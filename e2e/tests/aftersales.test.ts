import { formatYuan, splitByLargestRemainder } from '@shop/domain';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { balance, call, login, placeOrder } from '../support/api.ts';
import { closeBrowser, loggedInPage } from '../support/browser.ts';
import { menuItem, screenshot, staffPage } from '../support/console.ts';
import { fixtures, hasBrowser } from '../support/env.ts';

afterAll(closeBrowser);

const dialog = (page: Page, text: string) => page.getByRole('dialog').filter({ hasText: text });
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** A request's drawer in 售后管理, as the order detail's 售后 link opens it. */
async function openRequest(page: Page, id: number) {
  await page.goto(`/admin/after-sales?open=${id}`);
  await menuItem(page, '售后管理').waitFor();
  const drawer = page.getByRole('dialog').filter({ hasText: `售后申请 #${id}` });
  await drawer.waitFor();
  return drawer;
}

/** Presses the drawer's button, confirms, and waits for the staff call it makes. */
async function act(page: Page, drawer: ReturnType<typeof dialog>, button: RegExp, path: RegExp) {
  await drawer.getByRole('button', { name: button }).click();
  // antd spaces two-character button labels: 确 定.
  const ok = page.getByRole('button', { name: /^确\s*定$/ });
  const [answer] = await Promise.all([
    page.waitForResponse((r) => path.test(new URL(r.url()).pathname)),
    ok.click(),
  ]);
  expect(((await answer.json()) as { code: number }).code).toBe(10000);
}

/** Presses the after-sale form's 提交申请 and answers the request the buyer made. */
async function submitAfterSale(shop: Page, form: ReturnType<typeof dialog>, orderId: number) {
  const [asked] = await Promise.all([
    shop.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === `/api/order/${orderId}/after-sales` &&
        r.request().method() === 'POST',
    ),
    form.getByRole('button', { name: '提交申请' }).click(),
  ]);
  return ((await asked.json()) as { data: { id: number; amount: string } }).data;
}

describe.runIf(hasBrowser())('after-sales', () => {
  it('the buyer asks one line back, the reviewer approves, finance refunds it to the fen', async () => {
    const { buyer, goods } = fixtures().console.refund;
    const [first, second] = goods;
    const token = await login(buyer.username, buyer.password);
    // 7 × 33.33 and 9 × 21.11 in 满100减10: 423.30 of goods, 40.00 off.
    const placed = await placeOrder(token, [
      { goods_id: first.id, number: 7 },
      { goods_id: second.id, number: 9 },
    ]);
    await call(token, `/api/order/${placed.id}/pay`, {
      method: 'balance',
      key: `e2e-refund-pay-${placed.id}`,
    });
    const before = await balance(token);
    // The first line's part of the 40.00 by largest remainder, and what was paid for it.
    const [firstReduction] = splitByLargestRemainder(4_000, [7 * 3_333, 9 * 2_111]);
    const refund = formatYuan(7 * 3_333 - firstReduction!);
    expect(refund).toBe('211.26');

    // The buyer asks the first line back from the order detail.
    const shop = (await loggedInPage(buyer)).page;
    await shop.goto(`/order/info/${placed.id}`);
    const progress = shop.getByRole('region', { name: '售后进度' });
    await progress.getByRole('button', { name: '申请售后' }).click();
    const form = dialog(shop, '售后类型');
    await form.getByText(refund).waitFor(); // 实付 of the line, shown before asking
    await form.getByLabel(`${first.name} 售后数量`).fill('7');
    await form.getByLabel('售后原因').fill('药品外包装破损，整行退款');
    await screenshot(shop, '5-1-buyer-asks-refund');
    const request = await submitAfterSale(shop, form, placed.id);
    expect(request.amount).toBe(refund);
    await progress.getByText('待审核', { exact: true }).waitFor();
    await progress.getByText(`退款金额 ¥${refund}`).waitFor();

    // 客服 (the after-sales desk) approves it in the console.
    const reviewer = (await staffPage('service')).page;
    const review = await openRequest(reviewer, request.id);
    await review.getByText(first.name).waitFor();
    await screenshot(reviewer, '5-2-reviewer-request');
    await act(reviewer, review, /^通\s*过$/, new RegExp(`/after-sales/${request.id}/approve$`));
    await review
      .locator('.ant-tag')
      .filter({ hasText: /^待退款$/ })
      .waitFor();
    // Whose turn it is, said once: the 下一步 row, not again beside the drawer's title.
    expect(await review.getByText(/财务退款/).count()).toBe(1);

    // Finance refunds it to the balance.
    const finance = (await staffPage('finance')).page;
    const pay = await openRequest(finance, request.id);
    await pay.getByText('财务退款', { exact: true }).waitFor(); // 下一步
    await pay.getByRole('button', { name: `退款 ¥${refund}` }).waitFor();
    await act(
      finance,
      pay,
      new RegExp(`^退款 ¥${refund}$`),
      new RegExp(`/after-sales/${request.id}/refund$`),
    );
    // The status tag (the drawer also has an 已退款 amount row).
    await pay
      .locator('.ant-tag')
      .filter({ hasText: /^已退款$/ })
      .waitFor();
    await screenshot(finance, '5-3-finance-refunded');

    // The buyer's balance and ledger show exactly the line's share.
    expect(await balance(token)).toBe(
      formatYuan(Math.round(Number(before) * 100) + 7 * 3_333 - firstReduction!),
    );
    await shop.goto('/yegl');
    const ledger = shop.getByRole('region', { name: '余额明细' });
    const entry = row(shop, '退款').filter({ hasText: placed.order_no });
    await entry.getByText(`+${refund}`).waitFor();
    await shop
      .getByRole('region', { name: '余额概况' })
      .getByText(await balance(token))
      .waitFor();
    await expect.poll(() => ledger.getByText(`+${refund}`).count()).toBe(1);
    await screenshot(shop, '5-4-buyer-ledger');

    // The order detail shows the request refunded, and the amounts what went back.
    await shop.goto(`/order/info/${placed.id}`);
    await progress.getByText('已退款', { exact: true }).waitFor();
    await shop
      .getByRole('region', { name: '商品清单' })
      .getByText(`¥${refund}（退回余额）`)
      .waitFor();
  }, 150_000);

  it('the reviewer declines with a reason the buyer reads as typed; an over-long one is not cut', async () => {
    const { buyer, goods } = fixtures().console.refund;
    const line = goods[1];
    const token = await login(buyer.username, buyer.password);
    const placed = await placeOrder(token, [{ goods_id: line.id, number: 1 }]);
    await call(token, `/api/order/${placed.id}/pay`, {
      method: 'balance',
      key: `e2e-decline-pay-${placed.id}`,
    });
    const shop = (await loggedInPage(buyer)).page;
    await shop.goto(`/order/info/${placed.id}`);
    const progress = shop.getByRole('region', { name: '售后进度' });
    await progress.getByRole('button', { name: '申请售后' }).click();
    const form = dialog(shop, '售后类型');
    await form.getByLabel(`${line.name} 售后数量`).fill('1');
    await form.getByLabel('售后原因').fill('不想要了');
    const request = await submitAfterSale(shop, form, placed.id);

    const reviewer = (await staffPage('service')).page;
    const drawer = await openRequest(reviewer, request.id);
    await drawer.getByRole('button', { name: /^拒\s*绝$/ }).click();
    const reason = dialog(reviewer, '拒绝售后申请');
    const box = reason.getByLabel('拒绝原因');
    const ok = reason.getByRole('button', { name: /^拒\s*绝$/ });
    // 201 characters stay in the box: the dialog says why and will not send them.
    await box.fill('药'.repeat(201));
    await expect.poll(async () => (await box.inputValue()).length).toBe(201);
    await reason.getByText('拒绝原因不能超过 200 个字符').waitFor();
    expect(await ok.isDisabled()).toBe(true);
    const note = '<b>照片</b>不清晰，请重新申请';
    await box.fill(note);
    await expect.poll(() => ok.isEnabled()).toBe(true);
    await reviewer.waitForTimeout(300); // antd's colour transition, for the screenshot
    await screenshot(reviewer, '5-5-reviewer-declines');
    const [answer] = await Promise.all([
      reviewer.waitForResponse((r) =>
        new RegExp(`/after-sales/${request.id}/decline$`).test(new URL(r.url()).pathname),
      ),
      ok.click(),
    ]);
    expect(((await answer.json()) as { code: number }).code).toBe(10000);
    await drawer
      .locator('.ant-tag')
      .filter({ hasText: /^已拒绝$/ })
      .waitFor();

    // The buyer reads the note as it was typed, tags and all, as text.
    await shop.reload();
    await progress.getByText('已拒绝', { exact: true }).waitFor();
    await progress.getByText(`审核备注：${note}`).waitFor();
    expect(await progress.locator('b').count()).toBe(0);
  }, 120_000);
});
