import qs from 'qs';
import { type App, type AppDeps, buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { type Bus, memoryBus } from '../platform/bus.ts';
import { type Kv, memoryKv } from '../platform/kv.ts';
import { LogSmsProvider } from '../platform/sms.ts';
import type { TraceUploadProvider } from '../platform/trace-upload.ts';
import { seededDatabase } from './seeded-database.ts';

/**
 * The real app on a fresh database: in-memory PGlite, or with TEST_DATABASE_URL
 * a new PostgreSQL database created for this test file and dropped after it.
 */
type TestAppOptions = {
  /** 0: an empty shop, as SEED_DEMO=0 leaves it. */
  goodsCount?: number;
  /** Adds routes (or hooks) before the app is sealed. */
  extend?: (app: App) => void;
  webDist?: string;
  /** Shares a database with another test app (a second server process). */
  databaseUrl?: string;
  bus?: Bus;
  /** The counters' store (a test's clock, or Redis shared with a second app). */
  kv?: Kv;
  /** The SMS provider (a test that counts texts). */
  sms?: LogSmsProvider;
  /** The 出库单 upload provider (a test that counts or fails uploads). */
  traceUpload?: TraceUploadProvider;
} & Partial<
  Pick<
    AppDeps,
    | 'payProvider'
    | 'trustProxy'
    | 'cookieSecure'
    | 'publicUrl'
    | 'uploadsDir'
    | 'filesDir'
    | 'runJobs'
  >
>;

/**
 * Bodies given as objects travel the way the spec's client sends them:
 * form-encoded with nested keys (`params[0][goods_id]=1`). A test that means
 * JSON says so with its content-type.
 */
function formEncodeBodies(app: App) {
  const inject = app.inject.bind(app) as (o: object) => Promise<unknown>;
  (app as { inject: unknown }).inject = (opts: Record<string, unknown>) => {
    const headers = (opts.headers ?? {}) as Record<string, string>;
    const payload = opts.payload;
    const hasType = Object.keys(headers).some((h) => h.toLowerCase() === 'content-type');
    if (payload && typeof payload === 'object' && !Buffer.isBuffer(payload) && !hasType) {
      return inject({
        ...opts,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: qs.stringify(payload, { arrayFormat: 'indices' }),
      });
    }
    return inject(opts);
  };
}

export async function testApp(opts: TestAppOptions = {}) {
  const own = opts.databaseUrl ? null : await seededDatabase(opts.goodsCount ?? 400);
  const databaseUrl = opts.databaseUrl ?? own?.databaseUrl;
  const database = own?.database ?? (await openDatabase({ databaseUrl }));
  const kv = opts.kv ?? memoryKv();
  const bus = opts.bus ?? memoryBus();
  const sms = opts.sms ?? new LogSmsProvider(() => {});
  const app = await buildApp({
    db: database.db,
    kv,
    bus,
    sms,
    traceUpload: opts.traceUpload,
    webDist: opts.webDist,
    uploadsDir: opts.uploadsDir,
    filesDir: opts.filesDir,
    publicUrl: opts.publicUrl ?? 'http://shop.test',
    payProvider: opts.payProvider ?? 'sandbox',
    trustProxy: opts.trustProxy,
    cookieSecure: opts.cookieSecure,
    runJobs: opts.runJobs,
    validateResponses: true,
    // TEST_LOG=1 shows the server's errors while a test is being mended.
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
  });
  formEncodeBodies(app);
  opts.extend?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    sms,
    /** The rate limits' store (a test may end the 60 s pause between two codes to one mobile). */
    kv,
    kind: database.kind,
    /** The PostgreSQL database of this test file, when there is one. */
    databaseUrl,
    async close() {
      await app.close();
      if (!opts.kv) await kv.close();
      if (!opts.bus) await bus.close();
      await database.close();
      await own?.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof testApp>>;

/** Logs in through the API and returns the bearer header for later requests. */
export async function loginAs(t: TestApp, username: string, password = 'demo123456') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username, password },
  });
  const body = res.json();
  if (body.code !== 10000) throw new Error(`login ${username} failed: ${res.body}`);
  return { authorization: `Bearer ${body.data.token as string}` };
}

/** Logs a staff member into the console; the cookie header for later requests. */
export async function staffLogin(t: TestApp, username: string, password = 'demo123456') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin-api/login',
    payload: { username, password },
  });
  const token = res.cookies.find((c) => c.name === 'admin_token')?.value;
  if (res.json().code !== 10000 || !token)
    throw new Error(`staff login ${username} failed: ${res.body}`);
  return { cookie: `admin_token=${token}` };
}

/** One file (after any text fields) as a browser's form uploads it: the body and its content-type header. */
export function multipartFile(
  file: Buffer,
  filename: string,
  type = 'application/octet-stream',
  fields: Record<string, string> = {},
) {
  const boundary = '----shoptestupload7d93';
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([k, v]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, 'content-type': `multipart/form-data; boundary=${boundary}` };
}

type Headers = Record<string, string>;

/** GET, JSON POST and PUT, and DELETE with the given headers (a buyer's bearer or a staff cookie). */
export function jsonCalls(t: () => TestApp) {
  const send =
    (method: 'POST' | 'PUT') =>
    (url: string, headers: Headers, payload: object = {}) =>
      t().app.inject({
        method,
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
  return {
    get: (url: string, headers: Headers = {}) => t().app.inject({ method: 'GET', url, headers }),
    post: send('POST'),
    put: send('PUT'),
    del: (url: string, headers: Headers) => t().app.inject({ method: 'DELETE', url, headers }),
  };
}
