// What outside judges measure on a page (Lighthouse, axe-core), measured in
// the browser the tests drive: layout shift, largest contentful paint, and
// axe's accessibility violations.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';

declare global {
  interface Window {
    __layoutShifts?: { value: number; at: number; nodes: string[] }[];
    __lcp?: number;
    axe?: { run: (context: Document, options: object) => Promise<AxeResults> };
  }
}

type AxeResults = {
  violations: {
    id: string;
    impact: string | null;
    help: string;
    /** `any[0].message` says why, e.g. the two colours and their contrast. */
    nodes: { target: string[]; any: { message: string }[] }[];
  }[];
};

/**
 * Records every layout shift not caused by input and the largest contentful
 * paint, from the first byte of every page the context opens.
 */
export async function watchPaint(context: BrowserContext) {
  await context.addInitScript(() => {
    window.__layoutShifts = [];
    window.__lcp = 0;
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[]) {
        if (e.hadRecentInput) continue;
        const nodes = (e.sources ?? []).map((s) =>
          s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node),
        );
        window.__layoutShifts?.push({ value: e.value, at: Math.round(e.startTime), nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** The page's cumulative layout shift so far (every shift summed, stricter than CLS's windows), and the shifts. */
export async function layoutShift(page: Page) {
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}

/** When the largest contentful paint happened, in ms after navigation started. */
export const largestPaint = (page: Page) => page.evaluate(() => window.__lcp ?? 0);

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe-core's violations of impact serious or critical on the page as it is
 * now. axe is evaluated through the DevTools protocol, which the page's
 * Content-Security-Policy (script-src 'self') does not govern.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    window.axe!.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.help}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(', ')} (first: ${v.nodes[0]?.any[0]?.message ?? ''})`,
    );
}
