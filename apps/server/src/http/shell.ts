import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseForm } from './body.ts';
import { setShopHeaders } from './csp.ts';
import { answerClientError, handleError } from './error-handler.ts';
import { OneLinePerRequest } from './request-log.ts';
import { contractSerializer } from './serializer.ts';

// Validation messages in Chinese, as every answer speaks.
z.config(z.locales.zhCN());

export type ShellOptions = {
  logger?: FastifyServerOptions['logger'];
  /** Whose X-Forwarded-For to believe; off unless configured (TRUST_PROXY). */
  trustProxy?: boolean | number | string | undefined;
  /** Checks every answer against the contract's zod schema (tests). */
  validateResponses?: boolean | undefined;
};

/** A hop count trusts that many proxies nearest to the server. */
function trustProxy(v: boolean | number | string | undefined) {
  if (typeof v !== 'number') return v ?? false;
  return (_address: string, hop: number) => hop < v;
}

/**
 * The Fastify instance every route runs in, before any module: form and
 * query parsing, the contract's validation and serialization, the envelope
 * for every error, security headers, compression, cookies, websockets and
 * one log line per API request.
 */
export async function createShell(o: ShellOptions) {
  const app = Fastify({
    logger: o.logger ?? false,
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxy(o.trustProxy),
    routerOptions: { querystringParser: parseForm, maxParamLength: 200 },
    // A malformed percent-encoding or an over-long parameter gets the envelope too.
    frameworkErrors: handleError,
    // And a request the HTTP parser refused before Fastify saw it (raw UTF-8 in the address).
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializer(o.validateResponses ?? false));
  app.setErrorHandler(handleError);

  app.addHook('onRequest', (_req, reply, done) => {
    setShopHeaders(reply.raw);
    done();
  });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Answers are compressed per request: a light brotli level keeps that cheap.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  await app.register(formbody, { parser: parseForm, bodyLimit: 256 * 1024 });
  // The chat's sockets only receive pushes; a client's frames are small or refused.
  await app.register(websocket, { options: { maxPayload: 4096 } });
  return app;
}

export type Shell = Awaited<ReturnType<typeof createShell>>;
