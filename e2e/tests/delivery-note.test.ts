import { readFile } from 'node:fs/promises';
import { shopDay } from '@shop/domain';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../apps/server/src/platform/pdf.ts';
import { call, login, placeOrder } from '../support/api.ts';
import { closeBrowser, loggedInPage } from '../support/browser.ts';
import { menuItem, screenshot, staffPage } from '../support/console.ts';
import { baseUrl, fixtures, hasBrowser } from '../support/env.ts';

afterAll(closeBrowser);

// The GSP papers of a shipped order: the buyer sees the lot on the line,
// downloads the parcel's 随货同行单 and the lot's 药检报告; the console opens
// the same note from the order's 发货记录; finance exports the 销售记录.

type Envelope<T> = { code: number; msg: string; data: T };

/** The console's API as a staff member (its own login, the admin_token cookie). */
async function staffApi(username: string) {
  const res = await fetch(`${baseUrl()}/admin-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo123456' }),
  });
  const cookie = /admin_token=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error(`staff login ${username}: ${res.status}`);
  return async <T>(path: string, init: RequestInit = {}) => {
    const r = await fetch(`${baseUrl()}${path}`, {
      ...init,
      headers: { cookie, ...(init.headers as Record<string, string>) },
    });
    const json = (await r.json()) as Envelope<T>;
    if (json.code !== 10000) throw new Error(`${path}: ${json.code} ${json.msg}`);
    return json.data;
  };
}

/** Clicks a download link; the file's suggested name and bytes. */
async function download(page: Page, link: ReturnType<Page['getByRole']>) {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

describe.runIf(hasBrowser())('随货同行单 and 药检报告', () => {
  it('the buyer downloads a parcel’s note and its lot’s report; the console opens the note', async () => {
    const { buyer, goods } = fixtures().deliveryNote;
    const lotNo = `E2E${goods.id}`;

    // Outside the UI: the order, paid; the lot's report uploaded and the parcel shipped cold.
    const token = await login(buyer.username, buyer.password);
    const placed = await placeOrder(token, [{ goods_id: goods.id, number: 3 }]);
    await call(token, `/api/order/${placed.id}/pay`, {
      method: 'balance',
      key: `e2e-dn-${placed.id}`,
    });
    const warehouse = await staffApi('warehouse');
    const { list } = await warehouse<{ list: { id: number; lot_no: string }[] }>(
      `/admin-api/goods/${goods.id}/lots`,
    );
    const lot = list.find((l) => l.lot_no === lotNo)!;
    const report = await makePdf({
      title: '检验报告书',
      blocks: [
        { kind: 'title', text: '检验报告书' },
        { kind: 'text', text: `批号 ${lotNo}` },
      ],
    });
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(report)], { type: 'application/pdf' }), 'r.pdf');
    await warehouse(`/admin-api/lots/${lot.id}/report`, { method: 'POST', body: form });
    const carriers =
      await warehouse<{ id: number; cold_chain: number; enabled: number }[]>('/admin-api/carriers');
    const cold = carriers.find((c) => c.cold_chain === 1 && c.enabled === 1)!;
    await warehouse(`/admin-api/orders/${placed.id}/ship`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ carrier_id: cold.id, tracking_no: `SF${placed.id}0099` }),
    });
    const detail = await call<{ shipments: { id: number }[] }>(token, `/api/order/${placed.id}`);
    const sid = detail.shipments[0]!.id;

    // The buyer's order detail: the lot on the line, the note beside the parcel.
    const { page } = await loggedInPage(buyer);
    await page.goto(`/order/info/${placed.id}`);
    await page.getByRole('cell', { name: goods.name }).first().waitFor();
    await page.getByText(`批号 ${lotNo}`, { exact: true }).waitFor();
    await page.getByText('有效期至 2028-06-30').first().waitFor();
    const parcel = page.getByRole('region', { name: '物流信息' });
    await parcel.getByText(`SF${placed.id}0099`).waitFor();
    await screenshot(page, 'delivery-note-1-order');
    const note = await download(page, parcel.getByRole('link', { name: '下载随货同行单' }));
    expect(note.name).toBe(`随货同行单_${placed.order_no}_${sid}.pdf`);
    expect(note.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // 首营资料: this order's lot report.
    const papers = page.getByRole('region', { name: '首营资料' });
    await papers.getByText('本单批次药检报告').waitFor();
    const got = await download(
      page,
      papers.getByRole('link', { name: `下载药检报告（${goods.name} 批号 ${lotNo}）` }),
    );
    expect(got.name).toBe(`${goods.name}-药检报告-${lotNo}.pdf`);
    expect(got.bytes.equals(report)).toBe(true);
    await papers.scrollIntoViewIfNeeded();
    await screenshot(page, 'delivery-note-2-papers');

    // The console's order detail opens the same parcel's note in a new tab.
    const staff = (await staffPage('warehouse')).page;
    await staff.goto(`/admin/orders/${placed.id}`);
    const print = staff.getByRole('link', { name: '打印随货同行单' });
    await print.waitFor();
    await screenshot(staff, 'delivery-note-3-console');
    const url = `/admin-api/orders/${placed.id}/shipments/${sid}/delivery-note`;
    const [opened] = await Promise.all([
      staff.context().waitForEvent('response', (r) => new URL(r.url()).pathname === url),
      print.click(),
    ]);
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toBe('application/pdf');
    expect(opened.headers()['content-disposition']).toContain(
      encodeURIComponent(`随货同行单_${placed.order_no}_${sid}.pdf`),
    );
    // The note as printed: the browser's viewer shows it (looked at in the screenshot).
    await staff.setViewportSize({ width: 1400, height: 1000 });
    await staff.goto(url);
    await staff.waitForTimeout(1500);
    await screenshot(staff, 'delivery-note-4-pdf');

    // Finance exports this month's 销售记录 from its page.
    const finance = (await staffPage('finance')).page;
    await menuItem(finance, '销售记录').click();
    await finance.waitForURL(/\/admin\/sales-record$/);
    await finance.getByText('导出销售记录').waitFor();
    await screenshot(finance, 'delivery-note-5-sales-record');
    const sheet = await download(finance, finance.getByRole('button', { name: /导\s*出$/ }));
    const today = shopDay(new Date());
    expect(sheet.name).toBe(
      `销售记录_${today.slice(0, 8).replaceAll('-', '')}01-${today.replaceAll('-', '')}.xlsx`,
    );
    // A zip (xlsx); its rows are checked by the server's sales-record test.
    expect(sheet.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
