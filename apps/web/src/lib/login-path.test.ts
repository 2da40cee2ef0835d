import { describe, expect, it } from 'vitest';
import { isServerPage, loginPath, safeRedirect } from './login-path';

describe('loginPath', () => {
  it('remembers where the visitor was, except pages that make no sense to return to', () => {
    expect(loginPath('/cart/step2?ids=3,5')).toBe('/login?redirect=%2Fcart%2Fstep2%3Fids%3D3%2C5');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/register/step2')).toBe('/login');
    expect(loginPath('/login?redirect=%2Forder')).toBe('/login');
  });
});

describe('safeRedirect', () => {
  it('returns paths of this site, the app’s and the server’s pages alike', () => {
    expect(safeRedirect('/order?status=paid')).toBe('/order?status=paid');
    expect(safeRedirect('/api/pay/sandbox/P202611231200001a2b3c4d5e6f')).toBe(
      '/api/pay/sandbox/P202611231200001a2b3c4d5e6f',
    );
  });

  it('sends anything else home: other sites, missing values and login pages', () => {
    for (const value of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      '/\\/evil.example/',
      'javascript:alert(1)',
      '/login?redirect=/order',
      '/register',
    ])
      expect(safeRedirect(value), String(value)).toBe('/');
  });
});

describe('isServerPage', () => {
  it('is true for the server’s pages under /api/ and false for the app’s', () => {
    expect(isServerPage('/api/pay/sandbox/P202611231200001a2b3c4d5e6f')).toBe(true);
    expect(isServerPage('/cart/step4?id=3')).toBe(false);
    expect(isServerPage('/apix')).toBe(false);
    expect(isServerPage('/')).toBe(false);
  });
});
