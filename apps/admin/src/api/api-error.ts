// The closed set of failures the transport reports (docs/api-admin.md). The client
// only classifies; lib/error-handler.ts decides what the staff member sees.

export type ApiErrorKind =
  /** 10001 / HTTP 401: log in first. */
  | 'auth'
  /** 403: the staff member's role lacks the permission. */
  | 'forbidden'
  /** 404: the row (or the route) does not exist. */
  | 'not_found'
  /** 422: `message` is the first field error, `errors` has every field. */
  | 'validation'
  /** Any other refusal below 500 (400, 409, 429 ...): show the server's message. */
  | 'business'
  /** 5xx or an unreadable answer. */
  | 'server'
  /** No answer within the time limit. */
  | 'timeout'
  /** The request never reached the server. */
  | 'network'
  /** The caller went away (page left, table reloaded). */
  | 'cancelled';

/** A field's message; the server sends a list per field, the first one is shown. */
export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly details: { code?: number; status?: number; errors?: FieldErrors; url?: string } = {},
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const SERVER_BUSY = '系统繁忙，请稍候再试';
export const TIMEOUT_MESSAGE = '请求超时，请稍后重试';
export const NETWORK_MESSAGE = '网络连接失败，请检查网络后重试';
