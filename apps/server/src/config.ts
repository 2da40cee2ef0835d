import { resolve } from 'node:path';
import { z } from 'zod';

// Every environment variable the server reads, parsed once at start.
const bool = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const url = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((v) => protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  REDIS_URL: url(['redis', 'rediss']).optional(),
  SEED_DEMO: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  ADMIN_DIST: z.string().optional(),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  ORDER_PAY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  /** A shipped order nobody confirmed is completed this many days after it shipped. */
  ORDER_CONFIRM_DAYS: z.coerce.number().int().min(1).max(60).default(10),
  PAY_SANDBOX_SECRET: z.string().min(16).optional(),
  LOGIN_DEVICE_SECRET: z.string().min(32).optional(),
  PAY_PROVIDER: z.enum(['sandbox', 'none']).optional(),
  EXPOSE_CACHE_STATS: bool.default(false),
  PUBLIC_URL: url(['http', 'https']).optional(),
  COOKIE_SECURE: bool.optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2}|[0-9a-fA-F.:/, ]+)$/, {
      message: 'must be true, false, a hop count, or addresses/CIDRs separated by commas',
    })
    .optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  seedDemo: boolean;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  webDist: string | undefined;
  adminDist: string | undefined;
  /** Server processes sharing the port; more than one needs PostgreSQL. */
  workers: number;
  /** An unpaid order is cancelled this long after it was placed. */
  orderPayMinutes: number;
  orderConfirmDays: number;
  /** Signs the sandbox payment provider's callbacks; generated and kept in the database when unset. */
  paySandboxSecret: string | undefined;
  /** Signs the device cookies a login earns; generated and kept in the database when unset. */
  loginDeviceSecret: string | undefined;
  /** Online payments: the built-in sandbox (no real money) or none. */
  payProvider: 'sandbox' | 'none';
  /** GET /internal/cache-stats answers each cache's hits and misses (benchmarks). */
  exposeCacheStats: boolean;
  /** Where buyers reach the shop: QR codes and links use it, never a request's Host header. */
  publicUrl: string;
  /** The session cookie is sent only over HTTPS. */
  cookieSecure: boolean;
  /** Whose X-Forwarded-For to believe (Fastify's trustProxy); off unless configured. */
  trustProxy: boolean | number | string;
};

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset, as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(
    Object.keys(schema.shape).flatMap((k) => (env[k] ? [[k, env[k]]] : [])),
  );
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(`Invalid ${name}=${JSON.stringify(env[name])}: ${issue.message}`);
  }
  const c = parsed.data;
  const shownHost = c.HOST === '0.0.0.0' || c.HOST === '::' ? '127.0.0.1' : c.HOST;
  const publicUrl = (c.PUBLIC_URL ?? `http://${shownHost}:${c.PORT}`).replace(/\/+$/, '');
  if (c.WORKERS > 1 && !c.DATABASE_URL) {
    throw new ConfigError(
      `Invalid WORKERS=${c.WORKERS}: more than one process needs DATABASE_URL (the embedded database is single-process)`,
    );
  }
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    redisUrl: c.REDIS_URL,
    seedDemo: c.SEED_DEMO,
    logLevel: c.LOG_LEVEL,
    webDist: c.WEB_DIST,
    adminDist: c.ADMIN_DIST,
    workers: c.WORKERS,
    orderPayMinutes: c.ORDER_PAY_MINUTES,
    orderConfirmDays: c.ORDER_CONFIRM_DAYS,
    paySandboxSecret: c.PAY_SANDBOX_SECRET,
    loginDeviceSecret: c.LOGIN_DEVICE_SECRET,
    // The sandbox moves no real money: on by itself only for the demo shop.
    payProvider: c.PAY_PROVIDER ?? (c.SEED_DEMO ? 'sandbox' : 'none'),
    exposeCacheStats: c.EXPOSE_CACHE_STATS,
    publicUrl,
    cookieSecure: c.COOKIE_SECURE ?? publicUrl.startsWith('https://'),
    trustProxy: parseTrustProxy(c.TRUST_PROXY),
  };
}

function parseTrustProxy(v: string | undefined): boolean | number | string {
  if (v === undefined || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .join(',');
}
