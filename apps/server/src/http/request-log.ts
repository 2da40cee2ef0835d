import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';

// One line per API request (method, url, status, time) instead of Fastify's
// two (the second without its URL). Pages, assets, uploads and drawn
// pictures are logged at debug, and at warn when they fail, so a terminal at
// the default level shows the API, the SMS codes and what went wrong.

const isApi = (url: string) =>
  url.startsWith('/api/') || url.startsWith('/admin-api/') || url.startsWith('/internal/');

// pino's loggers have isLevelEnabled; Fastify's logger type does not say so.
const enabled = (log: object, level: string) =>
  (log as { isLevelEnabled?: (l: string) => boolean }).isLevelEnabled?.(level) ?? true;

export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    req: FastifyRequest,
    reply: FastifyReply,
  ) {
    const status = reply.statusCode;
    const level = isApi(req.url) ? 'info' : status >= 500 ? 'warn' : 'debug';
    // A quiet server (LOG_LEVEL warn) builds no line it would drop.
    if (!enabled(reply.log, level)) return;
    const ms = reply.elapsedTime.toFixed(1);
    reply.log[level](
      { req, res: reply, responseTime: reply.elapsedTime, ...(error ? { err: error } : {}) },
      `${req.method} ${req.url} → ${status} (${ms} ms)`,
    );
  }
}

/**
 * Readable lines on a terminal; JSON lines (for a log collector) when piped,
 * each request's with its req, res and responseTime fields.
 */
export function loggerOptions(level: string, tty: boolean): FastifyServerOptions['logger'] {
  if (!tty) return { level };
  return {
    level,
    transport: {
      target: 'pino-pretty',
      options: {
        translateTime: 'HH:MM:ss',
        ignore: 'pid,hostname,reqId,req,res,responseTime',
        singleLine: true,
      },
    },
  };
}
