import { readFileSync } from 'node:fs';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  chromium,
  type Page,
} from 'playwright-core';
import { expect, inject, onTestFinished } from 'vitest';
import { login } from './api.ts';
import { baseUrl } from './env.ts';

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

/** An answer the shop gives on purpose with an error status, which Chromium logs as an error. */
export type ExpectedFailure = { status: number; path: string };

/**
 * Without a session the server answers 10001 with HTTP 401 (docs/api.md), and
 * Chromium logs the status in the console. The registration pages ask where a
 * registration stands to learn that the caller is a visitor. (Who is logged
 * in, which every page asks, answers a visitor with HTTP 200 and code 10001:
 * a 401 there fails the test.)
 */
const VISITOR_QUESTIONS: ExpectedFailure[] = [{ status: 401, path: '/api/user/register/status' }];

/**
 * A fresh context (no cookies) with a desktop-sized window. Every page opened in
 * it is watched: when the test ends, any console error, uncaught error or
 * Content-Security-Policy violation on any of them fails the test, except the
 * answers listed in `expectedFailures`. `problems` is that list as it grows.
 */
export async function newPage(
  expectedFailures: ExpectedFailure[] = [],
  device: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await (await launch()).newContext({
    baseURL: baseUrl(),
    viewport: { width: 1366, height: 900 },
    locale: 'zh-CN',
    // A phone, for instance, when a test says so.
    ...device,
  });
  const problems = await watchConsole(context, [...VISITOR_QUESTIONS, ...expectedFailures]);
  onTestFinished(async () => {
    await context.close();
    expect(problems, 'console errors or CSP violations on the pages visited').toEqual([]);
  });
  return { context, page: await context.newPage(), problems };
}

async function watchConsole(context: BrowserContext, expected: ExpectedFailure[]) {
  const problems: string[] = [];
  // Chromium words its own CSP messages; the event names the directive whatever the wording.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`);
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && !isExpected(message, expected))
      problems.push(`${message.text()} (${message.location().url})`);
  });
  context.on('weberror', (error) => problems.push(`uncaught: ${error.error().message}`));
  return problems;
}

function isExpected(message: ConsoleMessage, expected: ExpectedFailure[]) {
  const status = /^Failed to load resource: the server responded with a status of (\d+)/.exec(
    message.text(),
  )?.[1];
  if (!status) return false;
  const path = new URL(message.location().url).pathname;
  return expected.some((e) => e.status === Number(status) && e.path === path);
}

/**
 * A session made through the API, outside the UI, put into the browser's cookies;
 * `expectedFailures` as for newPage (a refusal the test causes on purpose).
 */
export async function loggedInPage(
  buyer: { username: string; password: string },
  expectedFailures: ExpectedFailure[] = [],
  device: BrowserContextOptions = {},
) {
  const token = await login(buyer.username, buyer.password);
  const { context, page } = await newPage(expectedFailures, device);
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
