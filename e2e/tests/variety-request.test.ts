import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, loggedInPage } from '../support/browser.ts';
import { followMenu, screenshot, staffPage } from '../support/console.ts';
import { fixtures, hasBrowser } from '../support/env.ts';

afterAll(closeBrowser);

describe.runIf(hasBrowser())('variety request', () => {
  it('a buyer asks from an empty search; staff list it; the message leads to the goods', async () => {
    const { buyer, listed, keywords } = fixtures().variety;

    // The empty search offers the request form, prefilled with the search words.
    const shop = (await loggedInPage(buyer)).page;
    await shop.goto(`/search?${new URLSearchParams({ keywords })}`);
    await shop.getByText('没有找到相关商品').waitFor();
    await shop.getByRole('link', { name: '去登记求购' }).click();
    await shop.waitForURL(/\/pzqg\/add\?/);
    const name = shop.getByLabel('品种名称');
    await expect.poll(() => name.inputValue()).toBe(keywords);
    await shop.getByLabel('生产厂家').fill('<b>西藏</b>药业');
    await shop.getByLabel('求购数量').fill('30');
    await shop.getByLabel('目标价格').fill('8.5');
    await screenshot(shop, 'variety-1-request-form');
    const [made] = await Promise.all([
      shop.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/user/buy' && r.request().method() === 'POST',
      ),
      shop.getByRole('button', { name: '提交求购' }).click(),
    ]);
    const request = ((await made.json()) as { data: { id: number } }).data;
    await shop.waitForURL(new RegExp(`/pzqg/info\\?id=${request.id}$`));
    await shop.getByText('已提交', { exact: true }).waitFor();
    await shop.getByText('¥8.50').waitFor();
    // Typed HTML is shown as text.
    await shop.getByText('<b>西藏</b>药业').waitFor();

    // An operator lists it with the goods now on sale.
    const { page: desk } = await staffPage('operator');
    await followMenu(desk, '品种求购');
    await desk.waitForURL(/\/admin\/variety-requests$/);
    const row = desk
      .getByRole('row')
      .filter({ hasText: buyer.company })
      .filter({ hasText: keywords });
    await row.getByRole('button', { name: '上架' }).click();
    const dialog = desk.getByRole('dialog').filter({ hasText: `上架「${keywords}」` });
    const picker = dialog.getByRole('combobox');
    await picker.click();
    await picker.pressSequentially(listed.name.slice(0, 5));
    await desk.locator('.ant-select-item-option', { hasText: listed.name }).click();
    await screenshot(desk, 'variety-2-console-list');
    const [answer] = await Promise.all([
      desk.waitForResponse(
        (r) => new URL(r.url()).pathname === `/admin-api/variety-requests/${request.id}/list`,
      ),
      dialog.getByRole('button', { name: '上架并通知买家' }).click(),
    ]);
    expect(((await answer.json()) as { code: number }).code).toBe(10000);
    await row.getByText('已上架').waitFor();

    // The buyer sees one unread message on the right bar, opens it and lands on the goods.
    await shop.goto('/');
    const entry = shop.getByRole('complementary', { name: '快捷工具栏' }).getByRole('link', {
      name: /消息/,
    });
    await expect.poll(() => entry.innerText()).toMatch(/1\s*条未读消息|消息\s*1/);
    await entry.click();
    await shop.waitForURL(/\/wdxx$/);
    const message = shop.getByRole('button', { name: new RegExp(`您求购的「${keywords}」已上架`) });
    await screenshot(shop, 'variety-3-messages');
    await message.click();
    await shop.waitForURL(new RegExp(`/list/info/${listed.id}$`));
    await shop.getByRole('heading', { name: listed.name }).first().waitFor();
    await screenshot(shop, 'variety-4-goods');

    // Read now: the right bar's count is gone and the request shows the goods.
    await shop.goto(`/pzqg/info?id=${request.id}`);
    await shop.getByText('已上架', { exact: true }).waitFor();
    await shop.getByRole('link', { name: '查看商品并购买' }).waitFor();
    await expect.poll(() => entry.innerText()).not.toMatch(/\d/);
  });
});
