import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { call, login, placeOrder } from '../support/api.ts';
import { closeBrowser, loggedInPage } from '../support/browser.ts';
import { followMenu, screenshot, staffPage } from '../support/console.ts';
import { fixtures, hasBrowser } from '../support/env.ts';

afterAll(closeBrowser);

/** Every motion finished (a drawer sliding in, a dialog fading) before a screenshot. */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );

describe.runIf(hasBrowser())('recall (召回)', () => {
  it('quality freezes a lot for recall, reads who holds it, and the buyer gets the notice', async () => {
    const { buyer, goods } = fixtures().recall;
    const lotNo = `E2E${goods.id}`;
    const reason = '省药检所抽检溶出度不合格，生产企业主动召回';

    // The buyer bought 12 of the goods (paid from its balance): they came from the one lot.
    const token = await login(buyer.username, buyer.password);
    const order = await placeOrder(token, [{ goods_id: goods.id, number: 12 }]);
    await call(token, `/api/order/${order.id}/pay`, {
      method: 'balance',
      key: `e2e-recall-${order.id}`,
    });

    // 质量管理 finds the lot by the number a recall names, and freezes it for 召回.
    const { page: desk } = await staffPage('quality');
    await followMenu(desk, '冻结批次');
    await desk.waitForURL(/\/admin\/quality\/lots$/);
    await desk.getByLabel('批号').fill(lotNo);
    await desk.getByRole('button', { name: /查\s*找/ }).click();
    const found = desk
      .getByRole('row')
      .filter({ has: desk.getByRole('cell', { name: lotNo, exact: true }) })
      .first();
    await found.getByText('在售').waitFor();
    await found.getByRole('button', { name: /冻\s*结/ }).click();
    const dialog = desk.getByRole('dialog').filter({ hasText: `冻结批次 · ${lotNo}` });
    await dialog.getByLabel('召回').check();
    await dialog.getByText('仍持有该批次的买家会各收到一条站内信').waitFor();
    await dialog.getByLabel('冻结原因').fill(reason);
    await settled(desk);
    await screenshot(desk, 'recall-1-freeze');
    const [answer] = await Promise.all([
      desk.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/freeze')),
      dialog.getByRole('button', { name: /冻\s*结/ }).click(),
    ]);
    expect(((await answer.json()) as { msg: string }).msg).toBe(
      `批次 ${lotNo} 已冻结召回，已通知 1 家买家`,
    );

    // The frozen list holds it with its kind, reason and who froze it; its report names the buyer.
    const frozen = desk
      .getByRole('row')
      .filter({ hasText: reason })
      .filter({ has: desk.getByRole('cell', { name: lotNo, exact: true }) })
      .first();
    await frozen.getByText('召回', { exact: true }).waitFor();
    await frozen.getByText('quality', { exact: true }).waitFor();
    await frozen.getByRole('button', { name: '召回报告' }).click();
    const report = desk.getByRole('dialog').filter({ hasText: `召回报告 · 批号 ${lotNo}` });
    const line = report.getByRole('row').filter({ hasText: order.order_no });
    await line.getByText(buyer.company).waitFor();
    await line.getByText('待发货').waitFor();
    await report.getByText('1 家买家，1 个订单，持有 12').waitFor();
    await settled(desk);
    await screenshot(desk, 'recall-2-report');
    const [download] = await Promise.all([
      desk.waitForEvent('download'),
      report.getByRole('link', { name: /导出 Excel/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`召回报告_${lotNo}.xlsx`);

    await report.getByRole('button', { name: /^(Close|关闭)$/ }).click();

    // The goods' 批次 drawer shows the lot 冻结 · 召回 with its reason, and the goods' stock without it.
    await frozen.getByRole('link', { name: goods.name }).click();
    await desk.waitForURL(/\/admin\/goods\?lots=\d+$/);
    const lots = desk.getByRole('dialog').filter({ hasText: `批次 · ${goods.name}` });
    const lotRow = lots.getByRole('row').filter({ hasText: lotNo });
    await lotRow.getByText('冻结 · 召回').waitFor();
    await lotRow.getByText(reason).waitFor();
    await lots.getByText('0 盒', { exact: true }).waitFor();
    await settled(desk);
    await screenshot(desk, 'recall-3-goods-lots');

    // The buyer's 站内信 (/wdxx) holds the notice: the goods, the lot, the reason, what happens to its unshipped order.
    const shop = (await loggedInPage(buyer)).page;
    await shop.goto('/wdxx');
    const notice = shop.getByRole('button', {
      name: new RegExp(`药品召回通知：${goods.name} 批号 ${lotNo}`),
    });
    await notice.waitFor();
    await expect
      .poll(() => notice.innerText())
      .toContain('尚未发出，将不再发货，客服将联系您办理退款或更换批号');
    await expect.poll(() => notice.innerText()).toContain(reason);
    await screenshot(shop, 'recall-4-buyer-messages');
  }, 120_000);
});
