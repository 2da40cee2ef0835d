import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';

/** A bank receipt as the buyer photographs it: a small picture. */
const receiptPng = () =>
  sharp({ create: { width: 480, height: 320, channels: 3, background: '#eef4fb' } })
    .png()
    .toBuffer();

/** The 附言 code the open transfer panel shows (ZZ + 6). */
export async function transferReference(panel: Locator | Page) {
  await panel.getByText('转账附言（必填）').waitFor();
  return (
    (
      await panel
        .getByText(/^ZZ[A-Z2-9]{6}$/)
        .first()
        .textContent()
    )?.trim() ?? ''
  );
}

/**
 * Uploads a receipt picture through the panel's 上传银行回单 as a buyer
 * does, waits for the upload (`path`) and the panel's confirmation.
 */
export async function uploadReceipt(page: Page, panel: Locator | Page, path: RegExp) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    panel.getByRole('button', { name: /上传银行回单/ }).click(),
  ]);
  await Promise.all([
    page.waitForResponse((r) => path.test(new URL(r.url()).pathname)),
    chooser.setFiles({ name: '回单.png', mimeType: 'image/png', buffer: await receiptPng() }),
  ]);
  await panel.getByText('回单已上传，请等待财务确认到账').waitFor();
}
