import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, loggedInPage, newPage } from '../support/browser.ts';
import { staffPage } from '../support/console.ts';
import { fixtures, hasBrowser } from '../support/env.ts';
import { layoutShift, seriousViolations, watchPaint } from '../support/page-metrics.ts';

afterAll(closeBrowser);

/** The target: content does not jump after it loads (Lighthouse's CLS, "good" is 0.1). */
const MAX_LAYOUT_SHIFT = 0.05;
const BUYER = { username: 'demo', password: 'demo123456' };
/** A phone as Lighthouse's mobile run emulates one: the page's viewport meta applies. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

type Visit = {
  name: string;
  path: string;
  /** What shows once the page has its content. */
  ready: (page: Page) => Locator;
  /** Logs in first: demo, or the buyer `quality` fixtures made (a cart of known lines). */
  buyer?: 'demo' | 'quality';
  phone?: boolean;
  axe?: boolean;
};

const VISITS: Visit[] = [
  {
    name: 'home',
    path: '/',
    ready: (p) => p.getByRole('region', { name: '热销商品' }).getByRole('article').first(),
    axe: true,
  },
  {
    name: 'home on a phone',
    path: '/',
    ready: (p) => p.getByRole('region', { name: '为你推荐' }).getByRole('article').first(),
    phone: true,
  },
  { name: 'list', path: '/list', ready: (p) => p.getByRole('article').first(), axe: true },
  {
    name: 'goods detail',
    path: '/list/info/13',
    ready: (p) => p.getByRole('heading', { level: 1 }),
    axe: true,
  },
  {
    name: 'search',
    path: '/search?keywords=阿莫西林',
    ready: (p) => p.getByRole('article').first(),
  },
  {
    name: 'cart',
    path: '/cart',
    // A selected line and a sold-out one: both colourings are read.
    ready: (p) => p.locator('tr.ant-table-row-selected').filter({ hasText: '氨溴索' }),
    buyer: 'quality',
    axe: true,
  },
  {
    name: 'order list',
    path: '/order',
    ready: (p) => p.getByRole('heading', { name: '我的订单' }),
    buyer: 'demo',
    axe: true,
  },
  {
    name: 'login',
    path: '/login',
    ready: (p) => p.getByRole('button', { name: /登\s*录/ }).first(),
    axe: true,
  },
];

async function open(visit: Visit) {
  const device = visit.phone ? PHONE : {};
  const { context, page } = visit.buyer
    ? await loggedInPage(visit.buyer === 'demo' ? BUYER : fixtures().quality.buyer, [], device)
    : await newPage([], device);
  await watchPaint(context);
  await page.goto(visit.path);
  await visit.ready(page).waitFor();
  // Everything the page asks for has arrived and been laid out.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  return page;
}

describe.runIf(hasBrowser())('the storefront as outside judges see it', () => {
  for (const visit of VISITS) {
    it(`${visit.name}: content does not jump as it loads (layout shift <= ${MAX_LAYOUT_SHIFT})${visit.axe ? ', and axe finds nothing serious' : ''}`, async () => {
      const page = await open(visit);
      const { total, shifts } = await layoutShift(page);
      console.info(`${visit.name}: layout shift ${total.toFixed(4)}`);
      expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
      if (visit.axe) expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

describe.runIf(hasBrowser())('the console as outside judges see it', () => {
  it('goods page: axe finds nothing serious', async () => {
    const { page } = await staffPage('operator');
    await page.goto('/admin/goods');
    await page.locator('tbody tr').nth(2).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
