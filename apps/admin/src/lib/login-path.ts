// The console lives under /admin (vite `base`, router `basename`). Router paths are
// relative to it; the `redirect` parameter carries the full path, /admin included.

export const BASE = '/admin';

/** The router path of the login page, remembering where the staff member was. */
export function loginPath(at: Pick<URL, 'pathname' | 'search'> = window.location): string {
  const here = `${at.pathname}${at.search}`;
  if (here === `${BASE}/login` || here.startsWith(`${BASE}/login?`)) return '/login';
  if (here === BASE || here === `${BASE}/`) return '/login';
  return `/login?redirect=${encodeURIComponent(here)}`;
}

/**
 * The router path to return to after login: only a path of this console; anything
 * else (another site, `//evil.com`, `/\evil.com`) goes to the workbench.
 */
export function safeRedirect(value: string | null): string {
  if (!value || value.includes('\\') || value.startsWith('//')) return '/';
  if (value !== BASE && !value.startsWith(`${BASE}/`) && !value.startsWith(`${BASE}?`)) {
    return '/';
  }
  const path = value.slice(BASE.length) || '/';
  if (!path.startsWith('/') || path === '/login' || path.startsWith('/login?')) return '/';
  return path;
}
