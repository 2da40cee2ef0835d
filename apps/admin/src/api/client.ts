// The one HTTP client of the console: cookies, JSON bodies, a time limit, and the
// envelope {code, msg, data} turned into data or a typed ApiError. No UI here.

import {
  ApiError,
  type FieldErrors,
  NETWORK_MESSAGE,
  SERVER_BUSY,
  TIMEOUT_MESSAGE,
} from './api-error';

export const REQUEST_TIMEOUT_MS = 30_000;
const SUCCESS_CODE = 10000;
const LOGIN_REQUIRED_CODE = 10001;

type Scalar = string | number | boolean | null | undefined;
export type QueryParams = Record<string, Scalar>;

export type RequestOptions = {
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
};

type Envelope = { code?: unknown; msg?: unknown; data?: unknown; errors?: unknown };

/** Empty values are left out: an empty filter means "any". */
export function buildUrl(path: string, query?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export async function request<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const url = buildUrl(path, options.query);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, credentials: 'include', headers, signal: controller.signal };
  // A form with files goes as it is: the browser writes its multipart boundary.
  if (options.body instanceof FormData) init.body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }

  try {
    const response = await fetch(url, init);
    return await readEnvelope<T>(response, url);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new ApiError('timeout', TIMEOUT_MESSAGE, { url });
    if (controller.signal.aborted) throw new ApiError('cancelled', '请求已取消', { url });
    throw new ApiError('network', NETWORK_MESSAGE, { url, status: 0 });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

async function readEnvelope<T>(response: Response, url: string): Promise<T> {
  const status = response.status;
  let body: Envelope | null = null;
  try {
    body = (await response.json()) as Envelope;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
  }
  const code = typeof body?.code === 'number' ? body.code : status;
  const msg = typeof body?.msg === 'string' ? body.msg : '';
  const details = { code, status, url };

  if (code === SUCCESS_CODE && status < 400) return body?.data as T;
  if (code === LOGIN_REQUIRED_CODE || status === 401) {
    throw new ApiError('auth', msg || '请先登录', details);
  }
  if (code >= 500 || status >= 500 || !body) throw new ApiError('server', SERVER_BUSY, details);
  if (status === 403 || code === 403) {
    throw new ApiError('forbidden', msg || '没有权限执行此操作', details);
  }
  if (status === 404 || code === 404) throw new ApiError('not_found', msg || '数据不存在', details);
  if (status === 422 || code === 422) {
    const errors = fieldErrors(body);
    const first = errors ? Object.values(errors)[0] : undefined;
    throw new ApiError('validation', msg || first || '提交的内容有误', { ...details, errors });
  }
  // A 400 or 409 may name its field too (a lot number received with other dates).
  throw new ApiError('business', msg || '请求失败', { ...details, errors: fieldErrors(body) });
}

/**
 * 422 field errors, `{field: message}` or `{field: [messages]}`, at the envelope's top
 * level (as the server sends them today) or under `data.errors`.
 */
function fieldErrors(body: Envelope): FieldErrors | undefined {
  const data = body.data as { errors?: unknown } | null | undefined;
  const raw = body.errors ?? data?.errors;
  if (typeof raw !== 'object' || raw === null) return undefined;
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(raw)) {
    const message = Array.isArray(value) ? value[0] : value;
    if (typeof message === 'string') errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
  delete: <T>(path: string) => request<T>('DELETE', path),
  /** A multipart POST (files and their fields), answered in the same envelope. */
  upload: <T>(path: string, form: FormData, query?: QueryParams) =>
    request<T>('POST', path, { body: form, query }),
};
