import { afterAll, describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { closeBrowser, loggedInPage } from '../support/browser.ts';
import { hasBrowser } from '../support/env.ts';

afterAll(closeBrowser);

type Found = { data: { id: number; name: string; drug_class: string; zbz: number }[] };
const otcshop = { username: 'otcshop', password: 'demo123456' };

/** The first demo goods of the class among those found by the words. */
async function goodsOf(token: string, words: string, drugClass: string) {
  const found = await call<Found>(token, `/api/goods/list?keywords=${encodeURIComponent(words)}`);
  const g = found.data.find((x) => x.drug_class === drugClass);
  if (!g) throw new Error(`no ${drugClass} goods found by ${words}`);
  return g;
}

describe.runIf(hasBrowser())('a buyer licensed for 乙类 OTC only (otcshop)', () => {
  it('sees an Rx goods marked 处方药 and refused with the reason', async () => {
    const { page, token } = await loggedInPage(otcshop);
    const rx = await goodsOf(token, '阿莫西林胶囊', 'rx');
    await page.goto(`/list/info/${rx.id}`);
    await page.getByRole('heading', { level: 1, name: rx.name }).waitFor();
    const marks = page.getByRole('list', { name: '药品分类' }).first();
    await marks.getByText('处方药').waitFor();
    const reason = '处方药：贵店资质仅可购买乙类非处方药';
    await page.getByRole('alert').getByText(reason).waitFor();
    // The detail's own button and any card of the goods listed beside it (recommendations) say so.
    const refused = await page.getByRole('button', { name: reason }).all();
    expect(refused.length).toBeGreaterThan(0);
    for (const button of refused) expect(await button.isDisabled()).toBe(true);
    // The API refuses it too, with the same words.
    await expect(
      call(token, '/api/cart', { params: [{ goods_id: rx.id, number: rx.zbz || 1 }] }),
    ).rejects.toThrow(`422 ${reason}（${rx.name}）`);
  });

  it('buys an OTC 乙 goods, marked green in its card and its cart line', async () => {
    const { page, token } = await loggedInPage(otcshop);
    const otc = await goodsOf(token, '维生素C片', 'otc_b');
    await page.goto(`/search?keywords=${encodeURIComponent(otc.name)}`);
    const card = page.getByRole('article', { name: otc.name }).first();
    await card.getByRole('list', { name: '药品分类' }).getByText('乙类非处方药').waitFor();
    await call(token, '/api/cart', { params: [{ goods_id: otc.id, number: otc.zbz || 1 }] });
    await page.goto('/cart');
    const row = page.getByRole('row').filter({ hasText: otc.name }).first();
    await row.getByRole('list', { name: '药品分类' }).getByText('乙类非处方药').waitFor();
    // The green mark's text meets AA contrast (white on the shop green).
    const colours = await row
      .getByRole('list', { name: '药品分类' })
      .locator('li')
      .first()
      .evaluate((li) => [getComputedStyle(li).color, getComputedStyle(li).backgroundColor]);
    expect(colours).toEqual(['rgb(255, 255, 255)', 'rgb(7, 121, 79)']);
  });
});
