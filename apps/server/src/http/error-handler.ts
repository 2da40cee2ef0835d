import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  AppError,
  errorKinds,
  type FieldErrors,
  Refused,
  refusalError,
  SERVER_BUSY,
} from './errors.ts';

type Body = { code: number; msg: string; data: unknown; errors?: FieldErrors };

/**
 * Turns any thrown error into the spec's envelope; 5xx details go to the log
 * only. Also Fastify's own refusals before a route runs (a malformed
 * percent-encoding, an over-long parameter), through `frameworkErrors`.
 */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toResponse(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  return reply.status(status).send(body);
}

const CLIENT_ERROR_TEXT: Record<number, string> = {
  404: '请求的地址不存在',
  413: '提交的内容过大',
  414: '请求地址过长',
};

function validationBody(error: { validation: unknown[] }): Body {
  const errors: FieldErrors = {};
  for (const v of error.validation as {
    instancePath: string;
    keyword: string;
    message?: string;
    params?: { keys?: string[] };
  }[]) {
    const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (v.keyword === 'unrecognized_keys') {
      // A strict schema met a field it does not know: name it, under its own path.
      for (const key of v.params?.keys ?? []) {
        const field = path ? `${path}.${key}` : key;
        errors[field] = [...(errors[field] ?? []), `不支持的参数：${key}`];
      }
      continue;
    }
    const field = path || 'body';
    errors[field] = [...(errors[field] ?? []), v.message ?? '格式不正确'];
  }
  const first = Object.values(errors)[0]?.[0] ?? '请求参数不正确';
  return { code: 422, msg: first, data: null, errors };
}

function toResponse(error: unknown): { status: number; body: Body } {
  if (error instanceof Refused) return toResponse(refusalError(error.refusal));
  if (error instanceof AppError) {
    const { status, code } = errorKinds[error.kind];
    const body: Body = { code, msg: error.message, data: error.data ?? null };
    if (error.errors) body.errors = error.errors;
    return { status, body };
  }
  if (hasZodFastifySchemaValidationErrors(error))
    return { status: 422, body: validationBody(error) };
  const fe = error as FastifyError;
  // Malformed bodies and URLs, oversize payloads, bad content types: the client's fault.
  if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    const msg = CLIENT_ERROR_TEXT[fe.statusCode] ?? '请求格式不正确';
    return { status: fe.statusCode, body: { code: fe.statusCode, msg, data: null } };
  }
  return { status: 500, body: { code: 500, msg: SERVER_BUSY, data: null } };
}
