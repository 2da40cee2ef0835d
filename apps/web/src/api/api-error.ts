// The closed set of failures the transport reports (spec section 8). The client only
// classifies; deciding what the buyer sees happens in lib/api-error-handler.ts.

export type ApiErrorKind =
  /** 10001 / HTTP 401: a session is needed. */
  | 'auth'
  /** 459: a contract must be signed first (/dzht). */
  | 'contract'
  /** 422: `msg` is the first field error, `errors` has every field. */
  | 'validation'
  /** Any other refusal below 500: show the server's message. */
  | 'business'
  /** 5xx or an unreadable answer. */
  | 'server'
  /** No answer within the 30 s limit. */
  | 'timeout'
  /** The request never reached the server. */
  | 'network'
  /** Superseded by a newer identical request, or its caller went away. */
  | 'cancelled';

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly details: {
      code?: number;
      status?: number;
      errors?: FieldErrors;
      url?: string;
      /** The caller expects visitors and handles a missing session itself. */
      silentAuth?: boolean;
    } = {},
  ) {
    super(message);
  }

  get code(): number | undefined {
    return this.details.code;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const SERVER_BUSY = '系统繁忙，请稍候再试';
export const TIMEOUT_MESSAGE = '请求超时，请刷新页面';
export const NETWORK_MESSAGE = '网络连接失败，请检查网络后重试';
