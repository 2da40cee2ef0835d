import { readFileSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');
export const hasBrowser = () => inject('hasBrowser');

let browser: Browser | undefined;

export async function launch(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
    ],
  });
  return browser;
}

export async function closeBrowser() {
  await browser?.close();
  browser = undefined;
}

/** A fresh context (no cookies) with a desktop-sized window. */
export async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (await launch()).newContext({
    baseURL: baseUrl(),
    viewport: { width: 1366, height: 900 },
    locale: 'zh-CN',
  });
  return { context, page: await context.newPage() };
}

/** A session made through the API, outside the UI, put into the browser's cookies. */
export async function loggedInPage(username: string, password = 'demo123456') {
  const res = await fetch(`${baseUrl()}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  const { context, page } = await newPage();
  await context.addCookies([
    { name: 'token', value: token, url: baseUrl(), httpOnly: true, sameSite: 'Lax' },
  ]);
  return { context, page, token };
}

/** The last SMS code the server's log provider wrote for this mobile. */
export function smsCodeFor(mobile: string): string | undefined {
  const log = readFileSync(inject('serverLog'), 'utf8');
  let code: string | undefined;
  for (const line of log.split('\n')) {
    if (line.includes(mobile) && line.includes('SMS'))
      code = /验证码是 (\d{6})/.exec(line)?.[1] ?? code;
  }
  return code;
}
