import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { composeModules, type ShopDeps } from './composition.ts';
import { jobSlots } from './db/job-slots.ts';
import { recordRoutes } from './http/route-table.ts';
import { resolveSessions } from './http/session-hooks.ts';
import { createShell, type Shell, type ShellOptions } from './http/shell.ts';
import { type StaticDirs, serveStatic } from './http/static.ts';
import type { Module } from './modules/module.ts';
import { cacheStatsRoutes } from './platform/cache-stats-routes.ts';
import { type Job, startJobs } from './platform/scheduler.ts';
import { LogTraceUploadProvider } from './platform/trace-upload.ts';

/**
 * What the server (main.ts) and the tests build the app from: the modules'
 * needs (ShopDeps; uploads and private files in fresh temp dirs when absent,
 * orders' times 30 minutes and 10 days, the payment sandbox), the shell's
 * options and the built apps to serve.
 */
export type AppDeps = Pick<ShopDeps, 'db' | 'kv' | 'sms' | 'bus' | 'publicUrl'> &
  Partial<Omit<ShopDeps, 'uploadsDir' | 'filesDir'>> &
  ShellOptions &
  Partial<StaticDirs> & {
    filesDir?: string | undefined;
    /** Runs the modules' background jobs (the server does; tests call the services themselves). */
    runJobs?: boolean;
    /** Answers GET /internal/cache-stats (for the benchmarks). */
    exposeCacheStats?: boolean;
    /** Reads the catalogue into memory once the server is ready (the server does; tests do not). */
    warmCatalogue?: boolean;
  };

/**
 * Builds the whole app without listening, so tests inject requests into it:
 * the Fastify shell, the modules, their routes and jobs, the static files.
 */
export async function buildApp(deps: AppDeps) {
  const app = await createShell(deps);
  const uploadsDir = deps.uploadsDir ?? mkdtempSync(join(tmpdir(), 'shop-uploads-'));
  const modules = await composeModules({
    ...deps,
    uploadsDir,
    filesDir: deps.filesDir ?? mkdtempSync(join(tmpdir(), 'shop-files-')),
    cookieSecure: deps.cookieSecure ?? false,
    orderPayMinutes: deps.orderPayMinutes ?? 30,
    orderConfirmDays: deps.orderConfirmDays ?? 10,
    payProvider: deps.payProvider ?? 'sandbox',
    paySandboxSecret: deps.paySandboxSecret,
    loginDeviceSecret: deps.loginDeviceSecret,
    traceUpload: deps.traceUpload ?? new LogTraceUploadProvider((line) => app.log.info(line)),
  });

  resolveSessions(app, {
    buyer: (token) => modules.auth.service.resolveSession(token),
    staff: (token) => modules.staff.service.resolve(token),
  });
  const routeTable = recordRoutes(app);
  const all: Module<unknown>[] = Object.values(modules);
  for (const m of all) if (m.routes) await app.register(m.routes);
  for (const m of all) if (m.adminRoutes) await app.register(m.adminRoutes);
  if (deps.exposeCacheStats) await app.register(cacheStatsRoutes);

  if (deps.warmCatalogue) warmWhenReady(app, modules.catalog.service.warm);
  if (deps.runJobs)
    runWhenReady(
      app,
      all.flatMap((m) => m.jobs ?? []),
      deps,
    );
  await serveStatic(app, { ...deps, uploadsDir });

  return Object.assign(app, {
    /** Every route as registered: the tests that walk the whole shop go through it. */
    routeTable,
    /** Every staff route and what it demands, for the permission matrix test. */
    staffRoutes: routeTable.filter((r) => r.url.startsWith('/admin-api/')),
    services: {
      orders: modules.orders.service,
      payment: modules.payment.service,
      promotion: modules.promotion.service,
      groupbuy: modules.groupbuy.service,
      gifts: modules.gifts.service,
      messages: modules.messages.service,
      qualification: modules.qualification.service,
    },
  });
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** The jobs start once every route is in place and stop (their runs ended) before the database closes. */
function runWhenReady(app: Shell, jobs: Job[], deps: Pick<ShopDeps, 'db'>) {
  let runner: ReturnType<typeof startJobs> | undefined;
  app.addHook('onReady', async () => {
    runner = startJobs(jobs, jobSlots(deps.db), app.log);
  });
  app.addHook('onClose', async () => runner?.stop());
}

function warmWhenReady(app: Shell, warm: (signal: AbortSignal) => Promise<unknown>) {
  const closing = new AbortController();
  app.addHook('onReady', async () => {
    warm(closing.signal).catch((e) => {
      if (!closing.signal.aborted) app.log.warn(e, 'catalogue warm-up stopped');
    });
  });
  app.addHook('onClose', async () => closing.abort());
}
