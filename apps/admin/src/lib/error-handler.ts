// The one place that turns a failed call into what the staff member sees. QueryCache
// and MutationCache send every error here.

import { isApiError, SERVER_BUSY } from '../api/api-error';
import type { ErrorSource, RequestMeta } from '../api/query-client';
import { getFeedback } from './feedback';
import { loginPath } from './login-path';

let redirectingToLogin = false;

function goToLogin() {
  const ui = getFeedback();
  if (!ui || redirectingToLogin || window.location.pathname.startsWith('/admin/login')) return;
  redirectingToLogin = true;
  ui.navigate(loginPath(), { replace: true });
  // Several calls fail together when a session ends; one redirect is enough.
  setTimeout(() => {
    redirectingToLogin = false;
  }, 1000);
}

export function handleApiError(error: unknown, source: ErrorSource, meta?: RequestMeta) {
  const ui = getFeedback();
  if (!isApiError(error)) {
    console.error(error);
    ui?.message.error({ content: SERVER_BUSY, key: 'server-busy' });
    return;
  }
  switch (error.kind) {
    case 'cancelled':
      return;
    case 'auth':
      goToLogin();
      return;
    case 'forbidden':
    case 'not_found':
      // A page whose data is refused or gone shows a Result in its place.
      if (source === 'mutation' && !meta?.inlineErrors) ui?.message.error(error.message);
      return;
    case 'validation':
    case 'business':
      if (!meta?.inlineErrors) ui?.message.error(error.message);
      return;
    case 'server':
      // A fixed key: a burst of failures shows one message, not a stack.
      ui?.message.error({ content: SERVER_BUSY, key: 'server-busy' });
      return;
    case 'timeout':
    case 'network':
      ui?.message.error({ content: error.message, key: error.kind });
      return;
  }
}
