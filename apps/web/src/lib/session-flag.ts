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
