// The operations console (/admin) as a staff member uses it: logged in through
// its own login form, with a screenshot of each page a test passes through.

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect, onTestFailed } from 'vitest';
import { type ExpectedFailure, newPage } from './browser.ts';

/** The demo staff accounts' password (apps/server/src/demo/staff.ts). */
export const STAFF_PASSWORD = 'demo123456';

/** Where the screenshots go: outside the repository, looked at by a person. */
export const SCREENSHOT_DIR = process.env.E2E_SCREENSHOTS ?? '/tmp/e2e-console';

/**
 * A fresh page logged into the console as a demo staff member through the
 * login form (用户名 / 密码), waiting on the workbench it lands on.
 */
export async function staffPage(username: string, expectedFailures: ExpectedFailure[] = []) {
  const { context, page } = await newPage(expectedFailures);
  // What the page showed when a step gave up, before the context closes.
  onTestFailed(() => screenshot(page, `failed-${username}`).catch(() => undefined));
  await page.goto('/admin/login');
  await page.getByPlaceholder('用户名').fill(username);
  await page.getByPlaceholder('密码').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL((url) => /^\/admin\/?$/.test(url.pathname));
  await page.getByTestId('staff-name').waitFor();
  await openMenuGroups(page);
  return { context, page };
}

/** The left menu's groups (apps/admin/src/pages.tsx). */
const MENU_GROUPS = ['商品', '质量管理', '订单', '客户', '营销', '内容', '系统'];

/**
 * Opens every group of the left menu the staff member sees, one after the
 * other (each open before the next click), as a person unfolds them.
 */
export async function openMenuGroups(page: Page) {
  const menu = page.getByRole('menu').first();
  // The groups come with the staff member's permissions: wait for the first.
  await menu.locator('[aria-expanded]').first().waitFor();
  for (const name of MENU_GROUPS) {
    const group = menu.getByRole('menuitem', { name: new RegExp(`(^|\\s)${name}$`) });
    if ((await group.count()) === 0) continue;
    if ((await group.getAttribute('aria-expanded')) === 'true') continue;
    await group.click();
    await expect.poll(() => group.getAttribute('aria-expanded')).toBe('true');
  }
}

/** The left menu's entry, by its name (after its icon's, e.g. 'team 买家管理'). */
export const menuItem = (page: Page, name: string) =>
  page.getByRole('menu').getByRole('menuitem', { name: new RegExp(`(^|\\s)${name}$`) });

/**
 * Follows the left menu's entry. The layout may fold a group again while it
 * settles (its permissions and open keys arrive late on a busy machine), so a
 * person unfolds it again and clicks; so does this, a few times.
 */
export async function followMenu(page: Page, name: string) {
  for (let attempt = 1; ; attempt++) {
    await openMenuGroups(page);
    try {
      await menuItem(page, name).click({ timeout: 10_000 });
      return;
    } catch (e) {
      if (attempt === 3) throw e;
    }
  }
}

/** A full-page screenshot, `<dir>/<name>.png`. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * Presses the search form's 查询 until the list call `asked` answers. While
 * the table loads, the button shows a spinner (its name starts 'loading') and
 * ignores presses; on a busy machine a load can outlast one wait, so a person
 * presses again, and so does this.
 */
export async function pressSearch(page: Page, asked: (url: URL) => boolean) {
  const button = page.getByRole('button', { name: /查\s*询$/ });
  for (let attempt = 1; ; attempt++) {
    try {
      const [answer] = await Promise.all([
        page.waitForResponse((r) => asked(new URL(r.url())), { timeout: 20_000 }),
        button.click({ timeout: 20_000 }),
      ]);
      return answer;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/**
 * Fills a ProTable's search field (by placeholder), presses 查询 and waits for
 * the list call (`api`, e.g. /admin-api/goods) that asks for `keywords`.
 */
export async function searchTable(page: Page, api: string, placeholder: string, text: string) {
  await page.getByPlaceholder(placeholder).fill(text);
  return pressSearch(
    page,
    (url) => url.pathname === api && url.searchParams.get('keywords') === text,
  );
}

/**
 * What of a console table does not show in the window as it is: the header
 * cells and the row's buttons that are past the window's right edge, behind
 * the table's horizontal scroll or under its fixed 操作 column (the point at
 * their middle belongs to something else). Empty when all of them show.
 */
export function hiddenInTable(row: Locator): Promise<string[]> {
  return row.evaluate((tr) => {
    const shows = (el: Element) => {
      const b = el.getBoundingClientRect();
      const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
      return b.right <= window.innerWidth + 1 && hit !== null && el.contains(hit);
    };
    const text = (el: Element) => (el as HTMLElement).innerText.trim();
    const heads = tr.closest('.ant-table-wrapper')?.querySelectorAll('thead th') ?? [];
    return [
      ...[...heads].filter((th) => text(th) && !shows(th)).map((th) => `表头 ${text(th)}`),
      ...[...tr.querySelectorAll('button')].filter((b) => !shows(b)).map((b) => `按钮 ${text(b)}`),
    ];
  });
}
