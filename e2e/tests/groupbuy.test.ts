import { afterAll, describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { closeBrowser, loggedInPage } from '../support/browser.ts';
import { screenshot } from '../support/console.ts';
import { hasBrowser } from '../support/env.ts';

afterAll(closeBrowser);

type Bought = { order_id: number; order_no: string; pay_amount: string; group_id: number };

// The demo shop's 三人成团 activity has a group the clinic opened and paid
// (apps/server/src/demo/groupbuy.ts): `demo` takes the second place.
describe.runIf(hasBrowser())('group-buy (拼团)', () => {
  it('demo joins an open group from /ptzq, pays from the balance and finds the group on its order', async () => {
    const { page, token } = await loggedInPage({ username: 'demo', password: 'demo123456' });

    await page.goto('/ptzq');
    const card = page.getByRole('article').filter({ hasText: '三人成团 · 诊所联采' });
    await card.getByText('3人团').waitFor();
    const [detail] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/pintuan/goods/')),
      card.getByRole('link', { name: '去拼团' }).click(),
    ]);
    await page.waitForURL(/\/list\/info-pt\/\d+$/);
    const { activity } = ((await detail.json()) as { data: { activity: { number: number } } }).data;

    // The detail: group price, the fixed quantity, the clinic's group missing two.
    const groups = page.getByRole('list', { name: '正在拼团' });
    await groups.getByText('还差2人成团').waitFor();
    // Group-buy mode: the quantity is the activity's, stepping cannot change it.
    const box = page.getByRole('textbox', { name: '拼团数量' });
    expect(await box.inputValue()).toBe(String(activity.number));
    await page.getByRole('button', { name: '增加' }).click();
    expect(await box.inputValue()).toBe(String(activity.number));
    await screenshot(page, 'groupbuy-detail');

    const [answer] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/pintuan/join'),
      groups.getByRole('button', { name: '去参团' }).first().click(),
    ]);
    const bought = ((await answer.json()) as { data: Bought }).data;
    await page.waitForURL(new RegExp(`/cart/step3/${bought.order_id}$`));
    await page.getByRole('radio', { name: /余额支付/ }).check();
    await page.getByRole('button', { name: `余额支付 ¥${bought.pay_amount}` }).click();
    await page.waitForURL(/\/cart\/step4\?id=\d+/);
    await page.getByText('支付成功').waitFor();

    // The order waits for its group (待成团), and its detail shows the group.
    await page.goto('/order?status=grouping');
    const order = page.getByRole('article', { name: `订单 ${bought.order_no}` });
    await order.getByText('待成团', { exact: true }).waitFor();
    await page.goto(`/order/info/${bought.order_id}`);
    const section = page.getByRole('region', { name: '拼团信息' });
    await section.getByText('还差1人成团').waitFor();
    await section.getByText('拼团中').waitFor();
    expect(await section.getByText('已支付', { exact: true }).count()).toBe(2);
    await screenshot(page, 'groupbuy-order');

    // The server agrees: two of three places paid.
    const group = await call<{ group: { members: number; paid: number; state: string } }>(
      token,
      `/api/pintuan/order/${bought.order_id}`,
    );
    expect(group.group).toMatchObject({ members: 2, paid: 2, state: 'open' });
  });
});
