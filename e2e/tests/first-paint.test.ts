import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newPage } from '../support/browser.ts';
import { hasBrowser } from '../support/env.ts';
import { largestPaint, watchPaint } from '../support/page-metrics.ts';

afterAll(closeBrowser);

/** The target on this machine at desktop size, quiet. */
const MAX_LCP_MS = 1500;
/**
 * Other work on a shared two-core machine only ever adds time, so the fastest
 * of a few fresh loads is the best estimate of the quiet figure; every one is
 * printed.
 */
const RUNS = 3;

async function lcpOf(path: string, ready: (page: Page) => Promise<unknown>) {
  const figures: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // A fresh context each time: nothing cached, as a first visit.
    const { context, page } = await newPage();
    await watchPaint(context);
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');
    figures.push(Math.round(await largestPaint(page)));
    await context.close();
  }
  console.info(`${path}: largest contentful paint ${figures.join(', ')} ms`);
  return Math.min(...figures);
}

describe.runIf(hasBrowser())('first paint at desktop size', () => {
  it(`home shows its largest content within ${MAX_LCP_MS} ms`, async () => {
    const best = await lcpOf('/', (page) =>
      page.getByRole('region', { name: '热销商品' }).getByRole('article').first().waitFor(),
    );
    expect(best).toBeGreaterThan(0);
    expect(best).toBeLessThanOrEqual(MAX_LCP_MS);
  });

  it(`goods detail shows its largest content within ${MAX_LCP_MS} ms`, async () => {
    const best = await lcpOf('/list/info/13', (page) =>
      page.getByRole('heading', { level: 1 }).waitFor(),
    );
    expect(best).toBeGreaterThan(0);
    expect(best).toBeLessThanOrEqual(MAX_LCP_MS);
  });
});
