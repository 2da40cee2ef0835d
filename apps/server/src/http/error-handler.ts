import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorKinds, type FieldErrors, SERVER_BUSY } from './errors.ts';

type Body = { code: number; msg: string; data: unknown; errors?: FieldErrors };

/** Turns any thrown error into the spec's envelope; 5xx details go to the log only. */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toResponse(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  return reply.status(status).send(body);
}

function toResponse(error: unknown): { status: number; body: Body } {
  if (error instanceof AppError) {
    const { status, code } = errorKinds[error.kind];
    const body: Body = { code, msg: error.message, data: error.data ?? null };
    if (error.errors) body.errors = error.errors;
    return { status, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: FieldErrors = {};
    for (const v of error.validation) {
      const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
      errors[field] = [...(errors[field] ?? []), v.message ?? '格式不正确'];
    }
    const first = Object.values(errors)[0]?.[0] ?? '请求参数不正确';
    return { status: 422, body: { code: 422, msg: first, data: null, errors } };
  }
  const fe = error as FastifyError;
  // Malformed bodies, oversize payloads, bad content types: the client's fault.
  if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    const msg = fe.statusCode === 413 ? '提交的内容过大' : '请求格式不正确';
    return { status: fe.statusCode, body: { code: fe.statusCode, msg, data: null } };
  }
  return { status: 500, body: { code: 500, msg: SERVER_BUSY, data: null } };
}
