import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newPage } from '../support/browser.ts';
import { STAFF_PASSWORD } from '../support/console.ts';
import { hasBrowser } from '../support/env.ts';

afterAll(closeBrowser);

// A visitor to the console is asked who they are before any page's code is
// downloaded: the login page, then back where they were going.

describe.runIf(hasBrowser())('the console for a visitor', () => {
  it('shows the login page without downloading the layout or the page, then goes back there', async () => {
    const { page } = await newPage([{ status: 401, path: '/admin-api/me' }]);
    const scripts: string[] = [];
    const sessionChecks: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.endsWith('.js')) scripts.push(path.split('/').pop()!);
      if (path === '/admin-api/me') sessionChecks.push(path);
    });

    await page.goto('/admin/orders?status=paid');
    await page.getByPlaceholder('用户名').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/orders?status=paid');
    expect(scripts.filter((s) => /^(AdminLayout|DashboardPage|OrdersPage)-/.test(s))).toEqual([]);
    expect(scripts.some((s) => s.startsWith('LoginPage-'))).toBe(true);
    expect(sessionChecks).toHaveLength(1);

    await page.getByPlaceholder('用户名').fill('warehouse');
    await page.getByPlaceholder('密码').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL((url) => url.pathname === '/admin/orders');
    await page.getByRole('table').first().waitFor();
    expect(scripts.some((s) => s.startsWith('OrdersPage-'))).toBe(true);
  });
});
