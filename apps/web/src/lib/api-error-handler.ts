// The one place that turns a failed call into what the buyer sees (spec section 8).
// QueryCache and MutationCache send every error here.

import { type ApiError, isApiError, SERVER_BUSY, TIMEOUT_MESSAGE } from '../api/api-error';
import type { RequestMeta } from '../api/query-client';
import { getFeedback } from './feedback';
import { loginPath } from './login-path';

/** Messages on screen right now: a burst of identical failures shows one dialog. */
const openAlerts = new Set<string>();

function alertOnce(message: string, onOk?: () => void) {
  const ui = getFeedback();
  if (!ui || openAlerts.has(message)) return;
  openAlerts.add(message);
  ui.modal.warning({
    title: '提示',
    content: message,
    okText: '确定',
    onOk,
    afterClose: () => openAlerts.delete(message),
  });
}

function showTimeout() {
  const ui = getFeedback();
  if (!ui || openAlerts.has(TIMEOUT_MESSAGE)) return;
  openAlerts.add(TIMEOUT_MESSAGE);
  ui.modal.error({
    title: '提示',
    content: TIMEOUT_MESSAGE,
    okText: '刷新',
    onOk: () => window.location.reload(),
    afterClose: () => openAlerts.delete(TIMEOUT_MESSAGE),
  });
}

let redirectingToLogin = false;

function goToLogin() {
  const ui = getFeedback();
  if (!ui || redirectingToLogin || window.location.pathname === '/login') return;
  redirectingToLogin = true;
  ui.navigate(loginPath());
  // Several calls fail together when a session ends; one redirect is enough.
  setTimeout(() => {
    redirectingToLogin = false;
  }, 1000);
}

export function handleApiError(error: unknown, meta?: RequestMeta) {
  if (!isApiError(error)) {
    console.error(error);
    alertOnce(SERVER_BUSY);
    return;
  }
  handleKnown(error, meta);
}

function handleKnown(error: ApiError, meta?: RequestMeta) {
  const ui = getFeedback();
  switch (error.kind) {
    case 'cancelled':
      return;
    case 'auth':
      if (!error.details.silentAuth) goToLogin();
      return;
    case 'contract':
      alertOnce(error.message, () => ui?.navigate('/dzht'));
      return;
    case 'validation':
      if (!meta?.inlineErrors) ui?.message.error(error.message);
      return;
    case 'business':
      if (!meta?.inlineErrors) alertOnce(error.message);
      return;
    case 'timeout':
      showTimeout();
      return;
    case 'server':
      // A fixed key: a burst of failures shows one message, not a stack.
      ui?.message.error({ content: SERVER_BUSY, key: 'server-busy' });
      return;
    case 'network':
      alertOnce(error.message);
      return;
  }
}
