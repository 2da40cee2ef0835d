// The login and registration pages themselves, with or without a path, query or hash after.
const NO_RETURN = /^\/(login|register|forget|loading|404)([/?#]|$)/;

/** /login remembering where the visitor was, so login can send them back. */
export function loginPath(from?: string): string {
  const here = from ?? `${window.location.pathname}${window.location.search}`;
  if (NO_RETURN.test(here) || here === '/') return '/login';
  return `/login?redirect=${encodeURIComponent(here)}`;
}

/**
 * The path on this site to return to after login; anything else falls back to
 * home. A backslash is refused too: browsers read `/\evil.com` as `//evil.com`.
 */
export function safeRedirect(value: string | null): string {
  if (
    !value?.startsWith('/') ||
    value.startsWith('//') ||
    value.includes('\\') ||
    NO_RETURN.test(value)
  ) {
    return '/';
  }
  return value;
}

/**
 * A page the server draws itself (the payment sandbox's cashier under /api/):
 * the app's router cannot show it, the browser must load it.
 */
export const isServerPage = (path: string) => path.startsWith('/api/');
