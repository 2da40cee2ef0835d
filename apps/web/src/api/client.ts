// The one HTTP client: cookies, 30 s timeout, form-encoded bodies, cancelling a
// superseded identical GET, and turning the envelope into data or a typed ApiError.
// It never touches the UI.

import {
  ApiError,
  type FieldErrors,
  NETWORK_MESSAGE,
  SERVER_BUSY,
  TIMEOUT_MESSAGE,
} from './api-error';
import { encodeForm } from './form-encoding';

export const REQUEST_TIMEOUT_MS = 30_000;

/** Envelope codes that mean success (spec section 8). */
const SUCCESS_CODES = new Set([10000, 200, 201]);

/**
 * Calls that may legitimately run twice at once (spec section 7): a second identical
 * request must not cancel the first one.
 */
const PARALLEL_ALLOWED = [
  /^\/api\/cart(\/|$|\?)/,
  /^\/api\/favorite(\/cancel)?(\?|$)/,
  /^\/api\/activity\/tap/,
  /^\/api\/goods\/tag-goods/,
  /^\/api\/focus\/demo/,
];

export type { QueryValue } from './form-encoding';

import type { QueryValue } from './form-encoding';
export type QueryParams = { readonly [key: string]: QueryValue };

export type RequestOptions = {
  query?: QueryParams;
  body?: QueryParams;
  /** A multipart body (a file upload) instead of `body`. */
  form?: FormData;
  signal?: AbortSignal;
  /** A missing session is expected (e.g. user info for visitors): do not send to /login. */
  silentAuth?: boolean;
};

export type ApiResult<T> = { data: T; msg: string };

type Envelope = { code?: unknown; msg?: unknown; data?: unknown; errors?: unknown };

const inFlight = new Map<string, AbortController>();

/** Bodies and query strings in the spec client's form encoding (form-encoding.ts). */
export const toSearchParams = (params: QueryParams = {}) => encodeForm(params);

export function buildUrl(path: string, query?: QueryParams): string {
  const search = toSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

export async function request<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const url = buildUrl(path, options.query);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  const dedupe = method === 'GET' && !PARALLEL_ALLOWED.some((re) => re.test(url));
  if (dedupe) {
    inFlight.get(url)?.abort();
    inFlight.set(url, controller);
  }

  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal: controller.signal,
  };
  if ((method === 'POST' || method === 'PUT') && options.body) {
    init.body = toSearchParams(options.body);
  }
  if (method === 'POST' && options.form) init.body = options.form;

  const base = { url, silentAuth: options.silentAuth ?? false };
  try {
    const response = await fetch(url, init);
    return await readEnvelope<T>(response, base);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new ApiError('timeout', TIMEOUT_MESSAGE, base);
    if (controller.signal.aborted) throw new ApiError('cancelled', '请求已取消', base);
    // fetch itself rejects only when the request could not be sent or answered.
    throw new ApiError('network', NETWORK_MESSAGE, { ...base, status: 0 });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
    if (dedupe && inFlight.get(url) === controller) inFlight.delete(url);
  }
}

async function readEnvelope<T>(
  response: Response,
  base: { url: string; silentAuth: boolean },
): Promise<ApiResult<T>> {
  const status = response.status;
  let body: Envelope | null = null;
  try {
    body = (await response.json()) as Envelope;
  } catch (error) {
    // An abort while reading the body is a timeout or cancellation, not a bad answer.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    body = null;
  }
  const code = typeof body?.code === 'number' ? body.code : status;
  const msg = typeof body?.msg === 'string' ? body.msg : '';
  const details = { ...base, code, status };

  if (SUCCESS_CODES.has(code) && status < 400) return { data: body?.data as T, msg };
  if (code === 10001 || status === 401) throw new ApiError('auth', msg || '请先登录', details);
  if (code === 459) throw new ApiError('contract', msg || '请先签署电子合同', details);
  if (code >= 500 || status >= 500 || !body) throw new ApiError('server', SERVER_BUSY, details);
  if (code === 422) {
    const errors = isFieldErrors(body.errors) ? body.errors : undefined;
    const first = errors ? Object.values(errors)[0]?.[0] : undefined;
    throw new ApiError('validation', first || msg || '提交的内容有误', { ...details, errors });
  }
  throw new ApiError('business', msg || '请求失败', details);
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))
  );
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, options?: RequestOptions) => request<T>('POST', path, options),
  put: <T>(path: string, options?: RequestOptions) => request<T>('PUT', path, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
