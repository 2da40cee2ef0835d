// Spec section 2, session rule: login and logout set a flag; the next navigation sees
// it, clears it and reloads, so every cached price and header reflects the new session.

const LOGIN_FLAG = 'login';

export function markSessionChanged() {
  sessionStorage.setItem(LOGIN_FLAG, '1');
}

/** True once after a login or logout: the caller reloads the page. */
export function consumeSessionChange(): boolean {
  if (sessionStorage.getItem(LOGIN_FLAG) !== '1') return false;
  sessionStorage.removeItem(LOGIN_FLAG);
  return true;
}

// Multi-store: the current store belongs to the session, which every tab of
// the browser shares. A switch in one tab reloads the others, so none keeps
// showing (and sending ids of) the store it no longer acts for.
const STORE_KEY = 'store-changed';

/** This tab moved the session to another store: the other tabs reload; this one opens `then`. */
export function storeChanged(then: string) {
  localStorage.setItem(STORE_KEY, String(Date.now()));
  window.location.assign(then);
}

/** Calls `reload` when another tab moved the session to another store; returns the unsubscribe. */
export function onStoreChangedElsewhere(reload: () => void) {
  const listener = (e: StorageEvent) => {
    if (e.key === STORE_KEY) reload();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
