// The sandbox WeChat's phone, played in the browser: the QR code's page opened
// in another tab of the same context. The context is the phone: it keeps its
// WeChat user in a cookie, so clear only the shop's session between scans.

import type { BrowserContext, Page } from 'playwright-core';

/** Opens the QR code shown on `page` as the phone and confirms as `nickname`. */
export async function confirmOnPhone(
  context: BrowserContext,
  page: Page,
  nickname: string,
  button: RegExp,
) {
  await page.getByAltText('微信扫码二维码').waitFor();
  const href = await page.getByRole('link', { name: /沙箱微信确认页/ }).getAttribute('href');
  const phone = await context.newPage();
  await phone.goto(href!);
  await phone.getByLabel(/微信昵称/).fill(nickname);
  await phone.getByRole('button', { name: button }).click();
  await phone.getByText('已确认').waitFor();
  await phone.close();
}
