import { describe, expect, it } from 'vitest';
import { safeRedirect } from './login-path';

describe('safeRedirect', () => {
  it('returns a console path relative to /admin', () => {
    expect(safeRedirect('/admin/orders?status=paid')).toBe('/orders?status=paid');
    expect(safeRedirect('/admin')).toBe('/');
  });

  it('refuses other sites, other apps and the login page itself', () => {
    for (const bad of [
      null,
      '',
      'https://evil.com',
      '//evil.com',
      '/\\evil.com',
      '/cart',
      '/administrator',
      '/admin/login?redirect=x',
    ]) {
      expect(safeRedirect(bad)).toBe('/');
    }
  });
});
