import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseForm } from './body.ts';
import { handleError } from './error-handler.ts';
import { AppError, errorKinds, fieldError, Refused, SERVER_BUSY } from './errors.ts';

// The handler is the last word on every request: whatever reaches it, the
// client reads the envelope. Each case below once got Fastify's own 500 body.

const OBJECT_NAMES = ['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__'];
const ZOD_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

function withGetterThrowing(name: string) {
  const e = new Error('boom');
  Object.defineProperty(e, name, {
    get() {
      throw 1;
    },
  });
  return e;
}

/** Everything a route (or a library under it) might throw. */
const thrown: Record<string, () => unknown> = {
  string: () => 'just a string',
  null: () => null,
  undefined: () => undefined,
  number: () => 42,
  plainObject: () => ({ message: 'not an error' }),
  plainError: () => new Error('secret detail'),
  statusCodeGetterThrows: () => withGetterThrowing('statusCode'),
  validationGetterThrows: () => withGetterThrowing('validation'),
  prototypeTrapThrows: () =>
    new Proxy(new Error('x'), {
      getPrototypeOf() {
        throw new Error('trap');
      },
    }),
  validationNotAnArray: () =>
    Object.assign(new Error('v'), { validation: 'nope', statusCode: 400 }),
  validationOfObjectNames: () =>
    Object.assign(new Error('v'), {
      statusCode: 400,
      validation: [
        {
          [ZOD_ISSUE]: true,
          keyword: 'unrecognized_keys',
          instancePath: '',
          params: { keys: OBJECT_NAMES },
        },
        {
          [ZOD_ISSUE]: true,
          keyword: 'invalid_type',
          instancePath: '/constructor',
          message: '须为数字',
        },
        {
          [ZOD_ISSUE]: true,
          keyword: 'unrecognized_keys',
          instancePath: '/a',
          params: { keys: ['toString'] },
        },
      ],
    }),
  validationOfGarbage: () =>
    Object.assign(new Error('v'), {
      validation: [
        { [ZOD_ISSUE]: true, instancePath: 5, keyword: 'unrecognized_keys', params: { keys: 'x' } },
        null,
      ],
    }),
  fieldErrorNamedConstructor: () => fieldError('constructor', '不支持的参数'),
  appErrorOfUnknownKind: () => new AppError('toString' as never, 'x'),
  refused: () =>
    new Refused({
      reason: 'out_of_stock',
      goodsId: 7,
      name: '阿莫西林胶囊',
      unit: '盒',
      available: 2,
    }),
  badStatusCode: () => Object.assign(new Error('x'), { statusCode: 499.5 }),
  statusCodeString: () => Object.assign(new Error('x'), { statusCode: '400' }),
  ...Object.fromEntries(
    Object.keys(errorKinds).map((kind) => [
      `appError_${kind}`,
      () => new AppError(kind as never, `${kind} 说明`),
    ]),
  ),
};

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({
    bodyLimit: 1024,
    routerOptions: { querystringParser: parseForm },
    frameworkErrors: handleError,
  });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.setValidatorCompiler(validatorCompiler);
  typed.setErrorHandler(handleError);
  await typed.register(formbody, { parser: parseForm });
  typed.get('/throw/:name', async (req) => {
    throw thrown[(req.params as { name: string }).name]!();
  });
  const strict = z.strictObject({
    page: z.coerce.number().int().optional(),
    a: z.strictObject({ b: z.string() }).optional(),
  });
  typed.post(
    '/strict/:id',
    {
      schema: {
        params: z.strictObject({ id: z.coerce.number().int() }),
        querystring: strict,
        body: strict,
      },
    },
    async () => ({ code: 10000, msg: 'ok', data: null }),
  );
  await app.ready();
});
afterAll(() => app?.close());

function expectEnvelope(
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
  label: string,
) {
  expect(String(res.headers['content-type']), label).toContain('application/json');
  const body = JSON.parse(res.body);
  expect(Object.keys(body).sort(), `${label}: ${res.body}`).toEqual(
    Object.keys(body).includes('errors')
      ? ['code', 'data', 'errors', 'msg']
      : ['code', 'data', 'msg'],
  );
  expect(typeof body.code, label).toBe('number');
  expect(typeof body.msg, label).toBe('string');
  expect(body.msg.length, label).toBeGreaterThan(0);
  return body;
}

describe('the error handler', () => {
  it.each(Object.keys(thrown))('answers the envelope when a route throws %s', async (name) => {
    const res = await app.inject({ url: `/throw/${name}` });
    const body = expectEnvelope(res, name);
    if (res.statusCode >= 500) expect(body).toEqual({ code: 500, msg: SERVER_BUSY, data: null });
  });

  it('names object-property fields as fields, with their own messages', async () => {
    const res = await app.inject({ url: '/throw/validationOfObjectNames' });
    expect(res.statusCode).toBe(422);
    const body = JSON.parse(res.body);
    expect(Object.keys(body.errors)).toEqual([...OBJECT_NAMES, 'a.toString']);
    expect(body.errors.constructor).toEqual(['不支持的参数：constructor', '须为数字']);
    expect(body.msg).toBe('不支持的参数：constructor');
  });

  it('answers each kind of AppError with its own status and code', async () => {
    for (const [kind, { status, code }] of Object.entries(errorKinds)) {
      const res = await app.inject({ url: `/throw/appError_${kind}` });
      expect([res.statusCode, res.json()]).toEqual([
        status,
        { code, msg: `${kind} 说明`, data: null },
      ]);
    }
    const refused = await app.inject({ url: '/throw/refused' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data).toMatchObject({ reason: 'out_of_stock', available: 2 });
  });

  const framework: [string, InjectOptions, number][] = [
    [
      'bad JSON',
      {
        method: 'POST',
        url: '/strict/1',
        headers: { 'content-type': 'application/json' },
        payload: '{"page":',
      },
      400,
    ],
    [
      'a JSON __proto__',
      {
        method: 'POST',
        url: '/strict/1',
        headers: { 'content-type': 'application/json' },
        payload: '{"__proto__":{"x":1}}',
      },
      400,
    ],
    [
      'an oversize body',
      {
        method: 'POST',
        url: '/strict/1',
        headers: { 'content-type': 'application/json' },
        payload: `{"a":"${'x'.repeat(2000)}"}`,
      },
      413,
    ],
    [
      'an unknown content type',
      {
        method: 'POST',
        url: '/strict/1',
        headers: { 'content-type': 'application/x-unknown' },
        payload: 'x',
      },
      415,
    ],
    ['a bad percent-encoding in the path', { method: 'POST', url: '/strict/%zz' }, 400],
    ['a bad percent-encoding in the query', { method: 'POST', url: '/strict/1?page=%zz' }, 422],
    [
      'object names in a form body',
      {
        method: 'POST',
        url: '/strict/1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'constructor=1&toString=2&hasOwnProperty=3&__proto__[x]=4&a[constructor]=5',
      },
      422,
    ],
    [
      'object names in a JSON body',
      {
        method: 'POST',
        url: '/strict/1',
        headers: { 'content-type': 'application/json' },
        payload: '{"constructor":1,"a":{"b":"x","toString":2}}',
      },
      422,
    ],
    [
      'object names in the query',
      { method: 'POST', url: '/strict/1?hasOwnProperty=1&valueOf=2&a[constructor]=3' },
      422,
    ],
  ];
  it.each(framework)('answers the envelope for %s', async (label, request, status) => {
    const res = await app.inject(request);
    expectEnvelope(res, label);
    expect(res.statusCode, res.body).toBe(status);
  });

  it('leaves no prototype pollution behind', () => {
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
