import { afterAll, describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { closeBrowser, loggedInPage } from '../support/browser.ts';
import { screenshot } from '../support/console.ts';
import { baseUrl, hasBrowser } from '../support/env.ts';

afterAll(closeBrowser);

type ListLine = {
  goods_id: number;
  number: number;
  goods: { name: string; number: number } | null;
};
type List = { id: number; name: string; lines: ListLine[] };

describe.runIf(hasBrowser())('常购清单', () => {
  it('demo puts a standing list in the cart in one step, sees the refused line, and the cart holds the rest', async () => {
    const { page, token } = await loggedInPage({ username: 'demo', password: 'demo123456' });
    const summaries = await call<{ id: number; name: string }[]>(token, '/api/user/lists');
    const seasonal = summaries.find((l) => l.name === '感冒季备货')!;
    const list = await call<List>(token, `/api/user/lists/${seasonal.id}`);
    const empty = list.lines.find((l) => l.goods?.number === 0)!;
    const buyable = list.lines.filter((l) => l !== empty);
    expect(buyable).toHaveLength(3);

    await page.goto(`${baseUrl()}/cgqd`);
    await page.getByRole('heading', { name: '常购清单' }).waitFor();
    await page.getByRole('link', { name: '每周常购' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: '感冒季备货' });
    await row.getByRole('cell', { name: '4', exact: true }).waitFor();
    await screenshot(page, 'standing-lists-1-index');

    await row.getByRole('link', { name: '感冒季备货' }).click();
    await page.waitForURL(new RegExp(`/cgqd/${seasonal.id}$`));
    for (const l of list.lines) await page.getByRole('link', { name: l.goods!.name }).waitFor();

    const [answer] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/to-cart')),
      page.getByRole('button', { name: '一键加入购物车' }).click(),
    ]);
    const result = ((await answer.json()) as { data: { added: number; refused: unknown[] } }).data;
    expect(result.added).toBe(3);
    expect(result.refused).toEqual([
      expect.objectContaining({ goods_id: empty.goods_id, reason: expect.any(String) }),
    ]);
    const status = page.getByRole('status').filter({ hasText: '已加入购物车 3 种商品' });
    await status.getByText('1 种未能加入').waitFor();
    await status
      .getByRole('list', { name: '未能加入的商品' })
      .getByText(`${empty.goods!.name}：`, { exact: false })
      .waitFor();
    await screenshot(page, 'standing-lists-2-to-cart');

    await status.getByRole('link', { name: '去购物车结算' }).click();
    await page.waitForURL(/\/cart$/);
    // The cart page itself, not the list page it replaces.
    await page.getByRole('button', { name: '存为常购清单' }).waitFor();
    for (const l of buyable) await page.getByText(l.goods!.name).first().waitFor();
    await expect(page.getByText(empty.goods!.name).count()).resolves.toBe(0);
    const cart = await call<{ data: { goods: { id: number }; number: number }[] }>(
      token,
      '/api/cart/list',
    );
    const inCart = new Map(cart.data.map((c) => [c.goods.id, c.number]));
    for (const l of buyable) expect(inCart.get(l.goods_id)).toBeGreaterThanOrEqual(l.number);
    expect(inCart.has(empty.goods_id)).toBe(false);
    await screenshot(page, 'standing-lists-3-cart');

    // The refused goods is the one demo waits for: its page says so, and offers to cancel.
    await page.goto(`${baseUrl()}/list/info/${empty.goods_id}`);
    await page.getByRole('heading', { name: empty.goods!.name }).first().waitFor();
    await page.getByRole('button', { name: '已订阅到货通知（取消）' }).waitFor();
    await screenshot(page, 'standing-lists-4-arrival');
  });
});
