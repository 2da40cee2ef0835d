import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  AppError,
  errorKinds,
  type FieldErrors,
  fieldErrors,
  Refused,
  refusalError,
  SERVER_BUSY,
} from './errors.ts';

type Body = { code: number; msg: string; data: unknown; errors?: FieldErrors };
type Response = { status: number; body: Body };

const SERVER_ERROR: Response = { status: 500, body: { code: 500, msg: SERVER_BUSY, data: null } };

/**
 * Turns any thrown error into the spec's envelope; 5xx details go to the log
 * only. Also Fastify's own refusals before a route runs (a malformed
 * percent-encoding, an over-long parameter), through `frameworkErrors`.
 *
 * It cannot throw: whatever was thrown (a string, null, an error whose getters
 * throw) and whatever reading it does, the client gets an envelope. When this
 * handler threw, Fastify answered with its own non-envelope 500.
 */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  let response: Response;
  try {
    response = toResponse(error);
    if (response.status >= 500) log(request, { err: error }, 'request failed');
  } catch (failure) {
    response = SERVER_ERROR;
    log(request, { err: failure, thrown: describe(error) }, 'error handler could not read error');
  }
  return reply.status(response.status).send(response.body);
}

function log(request: FastifyRequest, fields: object, msg: string) {
  try {
    request.log.error(fields, msg);
  } catch {
    // The logger could not serialize what was thrown: the answer still goes out.
  }
}

function describe(thrown: unknown): string {
  try {
    return String(thrown);
  } catch {
    return typeof thrown;
  }
}

const CLIENT_ERROR_TEXT: Record<number, string> = {
  400: '请求格式不正确',
  404: '请求的地址不存在',
  408: '请求超时',
  413: '提交的内容过大',
  414: '请求地址过长',
  415: '不支持的提交格式',
  431: '请求头过大',
};

type Issue = { instancePath?: unknown; keyword?: unknown; message?: unknown; params?: unknown };

/** The 422 of a schema failure: every field's messages, the first one as `msg`. */
function validationBody(issues: readonly Issue[]): Body {
  const byField = new Map<string, string[]>();
  const add = (field: string, message: string) =>
    byField.set(field, [...(byField.get(field) ?? []), message]);
  for (const v of issues) {
    const path = String(v?.instancePath ?? '')
      .replace(/^\//, '')
      .replaceAll('/', '.');
    const keys = (v?.params as { keys?: unknown } | undefined)?.keys;
    if (v?.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      // A strict schema met a field it does not know: name it, under its own path.
      for (const key of keys.map(String))
        add(path ? `${path}.${key}` : key, `不支持的参数：${key}`);
      continue;
    }
    add(path || 'body', typeof v?.message === 'string' ? v.message : '格式不正确');
  }
  const first = byField.values().next().value?.[0] ?? '请求参数不正确';
  return { code: 422, msg: first, data: null, errors: fieldErrors(byField) };
}

function toResponse(error: unknown): Response {
  if (typeof error !== 'object' || error === null) return SERVER_ERROR;
  if (error instanceof Refused) return toResponse(refusalError(error.refusal));
  if (error instanceof AppError) {
    const kind = Object.hasOwn(errorKinds, error.kind) ? errorKinds[error.kind] : null;
    if (!kind) return SERVER_ERROR;
    const body: Body = { code: kind.code, msg: error.message, data: error.data ?? null };
    if (error.errors) body.errors = fieldErrors(Object.entries(error.errors));
    return { status: kind.status, body };
  }
  if (hasZodFastifySchemaValidationErrors(error))
    return { status: 422, body: validationBody(error.validation) };
  // Malformed bodies and URLs, oversize payloads, bad content types: the client's fault.
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && Number.isInteger(status) && status >= 400 && status < 500) {
    const msg = CLIENT_ERROR_TEXT[status] ?? '请求格式不正确';
    return { status, body: { code: status, msg, data: null } };
  }
  return SERVER_ERROR;
}

/**
 * A request Node's HTTP parser refused (raw UTF-8 in the address, a header
 * block over the limit, a line that is no request) never reaches a route:
 * Fastify's `clientErrorHandler` answers on the socket. The envelope here too
 * (Fastify's own was `{"error":"Bad Request","message":"Client Error"}`).
 */
export function answerClientError(err: { code?: unknown }, socket: import('node:net').Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify({ code: status, msg: CLIENT_ERROR_TEXT[status], data: null });
  const reason =
    status === 408
      ? 'Request Timeout'
      : status === 431
        ? 'Request Header Fields Too Large'
        : 'Bad Request';
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy();
}
