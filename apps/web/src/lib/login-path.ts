const NO_RETURN = /^\/(login|register|forget|loading|404)(\/|$)/;

/** /login remembering where the visitor was, so login can send them back. */
export function loginPath(from?: string): string {
  const here = from ?? `${window.location.pathname}${window.location.search}`;
  if (NO_RETURN.test(here) || here === '/') return '/login';
  return `/login?redirect=${encodeURIComponent(here)}`;
}

/** The in-app path to return to after login; anything else falls back to home. */
export function safeRedirect(value: string | null): string {
  if (!value?.startsWith('/') || value.startsWith('//') || NO_RETURN.test(value)) {
    return '/';
  }
  return value;
}
