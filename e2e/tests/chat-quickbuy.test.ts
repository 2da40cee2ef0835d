import { afterAll, describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { closeBrowser, loggedInPage } from '../support/browser.ts';
import { followMenu, screenshot, staffPage } from '../support/console.ts';
import { fixtures, hasBrowser } from '../support/env.ts';

afterAll(closeBrowser);

type CartList = { data: { number: number; goods: { id: number } }[] };

describe.runIf(hasBrowser())('customer service and quick purchase', () => {
  it('a chat message goes from the buyer to the console and the staff answer comes back', async () => {
    const { buyer } = fixtures().chatQuickbuy;
    const { page } = await loggedInPage(buyer);
    await page.goto('/');
    // The right bar offers the chat once the user state (is_can_chat) has come.
    await page.getByText(buyer.company).first().waitFor();
    await page.getByRole('button', { name: /客服/ }).click();
    const panel = page.getByRole('region', { name: '在线客服' });
    await panel.getByText('您好，请问有什么可以帮您？').waitFor();
    await panel.getByLabel('输入消息').fill('请问清咽利喉片什么时候到货？<b>急</b>');
    await panel.getByRole('button', { name: /发\s*送/ }).click();
    // Sent: the box empties and the message shows, as typed (text, not markup).
    await expect.poll(() => panel.getByLabel('输入消息').inputValue()).toBe('');
    await panel.getByText('请问清咽利喉片什么时候到货？<b>急</b>').waitFor();

    const { page: staff } = await staffPage('service');
    await followMenu(staff, '在线客服');
    await staff.waitForURL(/\/admin\/chat$/);
    await staff.getByText(buyer.company).first().click();
    // In the list's preview and in the thread, as typed (text, not markup).
    await staff.getByText('请问清咽利喉片什么时候到货？<b>急</b>').last().waitFor();
    await staff.getByLabel('回复内容').fill('明天上午到货，到货后为您优先安排。');
    await staff.getByRole('button', { name: /发\s*送/ }).click();
    await staff.getByText('明天上午到货，到货后为您优先安排。').last().waitFor();
    await screenshot(staff, 'chat-console-thread');

    // Pushed over the buyer's socket: no reload.
    await panel.getByText('明天上午到货，到货后为您优先安排。').waitFor();
    await screenshot(page, 'chat-buyer-panel');
  });

  it('quick purchase from an uploaded CSV puts the lines in the cart', async () => {
    const { buyer, byTens, single } = fixtures().chatQuickbuy;
    const { page, token } = await loggedInPage(buyer);
    await page.goto('/kjcg?tab=import');
    const csv = [
      '商品编码,国药准字/本位码,商品名称,数量',
      `,,${byTens.name},25`,
      `${single.id},,,3`,
      ',,世上没有这种药,1',
    ].join('\r\n');
    await page.locator('input[type=file]').setInputFiles({
      name: '采购清单.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${csv}\r\n`, 'utf8'),
    });
    await page.getByText('共 3 行：已匹配 2，待选择 0，未找到 1，有误 0').waitFor();
    await page.getByText('没有找到该商品').waitFor();
    await page.getByRole('button', { name: /加入购物车（2 行）/ }).click();
    await page.getByText(/已加入购物车\s*2\s*种商品/).waitFor();
    // 25 of a goods sold in tens goes in as 20, and the page says so.
    await page.getByText(/已加入 20/).waitFor();
    await screenshot(page, 'quickbuy-import');

    const cart = await call<CartList>(token, '/api/cart/list');
    const numbers = Object.fromEntries(cart.data.map((l) => [l.goods.id, l.number]));
    expect(numbers).toEqual({ [byTens.id]: 20, [single.id]: 3 });
  });
});
