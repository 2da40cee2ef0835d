import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, loggedInPage } from '../support/browser.ts';
import { screenshot } from '../support/console.ts';
import { hasBrowser } from '../support/env.ts';

afterAll(closeBrowser);

// The demo buyer (issue 10's browser bullets): exchanges points in /jfsc and
// finds the points order in /jfdd; draws once from the clinic zone's lottery
// pop-up and finds the prize in its records.
const demo = { username: 'demo', password: 'demo123456' };

describe.runIf(hasBrowser())('the points mall and the lucky wheel', () => {
  it('exchanges points in /jfsc and finds the points order in /jfdd', async () => {
    const { page } = await loggedInPage(demo);
    await page.goto('/jfsc');
    await expect.poll(() => page.getByTestId('my-points').textContent()).toBe('2139');
    const card = page.getByRole('article', { name: '医用外科口罩（50只/盒）' });
    await card.getByRole('button', { name: '立即兑换' }).click();
    const dialog = page.getByRole('dialog', { name: /兑换 医用外科口罩/ });
    await dialog.getByText('所需积分').waitFor();
    await screenshot(page, 'wheel-1-jfsc-dialog');
    const [answer] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/jfsc/exchange'),
      dialog.getByRole('button', { name: '确认兑换' }).click(),
    ]);
    const body = (await answer.json()) as {
      code: number;
      data: { order: { order_no: string }; points: number };
    };
    expect(body.code).toBe(10000);
    expect(body.data.points).toBe(1939);
    await page
      .getByText(/兑换成功/)
      .first()
      .waitFor();
    await expect.poll(() => page.getByTestId('my-points').textContent()).toBe('1939');

    await page.goto('/jfdd');
    const row = page.getByRole('row').filter({ hasText: body.data.order.order_no });
    await row.getByText('待发货').waitFor();
    await row.getByText('医用外科口罩（50只/盒）').waitFor();
    await screenshot(page, 'wheel-2-jfdd');
  });

  it('draws once from the clinic zone’s pop-up and finds the prize in its records', async () => {
    const { page } = await loggedInPage(demo);
    await page.goto('/zszq');
    const popup = page.getByRole('dialog', { name: '幸运抽奖' });
    await popup.getByRole('button', { name: '立即抽奖' }).waitFor();
    await screenshot(page, 'wheel-3-popup');
    const [answer] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/draw'),
      popup.getByRole('button', { name: '立即抽奖' }).click(),
    ]);
    expect(answer.headers()['cache-control']).toBe('no-store');
    const drawn = (await answer.json()) as { code: number; data: { name: string } };
    expect(drawn.code).toBe(10000);
    const result = popup.getByTestId('lottery-result');
    await result.getByText(drawn.data.name).first().waitFor();
    await screenshot(page, 'wheel-4-popup-result');

    await popup.getByRole('link', { name: /查看我的抽奖记录/ }).click();
    await page.waitForURL(/\/zpcj$/);
    // The pop-up closes in 1 s.
    await expect.poll(() => popup.count()).toBe(0);
    const records = page.getByRole('table');
    await records.getByText(drawn.data.name).first().waitFor();
    await expect.poll(() => page.getByTestId('chances').textContent()).toBe('2');
    await screenshot(page, 'wheel-5-zpcj');

    // Shown once: back on the clinic zone, no pop-up.
    await page.goto('/zszq');
    await page.waitForLoadState('networkidle');
    expect(await popup.count()).toBe(0);
  });
});
