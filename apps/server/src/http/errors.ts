// Spec section 8: the closed set of outcomes a client must tell apart.
// One error type, one mapping to HTTP status and envelope code.

export const SUCCESS_CODE = 10000;
export const SERVER_BUSY = '系统繁忙，请稍候再试';

export const errorKinds = {
  login_required: { status: 401, code: 10001 },
  bad_request: { status: 400, code: 400 },
  forbidden: { status: 403, code: 403 },
  not_found: { status: 404, code: 404 },
  conflict: { status: 409, code: 409 },
  cart_link: { status: 411, code: 411 },
  activity_limit: { status: 412, code: 412 },
  validation: { status: 422, code: 422 },
  too_many: { status: 429, code: 429 },
  contract: { status: 459, code: 459 },
} as const;

export type ErrorKind = keyof typeof errorKinds;
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly errors?: FieldErrors,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const loginRequired = () => new AppError('login_required', '请先登录');
export const notFound = (what = '数据') => new AppError('not_found', `${what}不存在`);
/** A 422 for one field, shaped like a schema failure. */
export const fieldError = (field: string, message: string) =>
  new AppError('validation', message, { [field]: [message] });
